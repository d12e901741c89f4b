/** HTTP implementation of `TrackingService`: S0 §7 pin-create pixel, S1 §7 attribution source. */
import type { TrackingServiceShape } from '@pinstack/core';
import { queryString, sendBeacon } from './client.js';
import type { ResolvedConfig } from './config.js';
import { ROUTES } from './routes.js';

/** `TrackingService` over HTTP; both calls are beacons whose answers are not read. */
export function makeTrackingServiceHttp(config: ResolvedConfig): TrackingServiceShape {
  return {
    sendPinCreatePixel: ({ query, client, ...fields }) =>
      sendBeacon(
        config,
        'PinCreatePixel',
        // note: the page's own query fields go first so they cannot override the pixel's fields
        `${config.logBaseUrl}${ROUTES.PinCreatePixel.path}${queryString({ ...query, client: client ?? 'web', ...fields })}`,
        { method: 'GET', credentials: 'omit', keepalive: true },
      ),
    reportAttributionSource: ({ destination, ...fields }) =>
      sendBeacon(
        config,
        'AttributionSourceReport',
        `${config.attributionBaseUrl}${ROUTES.AttributionSourceReport.path}${queryString({
          ...fields,
          destination: JSON.stringify(destination),
        })}`,
        // S1 §7: keep-alive; Chrome registers the attribution source from the answer's header.
        { method: 'GET', credentials: 'include', keepalive: true, ...attributionEligible },
      ),
  };
}

// Chrome's Attribution Reporting fetch option; not in the TS DOM types, ignored by other platforms.
const attributionEligible = { attributionReporting: { eventSourceEligible: true, triggerEligible: false } } as RequestInit;
