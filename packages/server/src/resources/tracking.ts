/**
 * The two beacons (S0 §7 pin-create pixel, S1 §7 attribution source) when they are sent to this
 * server (the adapter's default host): checked and acknowledged, not stored.
 */
import { Schema } from 'effect';
import { PIN_CREATE_PIXEL_EVENTS, SERVER_MESSAGES } from '@pinstack/core';
import { badRequest, notFound } from '../http/envelope.js';
import { decodeOrFail, Id, Text } from '../http/decode.js';
import type { RestRoute } from '../http/call.js';
import * as store from '../store/index.js';

const Pixel = Schema.Struct({
  event: Schema.Literal(PIN_CREATE_PIXEL_EVENTS.success, PIN_CREATE_PIXEL_EVENTS.fail),
  pin_id: Schema.optional(Text(64)),
  path: Schema.optional(Text(2048)),
  client: Schema.optional(Text(32)),
});

const Attribution = Schema.Struct({
  source_event_id: Text(200),
  destination: Text(4096),
  advertiser_id: Id,
  campaign_id: Schema.optional(Text(64)),
  expiry: Schema.optional(Schema.NumberFromString),
  priority: Schema.optional(Schema.NumberFromString),
  source_event_type: Schema.optional(Text(64)),
  hostname: Schema.optional(Text(255)),
});

/** Beacon routes. */
export const trackingRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/log/pin_create/',
    endpoint: {
      access: 'optional',
      run: async (_call, input) => {
        const pixel = decodeOrFail(Pixel, input);
        // S0 §7: the pixel is sent on success with a Pin, or on failure.
        if (pixel.event === PIN_CREATE_PIXEL_EVENTS.success && (pixel.pin_id ?? '') === '') {
          throw badRequest(SERVER_MESSAGES.pixelPinRequired);
        }
        return {};
      },
    },
  },
  {
    method: 'GET',
    path: '/attribution/source/',
    endpoint: {
      access: 'optional',
      run: async (call, input) => {
        const report = decodeOrFail(Attribution, input);
        if ((await store.advertiserById(call.db, report.advertiser_id)) === undefined) throw notFound('advertiser');
        return {};
      },
    },
  },
];
