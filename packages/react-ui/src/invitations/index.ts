export { InvitationList } from './InvitationList.js';
export type { InvitationListProps } from './InvitationList.js';
