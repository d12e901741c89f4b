import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BoardTitleSuggestion } from '../../entities.js';
import { fc, test } from '../../testing/property.js';
import { boardTitleSuggestionsMachine } from './board-title-suggestions.machine.js';
import { selectBoardTitleSuggestions } from './board-title-suggestions.selectors.js';
import { boardTitleSuggestionsSchema, shownTitles } from './board-title-suggestions.types.js';
import type { LoadSuggestionsInput } from './board-title-suggestions.types.js';

function start(answer: (input: LoadSuggestionsInput) => Promise<readonly BoardTitleSuggestion[]>) {
  const asked: string[] = [];
  const actor = createActor(
    boardTitleSuggestionsMachine.provide({
      actors: {
        loadSuggestions: fromPromise<readonly BoardTitleSuggestion[], LoadSuggestionsInput>(({ input }) => {
          asked.push(input.pinId);
          return answer(input);
        }),
      },
    }),
    { input: { pinId: 'p1' } },
  ).start();
  return { actor, asked, settled: () => waitFor(actor, (s) => !s.matches('loading')) };
}

describe('boardTitleSuggestionsMachine (S0 §2/§9 board-name suggestions)', () => {
  it('names every state, guard and actor of its schema', () => {
    const impl = boardTitleSuggestionsMachine.implementations;
    expect(Object.keys(impl.guards)).toEqual([...boardTitleSuggestionsSchema.guards]);
    expect(Object.keys(impl.actors)).toEqual([...boardTitleSuggestionsSchema.actors]);
    expect(Object.keys(boardTitleSuggestionsMachine.root.states)).toEqual([...boardTitleSuggestionsSchema.states]);
  });

  it('S0 §9: loads the Pin’s suggestions and shows them as given (case, spacing, order kept)', async () => {
    const { actor, asked, settled } = start(async () => [{ title: 'Summer Ideas' }, { title: ' ' }, { title: 'beach  days' }]);
    expect(selectBoardTitleSuggestions(actor.getSnapshot())).toEqual({ state: 'loading', loading: true, titles: [] });
    await settled();
    expect(asked).toEqual(['p1']);
    expect(selectBoardTitleSuggestions(actor.getSnapshot())).toEqual({
      state: 'shown',
      loading: false,
      titles: ['Summer Ideas', 'beach  days'],
    });
  });

  it('S0 §8: a failure or an empty answer shows nothing; reload asks again', async () => {
    let fail = true;
    const { actor, asked, settled } = start(async () => {
      if (fail) throw new Error('down');
      return [{ title: 'Later' }];
    });
    await settled();
    expect(selectBoardTitleSuggestions(actor.getSnapshot())).toMatchObject({ state: 'none', titles: [] });
    fail = false;
    actor.send({ type: 'SUGGESTIONS.RELOAD' });
    await settled();
    expect(asked).toEqual(['p1', 'p1']);
    expect(selectBoardTitleSuggestions(actor.getSnapshot()).titles).toEqual(['Later']);
    const empty = start(async () => []);
    await empty.settled();
    expect(empty.actor.getSnapshot().value).toBe('none');
  });

  test.prop([fc.array(fc.record({ title: fc.string() }))])('shownTitles keeps every non-blank title unchanged, in order', (answer) => {
    expect(shownTitles(answer)).toEqual(answer.map((s) => s.title).filter((t) => t.trim() !== ''));
  });
});
