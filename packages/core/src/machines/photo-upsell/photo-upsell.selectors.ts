import type { SnapshotFrom } from 'xstate';
import { UPSELL_CONNECT_PATH } from '../../constants.js';
import { MESSAGES } from '../../messages.js';
import type { photoUpsellMachine } from './photo-upsell.machine.js';
import type { PhotoUpsellState } from './photo-upsell.types.js';

/** S0 §2/§4 what the photo-service upsell modal shows. */
export interface PhotoUpsellView {
  readonly state: PhotoUpsellState;
  /** 'Now you can turn your Instagram posts into Pins'. */
  readonly title: string;
  /** 'Connect now', linking to UPSELL_CONNECT_PATH. */
  readonly connectLabel: string;
  readonly connectHref: string;
  /** S0 §9 the dismiss button shows only after 2000 ms. */
  readonly canDismiss: boolean;
  /** The modal is gone (dismissed or left to connect). */
  readonly closed: boolean;
}

/** S0 §2/§4/§9: projects a photoUpsellMachine snapshot to what the modal view needs. */
export function selectPhotoUpsell(snapshot: SnapshotFrom<typeof photoUpsellMachine>): PhotoUpsellView {
  const state = snapshot.value as PhotoUpsellState;
  return {
    state,
    title: MESSAGES.upsellTitle,
    connectLabel: MESSAGES.upsellConnect,
    connectHref: UPSELL_CONNECT_PATH,
    canDismiss: state === 'dismissible',
    closed: snapshot.status === 'done',
  };
}
