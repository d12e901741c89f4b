// XState v5 machines of S0 §4 and S1 §4, one folder per machine.
export * from './save-pin/index.js';
export * from './board-create-form/index.js';
export * from './add-section-form/index.js';
export * from './upload-polling/index.js';
export * from './mobile-pin-create/index.js';
export * from './bookmarklet-popup/index.js';
export * from './collaborator-selection/index.js';
export * from './move-pins/index.js';
export * from './follow-block/index.js';
export * from './quick-promote/index.js';
export * from './impression/index.js';
export * from './auth/index.js';
export * from './business-profile/index.js';
export * from './video-autoplay/index.js';
export * from './navigation-history/index.js';
