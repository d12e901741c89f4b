/**
 * The two beacons (S0 §7 pin-create pixel, S1 §7 attribution source) when they are sent to this
 * server (the adapter's default host): checked and acknowledged, not stored.
 */
import { PIN_CREATE_PIXEL_EVENTS, SERVER_MESSAGES } from '@pinstack/core';
import { badRequest, notFound } from '../http/envelope.js';
import type { Endpoints } from '../http/call.js';
import * as store from '../store/index.js';

/** Beacon calls. */
export const trackingEndpoints = {
  PinCreatePixel: {
    access: 'optional',
    run: async (_call, pixel) => {
      // S0 §7: the pixel is sent on success with a Pin, or on failure.
      if (pixel.event === PIN_CREATE_PIXEL_EVENTS.success && (pixel.pin_id ?? '') === '') {
        throw badRequest(SERVER_MESSAGES.pixelPinRequired);
      }
      return {};
    },
  },
  AttributionSourceReport: {
    access: 'optional',
    run: async (call, report) => {
      if ((await store.advertiserById(call.db, report.advertiser_id)) === undefined) throw notFound('advertiser');
      return {};
    },
  },
} as const satisfies Endpoints;
