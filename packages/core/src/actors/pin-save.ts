/**
 * The S0 §7 save call (PinResource or RepinResource create) from what the saving machines hold:
 * the Pin being saved, the board and section picked, and who is acting. Shared by the save
 * picker, mobile Pin creation and the bookmarklet popup.
 */
import { Effect } from 'effect';
import type { PIN_CREATION_METHODS } from '../constants.js';
import type { Pin } from '../entities.js';
import type { PinToSave } from '../machines/save-pin/save-pin.types.js';
import type { PinSaveOptions } from '../ports/pins.js';
import { PinService } from '../ports/pins.js';
import type { PinServiceError } from '../ports/pins.js';
import { advertiserIdToSend } from '../rules/acting-as.js';
import type { ActingContext } from '../rules/acting-as.js';
import { pinCreationMethod } from '../rules/save.js';

/** S0 §1 a Pin-creation method (uploaded, pinbuilder, scraped, button). */
export type PinCreationMethodName = (typeof PIN_CREATION_METHODS)[number];

/** S0 §7 where a Pin goes: the Pin, the board and (optionally) a section of it. */
export interface PinSaveTarget {
  readonly pin: PinToSave;
  readonly boardId: string;
  readonly sectionId: string | null;
}

/** S0 §6 who saves, and S0 §1 how a new Pin was made; both optional. */
export interface PinSaveContext {
  /** S0 §6: an advertiser context owned by someone else sends `advertiser_id`. */
  readonly acting?: ActingContext;
  /** S0 §1 creation method of a new Pin; a `button` Pin without guid is sent as `button_external`. */
  readonly method?: PinCreationMethodName;
}

/** S0 §7 the save request: a repin of an existing Pin, or a new Pin. */
export type PinSaveRequest =
  | { readonly kind: 'repin'; readonly options: PinSaveOptions & { readonly pin_id: string } }
  | { readonly kind: 'create'; readonly options: PinSaveOptions };

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * S0 §7 save payload. A Pin with an id is repinned (`pin_id`; the server copies its image, title,
 * link and colour); any other Pin is created from its fields: image URL (`imageUrl`, else the
 * original image), link, title, description, colour, guid and the creation method
 * (`pinCreationMethod`). Both carry `board_id`, `section` when one is picked, and `advertiser_id`
 * when `advertiserIdToSend` says so (S0 §6).
 */
export function pinSaveRequest(target: PinSaveTarget, context: PinSaveContext = {}): PinSaveRequest {
  const { pin } = target;
  const advertiserId = context.acting === undefined ? null : advertiserIdToSend(context.acting);
  const where: PinSaveOptions = {
    board_id: target.boardId,
    ...(filled(target.sectionId) ? { section: target.sectionId } : {}),
    ...(advertiserId !== null ? { advertiser_id: advertiserId } : {}),
  };
  if (filled(pin.id)) return { kind: 'repin', options: { ...where, pin_id: pin.id } };
  const imageUrl = filled(pin.imageUrl) ? pin.imageUrl : pin.images?.orig?.url;
  const guid = filled(pin.guid) ? pin.guid : null;
  return {
    kind: 'create',
    options: {
      ...where,
      ...(filled(imageUrl) ? { image_url: imageUrl } : {}),
      ...(filled(pin.link) ? { link: pin.link } : {}),
      ...(typeof pin.title === 'string' ? { title: pin.title } : {}),
      ...(typeof pin.description === 'string' ? { description: pin.description } : {}),
      ...(filled(pin.color) ? { color: pin.color } : {}),
      ...(guid !== null ? { guid } : {}),
      ...(context.method !== undefined ? { method: pinCreationMethod(context.method, guid) } : {}),
    },
  };
}

/** S0 §7 the save call of {@link pinSaveRequest} on the Pins port → the saved Pin. */
export function savePinCall(target: PinSaveTarget, context: PinSaveContext = {}): Effect.Effect<Pin, PinServiceError, PinService> {
  const request = pinSaveRequest(target, context);
  return Effect.flatMap(PinService, (pins) => (request.kind === 'repin' ? pins.repin(request.options) : pins.createPin(request.options)));
}
