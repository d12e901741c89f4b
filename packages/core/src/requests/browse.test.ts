import { Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { decodeRequest } from '../ports/requests.js';
import { parseSearchQuery } from '../rules/search.js';
import { fc, test } from '../testing/property.js';

describe('browse request schemas (wire protocol "Reads the web app needs")', () => {
  it('page_size is 1–100; a bookmark is any short text', () => {
    expect(Result.isSuccess(decodeRequest('HomeFeedResource.get', { page_size: 1 }, 'wire'))).toBe(true);
    expect(Result.isSuccess(decodeRequest('HomeFeedResource.get', { page_size: 100, bookmark: 'x' }, 'wire'))).toBe(true);
    expect(Result.isFailure(decodeRequest('HomeFeedResource.get', { page_size: 0 }, 'wire'))).toBe(true);
    expect(Result.isFailure(decodeRequest('HomeFeedResource.get', { page_size: 101 }, 'wire'))).toBe(true);
    expect(Result.isFailure(decodeRequest('BoardFeedResource.get', { board_id: '1', page_size: 2.5 }, 'wire'))).toBe(true);
  });

  it('BoardResource get takes { board_id } or { username, slug }, nothing less', () => {
    expect(decodeRequest('BoardResource.get', { board_id: '7' }, 'wire')).toEqual(Result.succeed({ board_id: '7' }));
    expect(decodeRequest('BoardResource.get', { username: 'ann', slug: 'kitchen' }, 'wire')).toEqual(
      Result.succeed({ username: 'ann', slug: 'kitchen' }),
    );
    expect(Result.isFailure(decodeRequest('BoardResource.get', { username: 'ann' }, 'wire'))).toBe(true);
    expect(Result.isFailure(decodeRequest('BoardResource.get', {}, 'wire'))).toBe(true);
  });

  it('SearchResource: a scope of S1 §3 or none; an unknown scope is 400', () => {
    expect(Result.isSuccess(decodeRequest('SearchResource.get', { query: 'lamp', scope: 'boards' }, 'wire'))).toBe(true);
    expect(Result.isSuccess(decodeRequest('SearchResource.get', { query: '' }, 'wire'))).toBe(true);
    const refused = decodeRequest('SearchResource.get', { query: 'lamp', scope: 'everything' }, 'wire');
    expect(Result.isFailure(refused) && refused.failure.detail).toContain('scope');
  });

  test.prop([fc.webPath(), fc.webQueryParameters()])(
    'S1 §3: whatever parseSearchQuery reads from a URL is valid SearchResource options',
    (path, query) => {
      const options = parseSearchQuery(`${path}?${query}`);
      if (options.query.length > 500) return;
      expect(Result.isSuccess(decodeRequest('SearchResource.get', options, 'options'))).toBe(true);
    },
  );
});
