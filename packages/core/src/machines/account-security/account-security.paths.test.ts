import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { pathCoverage } from '../path-coverage.js';
import { accountSecurityMachine } from './account-security.machine.js';
import { accountSecuritySchema } from './account-security.types.js';

// the fields' values are what the walk varies; the error and the notice follow from them
const serialize = (snapshot: SnapshotFrom<typeof accountSecurityMachine>) => [
  snapshot.context.current,
  snapshot.context.next,
  snapshot.context.confirm,
];

describe('accountSecurityMachine paths (xstate/graph)', () => {
  const filled = { type: 'FIELD.CHANGE', field: 'current', value: 'old password' } as const;
  const coverage = pathCoverage(accountSecurityMachine, {
    samples: {
      'FIELD.CHANGE': [
        filled,
        { type: 'FIELD.CHANGE', field: 'next', value: 'new password 1' },
        { type: 'FIELD.CHANGE', field: 'confirm', value: 'new password 1' },
      ],
    },
    serialize,
  });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(accountSecuritySchema.states.map((s) => `accountSecurity.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('the only dead end is the final state (signed out everywhere)', () => {
    expect(coverage.deadEnds).toEqual([]);
    expect(coverage.finals).toEqual(['accountSecurity.signedOut']);
  });
});
