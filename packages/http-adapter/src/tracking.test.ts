/** S0 §7 pin-create pixel and S1 §7 attribution source through the HTTP adapter. */
import { describe, expect, it } from 'vitest';
import { Cause, Effect, Result, Exit, Option } from 'effect';
import { decodeRequest, MESSAGES, TrackingService } from '@pinstack/core';
import { makeHttpAdapter } from './index.js';
import { recordingFetch } from './testing.js';

const setup = (status = 204) => {
  const { fetch, requests } = recordingFetch(() => new Response(null, { status }));
  const layer = makeHttpAdapter({
    baseUrl: 'https://api.test',
    logBaseUrl: 'https://log.test/',
    attributionBaseUrl: 'https://attr.test',
    fetch,
    csrfToken: () => 'tok',
  });
  return { requests, run: <A, E>(e: Effect.Effect<A, E, TrackingService>) => Effect.runPromiseExit(Effect.provide(e, layer)) };
};

describe('HTTP adapter tracking (S0 §7, S1 §7)', () => {
  it('S0 §7: the pixel goes to the log host with client web, event, pin_id, path and the page query', async () => {
    const { run, requests } = setup();
    const exit = await run(
      Effect.flatMap(TrackingService, (s) =>
        s.sendPinCreatePixel({
          event: 'pin_create_success',
          pin_id: 'p1',
          path: '/pin/create/button/',
          query: { url: 'https://x', event: 'spoof' },
        }),
      ),
    );
    expect(exit).toEqual(Exit.void);
    const r = requests[0]!;
    const url = new URL(r.url);
    expect(r.method).toBe('GET');
    expect(`${url.origin}${url.pathname}`).toBe('https://log.test/log/pin_create/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: 'https://x',
      client: 'web',
      event: 'pin_create_success',
      pin_id: 'p1',
      path: '/pin/create/button/',
    });
    expect(r.headers).toEqual({});
    // the server decodes the query with the same core request schema (the page's fields ignored)
    expect(decodeRequest('PinCreatePixel', Object.fromEntries(url.searchParams), 'wire')).toEqual(
      Result.succeed({ client: 'web', event: 'pin_create_success', pin_id: 'p1', path: '/pin/create/button/' }),
    );
    expect(r.credentials).toBe('omit');
    expect(r.keepalive).toBe(true);
  });

  it('S1 §7: the attribution source is a keep-alive GET with destination as a JSON list', async () => {
    const { run, requests } = setup(200);
    const source = {
      source_event_id: 'e1',
      destination: ['https://shop.example'],
      expiry: 86400,
      priority: 1,
      advertiser_id: 'a1',
      campaign_id: 'c1',
      source_event_type: 'event',
      hostname: 'pinstack.co.uk',
    };
    await run(Effect.flatMap(TrackingService, (s) => s.reportAttributionSource(source)));
    const r = requests[0]!;
    const url = new URL(r.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://attr.test/attribution/source/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source_event_id: 'e1',
      destination: '["https://shop.example"]',
      expiry: '86400',
      priority: '1',
      advertiser_id: 'a1',
      campaign_id: 'c1',
      source_event_type: 'event',
      hostname: 'pinstack.co.uk',
    });
    // what went out decodes, with the server's schema, to exactly what was sent
    expect(decodeRequest('AttributionSourceReport', Object.fromEntries(url.searchParams), 'wire')).toEqual(Result.succeed(source));
    expect(r.keepalive).toBe(true);
    expect(r.body).toBeUndefined();
  });

  it("S1 §8: a non-ok attribution answer is 'server request failed'", async () => {
    const { run } = setup(500);
    const exit = await run(
      Effect.flatMap(TrackingService, (s) =>
        s.reportAttributionSource({
          source_event_id: 'e1',
          destination: [],
          expiry: 1,
          priority: 0,
          advertiser_id: 'a',
          campaign_id: 'c',
          source_event_type: 'event',
        }),
      ),
    );
    expect(Exit.isFailure(exit) && Cause.findErrorOption(exit.cause)).toEqual(
      Option.some(
        expect.objectContaining({
          _tag: 'ApiError',
          message: MESSAGES.serverRequestFailed,
          http_status: 500,
          call: 'AttributionSourceReport',
        }),
      ),
    );
  });
});
