/**
 * A Pin needs an image (S0 §7: an upload, an image URL or image data). The create-Pin page reads it
 * from `media` (S0 §2); without one (issue 20: `/pin/create/` was a dead end) the page asks for it:
 * an upload, or the address of an image on the web, checked here. Our wording (the spec shows none).
 */

/** What the image address field says when it cannot be used. */
export const PIN_IMAGE_ADDRESS_MESSAGES = {
  required: 'Paste the address of an image, or choose a file.',
  notWeb: 'Enter an image address that starts with http:// or https://.',
} as const;

// scheme, a host without spaces, then anything but white space
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** The image address as it will be saved: the typed text, trimmed. */
export function pinImageAddress(text: string): string {
  return text.trim();
}

/**
 * S0 §2/§7 the create-Pin page's image address: `null` when it can be saved (an absolute http(s)
 * URL once trimmed), else the message to show under the field.
 */
export function pinImageAddressError(text: string): string | null {
  const address = pinImageAddress(text);
  if (address === '') return PIN_IMAGE_ADDRESS_MESSAGES.required;
  return WEB_ADDRESS.test(address) ? null : PIN_IMAGE_ADDRESS_MESSAGES.notWeb;
}

/** S0 §2 the create-Pin page has an image to save (`media`, or one added on the page). */
export function createPinPageHasImage(media: string | null | undefined): boolean {
  return typeof media === 'string' && media.trim() !== '';
}
