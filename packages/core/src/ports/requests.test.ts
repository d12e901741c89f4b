import { Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { INVALID_OPTIONS, type Refusal } from '../rules/enforcement.js';
import { fc, test } from '../testing/property.js';
import { PORT_CALLS } from './calls.js';
import { decodeRequest, REQUESTS } from './requests.js';
import { ROUTES } from './routes.js';

const refusalOf = (result: Result.Result<unknown, Refusal>): Refusal => {
  if (Result.isSuccess(result)) throw new Error('expected a refusal');
  return result.failure;
};

describe('REQUESTS: one request schema per port call (wire-protocol.md)', () => {
  it('every call of S0 §7 / S1 §7 has a request schema and a route', () => {
    for (const call of PORT_CALLS) {
      expect(REQUESTS[call], call).toBeDefined();
      expect(ROUTES[call], call).toBeDefined();
    }
  });

  it('the wire side reads query strings; the options side takes what a port caller passes', () => {
    // S0 §7 GET /v3/search/autocomplete/: `show_pin_count` is "true"/"false" in the query.
    expect(decodeRequest('GET /v3/search/autocomplete/', { q: 'lamp', show_pin_count: 'false' }, 'wire')).toEqual(
      Result.succeed({ q: 'lamp', show_pin_count: false }),
    );
    expect(decodeRequest('GET /v3/search/autocomplete/', { q: 'lamp', show_pin_count: false }, 'options')).toEqual(
      Result.succeed({ q: 'lamp', show_pin_count: false }),
    );
    // S0 §7 PUT /v3/users/follow/: `followee_ids` comma-joined on the wire.
    expect(decodeRequest('PUT /v3/users/follow/', { followee_ids: '1, 2,,3' }, 'wire')).toEqual(
      Result.succeed({ followee_ids: ['1', '2', '3'] }),
    );
    // S0 §7 board title suggestions: the path's `id` is the port's `pin_id`.
    expect(decodeRequest('GET /v3/pins/{id}/board_title_suggestions/', { id: '7' }, 'wire')).toEqual(Result.succeed({ pin_id: '7' }));
    expect(decodeRequest('GET /v3/pins/{id}/board_title_suggestions/', { pin_id: '7' }, 'options')).toEqual(
      Result.succeed({ pin_id: '7' }),
    );
  });

  it('a missing or wrong-typed option is 400 "Invalid options." naming the field', () => {
    const refusal = refusalOf(decodeRequest('BoardResource.create', { name: 42 }, 'wire'));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toBe(INVALID_OPTIONS);
    expect(refusal.detail).toContain('name');
    expect(refusalOf(decodeRequest('BoardFeedResource.get', {}, 'options')).detail).toContain('board_id');
    expect(refusalOf(decodeRequest('BoardResource.create', { name: 'x', privacy: 'hidden' }, 'options')).status).toBe(400);
  });

  it('S0 §8 message_detail (issue #22): one line, path then what was expected, in the wording the wire had under Effect 3; never the input', () => {
    const detail = (call: Parameters<typeof decodeRequest>[0], input: unknown) => refusalOf(decodeRequest(call, input, 'wire')).detail;
    expect(detail('BoardResource.create', { name: 42 })).toBe('name: Expected string');
    expect(detail('BoardResource.create', { name: 'x'.repeat(1001) })).toBe('name: Expected a string at most 1000 character(s) long');
    expect(detail('BoardResource.delete', { board_id: '' })).toBe('board_id: Expected a string at least 1 character(s) long');
    expect(detail('BoardResource.delete', {})).toBe('board_id: Missing key');
    expect(detail('FindPinImagesResource.get', { url: 'ftp://secret.example/x' })).toBe('url: an http(s) URL');
    expect(detail('UserFollowResource.create', 'not an object')).toBe('options: Expected object');
    // a nested field is named by its path; the refused value never appears
    const nested = detail('BoardResource.create', { name: 'x', aux_data: { source: 'leaked-value'.repeat(10) } });
    expect(nested).toBe('aux_data.source: Expected a string at most 100 character(s) long');
  });

  it('Effect 4: a decoded request is a Result (Success with the options, Failure with the refusal)', () => {
    const ok = decodeRequest('BoardResource.delete', { board_id: 'b1' }, 'wire');
    expect(Result.isSuccess(ok) && ok.success).toEqual({ board_id: 'b1' });
    expect(Result.isFailure(decodeRequest('BoardResource.delete', {}, 'wire'))).toBe(true);
  });

  test.prop([fc.constantFrom(...PORT_CALLS), fc.anything()])('never throws: any input decodes or is a 400 refusal', (call, input) => {
    for (const side of ['wire', 'options'] as const) {
      const result = decodeRequest(call, input, side);
      if (Result.isFailure(result)) expect(result.failure.status).toBe(400);
    }
  });
});
