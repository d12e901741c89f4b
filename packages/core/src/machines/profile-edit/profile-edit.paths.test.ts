import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { profileEditMachine } from './profile-edit.machine.js';
import { profileEditSchema } from './profile-edit.types.js';

describe('profileEditMachine paths (xstate/graph, issue 25)', () => {
  const coverage = pathCoverage(profileEditMachine, {
    input: { fields: { full_name: 'Ada', username: 'ada', about: '', website_url: '' }, avatarUrl: null },
    samples: {
      'FIELD.CHANGE': [{ type: 'FIELD.CHANGE', field: 'about', value: 'x' }],
      'AVATAR.SET': [{ type: 'AVATAR.SET', uploadId: 'u1', imageUrl: '/media/u1.png' }],
      'xstate.done.actor.saveProfile': [{ type: 'xstate.done.actor.saveProfile', output: { id: '1', username: 'ada' } }],
    },
    serialize: (snapshot) => [snapshot.context.fields.about, snapshot.context.avatarUploadId, snapshot.context.showProblems],
  });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(profileEditSchema.states.map((s) => `profileEdit.${s}`).sort());
  });
  it('every state is reachable (an untouched form leaves editing only after a change, so no dead-end check)', () => {
    expect(coverage.unreached).toEqual([]);
  });
});
