/**
 * Quick promote's actors (S1 §4) over the ads port (S1 §7 quick promote) and local storage (S1 §3
 * saved drafts).
 */
import { Effect, Option } from 'effect';
import type { QuickPromoteDraft } from '../entities.js';
import type {
  QuickPromoteDraftRef,
  QuickPromoteSaveDraftInput,
  QuickPromoteSubmitInput,
} from '../machines/quick-promote/quick-promote.types.js';
import { AdsService } from '../ports/ads.js';
import type { LocalStorage } from '../ports/storage.js';
import { storedQuickPromoteDrafts } from '../ports/storage.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S1 §3 / §7 the actors of `quickPromoteMachine` on `runtime`: `loadDraft` / `saveDraft` through
 * `storedQuickPromoteDrafts` (same key as `quickPromoteDraftKey`; S1 §8 storage failures are logged
 * and ignored there, so they never fail), and `submitQuickPromote` (POST …/quick_promote/ with the
 * payload the machine built with `buildQuickPromotePayload`; the path's advertiser and Pin are the
 * actor input's). A failure reaches the machine as the `ApiError`, whose `http_status` and
 * `message_detail` pick the S1 §8 error area.
 */
export function quickPromoteActors(runtime: PortsRuntime<AdsService | LocalStorage>): PortActors<{
  readonly loadDraft: { readonly input: QuickPromoteDraftRef; readonly output: QuickPromoteDraft | null };
  readonly saveDraft: { readonly input: QuickPromoteSaveDraftInput; readonly output: void };
  readonly submitQuickPromote: { readonly input: QuickPromoteSubmitInput; readonly output: unknown };
}> {
  return {
    loadDraft: portActor(runtime, ({ pinId, advertiserId }: QuickPromoteDraftRef) =>
      storedQuickPromoteDrafts.read(pinId, advertiserId).pipe(Effect.map(Option.getOrNull)),
    ),
    saveDraft: portActor(runtime, ({ pinId, advertiserId, draft }: QuickPromoteSaveDraftInput) =>
      storedQuickPromoteDrafts.write(pinId, advertiserId, draft),
    ),
    submitQuickPromote: portActor(
      runtime,
      (input: QuickPromoteSubmitInput): Effect.Effect<unknown, unknown, AdsService> =>
        Effect.flatMap(AdsService, (ads) => ads.quickPromote({ ...input.payload, advertiser_id: input.advertiserId, pin_id: input.pinId })),
    ),
  };
}
