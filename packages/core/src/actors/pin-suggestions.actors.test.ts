import { Effect, Layer, ManagedRuntime } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS } from '../constants.js';
import { boardTitleSuggestionsMachine } from '../machines/board-title-suggestions/board-title-suggestions.machine.js';
import { hashtagAutocompleteMachine } from '../machines/hashtag-autocomplete/hashtag-autocomplete.machine.js';
import { ApiError } from '../ports/errors.js';
import { PinService } from '../ports/pins.js';
import type { PinServiceShape } from '../ports/pins.js';
import { boardTitleSuggestionsActors, hashtagAutocompleteActors } from './pin-suggestions.actors.js';

const pinsPort = (calls: Partial<PinServiceShape>) => ManagedRuntime.make(Layer.succeed(PinService, calls as PinServiceShape)); // only the called methods are read

describe('Pin suggestion actors (S0 §7)', () => {
  it('board title suggestions: GET /v3/pins/{id}/board_title_suggestions/ for the Pin, shown as given', async () => {
    const asked: string[] = [];
    const runtime = pinsPort({
      getBoardTitleSuggestions: ({ pin_id }) => Effect.sync(() => (asked.push(pin_id), [{ title: 'Road trips' }])),
    });
    const actor = createActor(boardTitleSuggestionsMachine.provide({ actors: boardTitleSuggestionsActors(runtime) }), {
      input: { pinId: 'pin-7' },
    }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toEqual(['pin-7']);
    expect(actor.getSnapshot().context.titles).toEqual(['Road trips']);
    await runtime.dispose();
  });

  it('S0 §8: a refused suggestions call shows nothing', async () => {
    const runtime = pinsPort({
      getBoardTitleSuggestions: () =>
        Effect.fail(new ApiError({ call: 'GET /v3/pins/{id}/board_title_suggestions/', message: 'Not found', http_status: 404 })),
    });
    const actor = createActor(boardTitleSuggestionsMachine.provide({ actors: boardTitleSuggestionsActors(runtime) }), {
      input: { pinId: 'gone' },
    }).start();
    await waitFor(actor, (s) => s.value === 'none');
    await runtime.dispose();
  });

  it('hashtag autocomplete: q is # + the tag, with Pin counts', async () => {
    vi.useFakeTimers();
    try {
      const asked: unknown[] = [];
      const runtime = pinsPort({
        hashtagAutocomplete: (options) => Effect.sync(() => (asked.push(options), [{ query: 'summer', pin_count: 4 }])),
      });
      const actor = createActor(hashtagAutocompleteMachine.provide({ actors: hashtagAutocompleteActors(runtime) }), { input: {} }).start();
      actor.send({ type: 'TEXT.CHANGE', text: 'Hello #sum', caret: 10 });
      await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
      // no time limit: the test waits on the machine's state, however busy the machine is (#23 §4)
      await waitFor(actor, (snapshot) => snapshot.value === 'open');
      expect(asked).toEqual([{ q: '#sum', show_pin_count: true }]);
      await runtime.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
