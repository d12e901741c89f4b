import { bench, describe } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Board, BoardPickerResponse } from '../../entities.js';
import { savePinMachine } from './save-pin.machine.js';
import { selectSavePin } from './save-pin.selectors.js';

// S0 §2 "5,000 boards stay smooth": what one keystroke in the board search costs the view — the
// machine's transition plus the selector's projection (rows, options, highlight).
const boards: Board[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `b${i}`,
  name: `Board ${String(i).padStart(4, '0')}`,
  owner: { id: 'viewer' },
  image_cover_url: `https://i.example/${i}.jpg`,
}));
const actor = createActor(
  savePinMachine.provide({
    actors: {
      loadBoards: fromPromise(async (): Promise<BoardPickerResponse> => ({ all_boards: boards, boards_shortlist: boards.slice(0, 2) })),
    },
  }),
  { input: { pin: { id: 'p' }, acting: { isAuth: true, viewerId: 'viewer' } } },
).start();
await waitFor(actor, (snapshot) => snapshot.matches('chooseBoard'));
const queries = ['B', 'Bo', 'Boa', 'Board', 'Board 4', 'Board 43', 'Board 432', 'Board 4321'];
let n = 0;

describe('S0 §2 board search keystroke over 5,000 boards (machine + selector; the view has 50 ms to paint)', () => {
  bench('SEARCH.CHANGE then selectSavePin', () => {
    actor.send({ type: 'SEARCH.CHANGE', query: queries[n++ % queries.length] ?? '' });
    selectSavePin(actor.getSnapshot());
  });
  bench('PICKER.KEY ArrowDown then selectSavePin (same query: rows reused)', () => {
    actor.send({ type: 'PICKER.KEY', key: 'ArrowDown' });
    selectSavePin(actor.getSnapshot());
  });
});
