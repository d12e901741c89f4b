/** Navigation helpers: same-origin paths only (S1 §2 unsafe targets go to `/`, logged). */
import { safeRedirectWithReason } from '@pinstack/core/rules';

/** `target` when it is a safe path on this origin, else `/`; a rejected target is logged. S1 §2. */
export function safePath(target: string): string {
  const origin = globalThis.location?.origin ?? 'https://pinstack.invalid';
  const checked = safeRedirectWithReason(target, origin);
  if (checked.rejected !== null) console.warn(`redirect to ${JSON.stringify(target)} refused (${checked.rejected}); going to /`);
  return checked.path;
}
