/** S0 §2 the Pin a mobile create page carries as navigation state (`mobileCreatePageNavigation`). */
import type { CreatePinPageRequest } from '@pinstack/core/rules';

/** The carried Pin of the current history entry, when there is one with a readable shape. */
export function carriedPin(): CreatePinPageRequest | null {
  const state: unknown = globalThis.history?.state;
  if (typeof state !== 'object' || state === null || !('pin' in state)) return null;
  const pin: unknown = (state as { pin: unknown }).pin;
  if (typeof pin !== 'object' || pin === null) return null;
  const request = pin as Partial<CreatePinPageRequest>;
  return typeof request.method === 'string' && (request.action === 'create' || request.action === 'repin')
    ? (request as CreatePinPageRequest)
    : null;
}
