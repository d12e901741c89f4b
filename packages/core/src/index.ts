/**
 * @pinstack/core: the framework-free heart of Pinstack. Entities, constants, messages and pure
 * rules of S0/S1, the XState machines of their flows, and the ports adapters implement.
 */
export * from './entities.js';
export * from './constants.js';
export * from './messages.js';
export * from './account-messages.js';
export * from './rules/index.js';
export * from './machines/index.js';
export * from './ports/index.js';
export * from './actors/index.js';
