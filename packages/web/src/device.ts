/** Device class of S0 §2 (mobile web vs desktop), from the browser's user agent. */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** True on a phone or tablet browser (S0 §2 mobile behaviour of the create-Pin page, toasts). */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && MOBILE_AGENT.test(navigator.userAgent);
}
