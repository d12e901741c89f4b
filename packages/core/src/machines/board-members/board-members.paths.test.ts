import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { boardMembersMachine } from './board-members.machine.js';
import { boardMembersSchema } from './board-members.types.js';

describe('boardMembersMachine paths (xstate/graph, issue 25)', () => {
  const coverage = pathCoverage(boardMembersMachine, {
    input: { boardId: 'B', boardName: 'Garden', ownerId: 'o', viewerId: 'a', collaborators: [{ id: 'a' }, { id: 'b' }] },
    samples: { 'MEMBER.REMOVE': [{ type: 'MEMBER.REMOVE', userId: 'a' }] },
  });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(boardMembersSchema.states.map((s) => `boardMembers.${s}`).sort());
  });
  it('every state is reachable; leaving is the one final state', () => {
    expect(coverage.unreached).toEqual([]);
    expect(coverage.finals).toEqual(['boardMembers.left']);
  });
});
