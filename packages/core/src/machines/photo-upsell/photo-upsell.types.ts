/** S0 §4/§9 photo-service upsell modal events: its dismiss button, its connect link. */
export type PhotoUpsellEvent = { readonly type: 'UPSELL.DISMISS' } | { readonly type: 'UPSELL.CONNECT' };

/** S0 §4/§9: every state, event, action and delay name of photoUpsellMachine. */
export const photoUpsellSchema = {
  states: ['showing', 'dismissible', 'dismissed', 'connected'],
  events: ['UPSELL.DISMISS', 'UPSELL.CONNECT'],
  actions: ['markSeen'],
  delays: ['dismissDelay'],
} as const;

/** S0 §4/§9: a state of photoUpsellMachine. */
export type PhotoUpsellState = (typeof photoUpsellSchema.states)[number];
