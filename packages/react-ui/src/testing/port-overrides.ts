/**
 * Story knobs beyond story-ports' latency and failure rate: a scripted refusal of one call (an
 * `ApiError` with the status and detail a real server could send), laid over the in-memory
 * adapter's layer. Every other call still reaches the seeded backend.
 */
import { AdsService, ApiError, CollaboratorService, LocalStorage, PinService } from '@pinstack/core/ports';
import type { InMemoryServices } from '@pinstack/fixtures';
import { Effect, Layer, ManagedRuntime } from 'effect';
import type { StoryPorts } from './story-ports.js';

/** What a refused call answers (wire protocol error fields). */
export interface ScriptedRefusal {
  readonly http_status: number;
  readonly message: string;
  readonly message_detail?: string;
}

/** The same ports, with `layer`'s services replacing the adapter's. */
export function overridePorts<S extends InMemoryServices>(ports: StoryPorts, layer: Layer.Layer<S, never, InMemoryServices>): StoryPorts {
  // note: in a merge the right-hand layer's services win
  const merged: Layer.Layer<InMemoryServices> = Layer.merge(ports.adapter.layer, Layer.provide(layer, ports.adapter.layer));
  return { adapter: ports.adapter, runtime: ManagedRuntime.make(merged) };
}

/** S1 §7 / §8 the quick-promote call refused with `refusal` (e.g. 401 with a detail: area `pin`). */
export function refuseQuickPromote(ports: StoryPorts, refusal: ScriptedRefusal): StoryPorts {
  const layer = Layer.effect(
    AdsService,
    Effect.map(AdsService, (ads) => ({
      ...ads,
      quickPromote: () =>
        Effect.fail(
          new ApiError({
            call: 'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/',
            message: refusal.message,
            http_status: refusal.http_status,
            ...(refusal.message_detail !== undefined ? { message_detail: refusal.message_detail } : {}),
          }),
        ),
    })),
  );
  return overridePorts(ports, layer);
}

/** Issue 24 §2: the backend cannot get the image at an address (PUT /v3/pins/image/ 400 `Invalid Image`). */
export function refuseWarmImage(ports: StoryPorts): StoryPorts {
  const layer = Layer.effect(
    PinService,
    Effect.map(PinService, (pins) => ({
      ...pins,
      warmImage: () => Effect.fail(new ApiError({ call: 'PUT /v3/pins/image/', message: 'Invalid Image', http_status: 400 })),
    })),
  );
  return overridePorts(ports, layer);
}

/** Local storage that answers after `ms` (a slow disk), to show a machine's loading state. */
export function slowLocalStorage(ports: StoryPorts, ms: number): StoryPorts {
  const layer = Layer.effect(
    LocalStorage,
    Effect.map(LocalStorage, (storage) => ({
      get: (key: string) => Effect.delay(storage.get(key), ms),
      set: (key: string, value: string) => Effect.delay(storage.set(key, value), ms),
      remove: (key: string) => Effect.delay(storage.remove(key), ms),
    })),
  );
  return overridePorts(ports, layer);
}

/**
 * Issue 25: the collaborators port's write calls (answering an invitation, leaving or removing;
 * issue #25 cancelling one) refused with `refusal`; its reads still reach the seeded backend.
 */
export function refuseCollaboratorWrites(ports: StoryPorts, refusal: ScriptedRefusal): StoryPorts {
  const fail = (call: 'BoardInvitationResource.update' | 'BoardCollaboratorResource.delete' | 'BoardInvitationResource.delete') =>
    Effect.fail(new ApiError({ call, message: refusal.message, http_status: refusal.http_status }));
  const layer = Layer.effect(
    CollaboratorService,
    Effect.map(CollaboratorService, (collaborators) => ({
      ...collaborators,
      answerInvitation: () => fail('BoardInvitationResource.update'),
      removeCollaborator: () => fail('BoardCollaboratorResource.delete'),
      cancelInvitation: () => fail('BoardInvitationResource.delete'),
    })),
  );
  return overridePorts(ports, layer);
}
