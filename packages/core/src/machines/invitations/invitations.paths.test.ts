import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { BoardInvitation } from '../../entities.js';
import { pathCoverage } from '../path-coverage.js';
import { invitationsMachine } from './invitations.machine.js';
import { invitationsSchema } from './invitations.types.js';

const one: BoardInvitation = {
  id: '1',
  board: { id: 'b1', name: 'Garden' },
  invited_by: { id: 'u1', username: 'ada' },
  created_at: '2026-11-27T00:00:00.000Z',
};

describe('invitationsMachine paths (xstate/graph, issue 25)', () => {
  const machine = invitationsMachine.provide({
    actors: {
      loadInvitations: fromPromise<readonly BoardInvitation[], void>(async () => [one]),
      answerInvitation: fromPromise(async () => ({})),
    },
  });
  const coverage = pathCoverage(machine, {
    samples: {
      'xstate.done.actor.loadInvitations': [{ type: 'xstate.done.actor.loadInvitations', output: [one] }],
      'INVITATION.ANSWER': [{ type: 'INVITATION.ANSWER', invitationId: '1', answer: 'accept' }],
      'xstate.done.actor.answerInvitation': [{ type: 'xstate.done.actor.answerInvitation', output: {} }],
    },
  });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(invitationsSchema.states.map((s) => `invitations.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end (the machine has no final state)', () => expect(coverage.deadEnds).toEqual([]));
});
