import { fc } from '../testing/property.js';
import { bench, describe } from 'vitest';
import type { Board } from '../entities.js';
import { filterBoards, pickerBoards } from './picker.js';

// Deterministic data: fast-check's sample with a fixed seed, so every run measures the same boards.
const VIEWER = 'viewer';
const WORDS = ['Travel', 'recipes', 'Home decor', 'DIY', 'garden', 'Ölfarben', 'éclair', '2024 goals', 'Wedding', 'zebra', '😀 fun'];
const boardArb: fc.Arbitrary<Board> = fc
  .record({
    word: fc.constantFrom(...WORDS),
    n: fc.nat({ max: 99_999 }),
    owned: fc.integer({ min: 0, max: 9 }),
    archived: fc.integer({ min: 0, max: 19 }),
    cover: fc.integer({ min: 0, max: 9 }),
  })
  .map(
    ({ word, n, owned, archived, cover }): Board => ({
      id: `b${n}`,
      name: `${word} ${n}`,
      // ~90% owned or collaborated, ~5% archived, ~90% with a cover: most boards reach the sort
      owner: { id: owned === 0 ? 'someone' : VIEWER },
      archived_by_me_at: archived === 0 ? '2024-01-01T00:00:00Z' : null,
      image_cover_url: cover === 0 ? null : `https://i.example/${n}.jpg`,
    }),
  );
const boards: readonly Board[] = fc.sample(boardArb, { seed: 20_240_501, numRuns: 10_000 });

describe('S0 §5/§6 board picker over 10,000 boards (target < 5 ms per call)', () => {
  bench('pickerBoards', () => {
    pickerBoards(boards, VIEWER);
  });
  bench('filterBoards (query "travel")', () => {
    filterBoards(boards, 'travel');
  });
  bench('filterBoards (one-letter query "e", most boards match)', () => {
    filterBoards(boards, 'e');
  });
});
