export { boardMembersMachine } from './board-members.machine.js';
export { selectBoardMembers } from './board-members.selectors.js';
export type { BoardMemberRow, BoardMembersView } from './board-members.selectors.js';
export * from './board-members.types.js';
