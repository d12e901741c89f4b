export { BoardMembers } from './BoardMembers.js';
export type { BoardMembersProps } from './BoardMembers.js';
export { InviteCollaborators } from './InviteCollaborators.js';
export type { InviteCollaboratorsProps } from './InviteCollaborators.js';
export { SentInvitations } from './SentInvitations.js';
export type { SentInvitationsProps } from './SentInvitations.js';
