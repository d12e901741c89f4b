/** HTTP implementation of `TrackingService`: S0 §7 pin-create pixel, S1 §7 attribution source. */
import type { TrackingServiceShape } from '@pinstack/core';
import { callBeacon } from './client.js';
import type { ResolvedConfig } from './config.js';

/** `TrackingService` over HTTP; both calls are beacons whose answers are not read, their fields encoded by their request schemas. */
export function makeTrackingServiceHttp(config: ResolvedConfig): TrackingServiceShape {
  return {
    sendPinCreatePixel: ({ query, client, ...fields }) =>
      callBeacon(
        config,
        'PinCreatePixel',
        config.logBaseUrl,
        { client: client ?? 'web', ...fields },
        { method: 'GET', credentials: 'omit', keepalive: true },
        // note: the page's own query fields go first so they cannot override the pixel's fields
        query,
      ),
    reportAttributionSource: ({ destination, ...fields }) =>
      callBeacon(
        config,
        'AttributionSourceReport',
        config.attributionBaseUrl,
        // `destination` last, as the wire has always had it; the schema sends it as a JSON list
        { ...fields, destination },
        // S1 §7: keep-alive; Chrome registers the attribution source from the answer's header.
        { method: 'GET', credentials: 'include', keepalive: true, ...attributionEligible },
      ),
  };
}

// Chrome's Attribution Reporting fetch option; not in the TS DOM types, ignored by other platforms.
const attributionEligible = { attributionReporting: { eventSourceEligible: true, triggerEligible: false } } as RequestInit;
