import { Result, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { BOARD_CREATE_SOURCE, BOARD_PICKER_FIELD_SET_KEY, SHORTLIST_SUGGESTIONS } from '../constants.js';
import { decodeRequest, REQUESTS, requestAsSent } from '../ports/requests.js';

describe('request defaults live in the request schemas (issue #23 §2)', () => {
  it('S0 §3 picker: decoding from the wire fills field_set_key and shortlist_suggestions', () => {
    expect(decodeRequest('BoardPickerBoardsResource.get', {}, 'wire')).toEqual(
      Result.succeed({ field_set_key: BOARD_PICKER_FIELD_SET_KEY, shortlist_suggestions: SHORTLIST_SUGGESTIONS }),
    );
    // a value given is kept
    expect(decodeRequest('BoardPickerBoardsResource.get', { advertiser_id: 'a1', shortlist_suggestions: 5 }, 'wire')).toEqual(
      Result.succeed({ advertiser_id: 'a1', field_set_key: BOARD_PICKER_FIELD_SET_KEY, shortlist_suggestions: 5 }),
    );
  });

  it('encoding for the wire fills them too, so every client sends them', () => {
    const encode = Schema.encodeUnknownResult(REQUESTS['BoardResource.create']);
    expect(Result.getOrThrow(encode({ name: 'Lamps' }))).toEqual({ name: 'Lamps', aux_data: { source: BOARD_CREATE_SOURCE } });
    const flags = Schema.encodeUnknownResult(REQUESTS['GET /v3/offsite/']);
    expect(Result.getOrThrow(flags({ url: 'https://example.com/' }))).toEqual({ url: 'https://example.com/', check_only: 'true' });
  });

  it("a port caller's options are not changed by the check ('options'); requestAsSent reads them as a backend does", () => {
    expect(decodeRequest('VIPResource.create', {}, 'options')).toEqual(Result.succeed({}));
    expect(requestAsSent('VIPResource.create', {})).toEqual(Result.succeed({ type: 'pinimage' }));
    expect(requestAsSent('GET /v3/search/autocomplete/', { q: '#la', extra: 1 })).toEqual(
      Result.succeed({ q: '#la', show_pin_count: true }),
    );
    const refused = requestAsSent('BoardResource.delete', {});
    expect(Result.isFailure(refused) && refused.failure.detail).toBe('board_id: Missing key');
  });
});
