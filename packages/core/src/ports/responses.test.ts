import { Result, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { PORT_CALLS } from './calls.js';
import { REQUESTS } from './requests.js';
import { PAGED_CALLS, RESPONSES, SEARCH_RESULT_ITEMS } from './responses.js';

describe('RESPONSES: one answer schema per port call (issue #23 §2)', () => {
  it('every call of S0 §7 / S1 §7 has an answer schema, and no other name has one', () => {
    expect(Object.keys(RESPONSES).sort()).toEqual([...PORT_CALLS].sort());
    expect(Object.keys(REQUESTS).sort()).toEqual([...PORT_CALLS].sort());
  });

  it('a list read answers an array of its items (its bookmark travels beside `data`)', () => {
    for (const call of PAGED_CALLS) {
      const decode = Schema.decodeUnknownResult(RESPONSES[call] as Schema.Codec<unknown, unknown>);
      expect(Result.isSuccess(decode([])), call).toBe(true);
      expect(Result.isFailure(decode({})), call).toBe(true);
    }
  });

  it('a field the answer schema names is kept; one it does not name is dropped (so the entity must name it)', () => {
    const decode = Schema.decodeUnknownResult(RESPONSES['BoardResource.create']);
    const board = Result.getOrThrow(decode({ id: 'b', name: 'Lamps', holds_pin: true, not_in_schema: 1 }));
    expect(board).toEqual({ id: 'b', name: 'Lamps', holds_pin: true });
  });

  it('S1 §3: a search page decodes with the item schema of its kind', () => {
    const pin = { id: 'p' };
    const board = { id: 'b', name: 'Lamps', pin_count: 3 };
    expect(Result.isSuccess(Schema.decodeUnknownResult(Schema.Array(SEARCH_RESULT_ITEMS.boards))([board]))).toBe(true);
    expect(Result.isFailure(Schema.decodeUnknownResult(Schema.Array(SEARCH_RESULT_ITEMS.boards))([pin]))).toBe(true);
    expect(Result.isSuccess(Schema.decodeUnknownResult(RESPONSES['SearchResource.get'])([pin, board]))).toBe(true);
  });
});
