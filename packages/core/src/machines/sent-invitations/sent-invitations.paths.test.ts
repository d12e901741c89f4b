import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { SentInvitation } from '../../entities.js';
import { pathCoverage } from '../path-coverage.js';
import { sentInvitationsMachine } from './sent-invitations.machine.js';
import { type CancelInvitationInput, type SentInvitationsInput, sentInvitationsSchema } from './sent-invitations.types.js';

const one: SentInvitation = { id: 'i1', board_id: 'B', invitee: null, email: 'ann@example.com', created_at: '2026-11-27T00:00:00.000Z' };

describe('sentInvitationsMachine paths (xstate/graph, issue #25)', () => {
  const machine = sentInvitationsMachine.provide({
    actors: {
      loadSentInvitations: fromPromise<readonly SentInvitation[], SentInvitationsInput>(async () => [one]),
      cancelInvitation: fromPromise<unknown, CancelInvitationInput>(async () => ({})),
    },
  });
  const coverage = pathCoverage(machine, {
    input: { boardId: 'B' },
    samples: {
      'xstate.done.actor.loadSentInvitations': [{ type: 'xstate.done.actor.loadSentInvitations', output: [one] }],
      'INVITATION.CANCEL': [{ type: 'INVITATION.CANCEL', invitationId: 'i1' }],
      'xstate.done.actor.cancelInvitation': [{ type: 'xstate.done.actor.cancelInvitation', output: {} }],
    },
  });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(sentInvitationsSchema.states.map((s) => `sentInvitations.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end (the machine has no final state)', () => expect(coverage.deadEnds).toEqual([]));
});
