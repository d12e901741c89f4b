import { pathCoverage } from '../path-coverage.js';
import { navigationHistoryMachine } from './navigation-history.machine.js';
import { navigationHistorySchema } from './navigation-history.types.js';

const input = { current: '/' };
const _coverage = pathCoverage(navigationHistoryMachine, {
  input,
  everyEvent: true,
  samples: {
    'NAV.PUSH': [{ type: 'NAV.PUSH', entry: '/pin/1/' }],
    'NAV.REPLACE': [{ type: 'NAV.REPLACE', entry: '/pin/2/' }],
    'NAV.POP': [-1, 1, -5, 5, 0].map((delta) => ({ type: 'NAV.POP', delta })),
  },
  // note: every push lengthens the history; stack sizes capped at 2 keep the graph finite yet reach every position
  serialize: ({ context }) => [Math.min(context.back.length, 2), Math.min(context.forward.length, 2)],
});
const _ids = navigationHistorySchema.states.map((state) => `navigationHistory.${state}`).sort();
