export { invitationsMachine } from './invitations.machine.js';
export { selectInvitations } from './invitations.selectors.js';
export type { InvitationRow, InvitationsView } from './invitations.selectors.js';
export * from './invitations.types.js';
