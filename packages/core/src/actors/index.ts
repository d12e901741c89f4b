// Actors of the machines (S0 §4, S1 §4) run against the ports (S0 §7, S1 §7) on an Effect runtime.
export * from './run-port-call.js';
export * from './pin-save.js';
export * from './save-pin.actors.js';
export * from './board-create-form.actors.js';
export * from './add-section-form.actors.js';
export * from './upload-polling.actors.js';
export * from './mobile-pin-create.actors.js';
export * from './bookmarklet-popup.actors.js';
export * from './collaborator-selection.actors.js';
export * from './move-pins.actors.js';
export * from './follow-block.actors.js';
export * from './quick-promote.actors.js';
export * from './auth.actors.js';
export * from './account-security.actors.js';
export * from './business-profile.actors.js';
export * from './photo-upsell.actors.js';
export * from './pin-suggestions.actors.js';
