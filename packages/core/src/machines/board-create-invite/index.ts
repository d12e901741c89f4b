export { boardCreateInviteMachine } from './board-create-invite.machine.js';
export { boardCreateInviteChildren } from './board-create-invite.selectors.js';
export type { BoardCreateInviteChildren } from './board-create-invite.selectors.js';
export * from './board-create-invite.types.js';
