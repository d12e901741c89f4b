export { sentInvitationsMachine } from './sent-invitations.machine.js';
export { selectSentInvitations } from './sent-invitations.selectors.js';
export type { SentInvitationRow, SentInvitationsView } from './sent-invitations.selectors.js';
export * from './sent-invitations.types.js';
