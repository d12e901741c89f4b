import { Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { decodeRequest } from '../ports/requests.js';
import { fc, test } from '../testing/property.js';

// Core has no DOM lib: the WHATWG URL class is reached through globalThis.
const UrlClass = (globalThis as unknown as { URL: new (input: string, base?: string) => { origin: string } }).URL;

const create = (fields: Record<string, unknown>) => decodeRequest('PinResource.create', { board_id: '1', ...fields }, 'options');
const accepted = (fields: Record<string, unknown>) => Result.isSuccess(create(fields));

describe('Issue 21 §3: a Pin request names real paths and hex colours (S0 §3, §7)', () => {
  it.each([
    '/\\evil.example/x.png',
    '//evil.example/x.png',
    '/%2f%2fevil.example/x.png',
    '/%5Cevil.example/x.png',
    '/..//evil.example/x.png',
  ])('S0 §7: image_url and link %j are refused: they load from another host', (path) => {
    expect(accepted({ image_url: path })).toBe(false);
    expect(accepted({ link: path })).toBe(false);
    expect(Result.isSuccess(decodeRequest('PUT /v3/pins/image/', { image_url: path }, 'options'))).toBe(false);
  });

  it('S0 §7: a stored upload path and an absolute URL are still accepted', () => {
    expect(accepted({ image_url: '/media/abcdefghijklmnopqrstuvwx.png', link: '/pin/1/' })).toBe(true);
    expect(accepted({ image_url: 'https://images.example.com/lamp.jpg', link: 'https://www.example-lamps.com/pendant' })).toBe(true);
  });

  it.each(['url(//evil.example/x)', 'url(https://evil.example/x.png)', 'red', '#abcd', '#abc;background:url(//e/x)'])(
    'S0 §3: color %j is refused: only #rgb or #rrggbb',
    (color) => {
      expect(accepted({ color, image_url: '/media/x.png' })).toBe(false);
      expect(Result.isSuccess(decodeRequest('RepinResource.create', { board_id: '1', pin_id: '2', color }, 'options'))).toBe(false);
    },
  );

  it('S0 §3: hex colours and no colour are accepted', () => {
    for (const color of ['#abc', '#E0A96D', null, undefined]) expect(accepted({ color, image_url: '/media/x.png' })).toBe(true);
  });

  test.prop([fc.oneof(fc.string(), fc.webPath(), fc.webUrl()), fc.constantFrom('https://own.example', 'http://127.0.0.1:4173')], {
    numRuns: 500,
  })('S0 §7: any accepted image_url is an absolute http(s) URL or resolves on our own origin', (imageUrl, origin) => {
    if (!accepted({ image_url: imageUrl })) return;
    if (/^https?:\/\//iu.test(imageUrl)) return;
    expect(new UrlClass(imageUrl, origin).origin).toBe(origin);
  });
});
