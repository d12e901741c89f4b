import { PIN_CREATE_PIXEL_CLIENT, PIN_CREATE_PIXEL_EVENTS } from '../constants.js';

/** S0 §7 query of the pin-create tracking pixel. */
export interface PinCreatePixel {
  readonly client: typeof PIN_CREATE_PIXEL_CLIENT;
  readonly event: (typeof PIN_CREATE_PIXEL_EVENTS)[keyof typeof PIN_CREATE_PIXEL_EVENTS];
  readonly path: string;
  readonly pin_id?: string;
  readonly [field: string]: string | undefined;
}

/**
 * S0 §7 tracking pixel of a Pin creation: sent only on success with a guid, or on failure (`null`
 * otherwise); fields client web, event pin_create_success / pin_create_fail, pin_id when known, path,
 * plus the page's query fields (which cannot override those four).
 */
export function pinCreatePixel(input: {
  readonly outcome: 'success' | 'failure';
  readonly guid?: string | null;
  readonly pinId?: string | null;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
}): PinCreatePixel | null {
  const hasGuid = typeof input.guid === 'string' && input.guid.trim() !== '';
  if (input.outcome === 'success' && !hasGuid) return null;
  const pinId = typeof input.pinId === 'string' && input.pinId !== '' ? input.pinId : null;
  // note: query fields go first so the pixel's own fields always win
  const { pin_id: _ignored, ...query } = input.query ?? {};
  return {
    ...query,
    client: PIN_CREATE_PIXEL_CLIENT,
    event: input.outcome === 'success' ? PIN_CREATE_PIXEL_EVENTS.success : PIN_CREATE_PIXEL_EVENTS.fail,
    path: input.path,
    ...(pinId !== null ? { pin_id: pinId } : {}),
  };
}
