import { setup } from 'xstate';
import { UPSELL_DISMISS_DELAY_MS } from '../../constants.js';
import type { PhotoUpsellEvent } from './photo-upsell.types.js';

/**
 * S0 §4/§9 photo-service upsell modal (shown when `shouldShowPhotoUpsell` says so): marked seen on
 * display (`markSeen`, provided by the caller: `storedUpsellsSeen.add(UPSELL_ID)`); its dismiss
 * button works only after UPSELL_DISMISS_DELAY_MS (2000 ms); nothing closes it before that — an
 * outside click never does (the view sends nothing for one); `Connect now` leaves for the claim page.
 */
export const photoUpsellMachine = setup({
  types: {} as { events: PhotoUpsellEvent },
  actions: { markSeen: () => {} },
  delays: { dismissDelay: UPSELL_DISMISS_DELAY_MS },
}).createMachine({
  id: 'photoUpsell',
  initial: 'showing',
  entry: 'markSeen',
  states: {
    showing: {
      after: { dismissDelay: 'dismissible' },
      on: { 'UPSELL.CONNECT': 'connected' },
    },
    dismissible: {
      on: { 'UPSELL.DISMISS': 'dismissed', 'UPSELL.CONNECT': 'connected' },
    },
    dismissed: { type: 'final' },
    connected: { type: 'final' },
  },
});
