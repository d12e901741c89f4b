/**
 * Tracking port: the S0 §7 pin-create pixel and the S1 §7 attribution-source report on
 * impressions of promoted Pins.
 */
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { AttributionSourceOptions } from '../rules/attribution.js';
import type { CallError } from './errors.js';

// The attribution rule builds these fields (rules/attribution.ts); the port sends them as they are.
export type { AttributionSourceOptions };

/** Failures of `TrackingService` calls (S1 §8: a non-ok attribution answer is 'server request failed'). */
export type TrackingServiceError = CallError;

/**
 * S0 §7 pixel fields: client web, event, pin_id, path, plus query fields. Send it only on success
 * with a guid, or on failure (the caller decides; the port sends what it is given).
 */
export interface PinCreatePixelOptions {
  readonly event: 'pin_create_success' | 'pin_create_fail';
  readonly pin_id?: string;
  readonly path: string;
  /** @default 'web' */
  readonly client?: string;
  /** The page's query fields, sent alongside. */
  readonly query?: Readonly<Record<string, string>>;
}

/** S0 §7 / S1 §7 tracking calls. */
export interface TrackingServiceShape {
  /** S0 §7 tracking pixel to the log host. */
  readonly sendPinCreatePixel: (options: PinCreatePixelOptions) => Effect.Effect<void, TrackingServiceError>;
  /** S1 §7 attribution-reporting GET, keep-alive. */
  readonly reportAttributionSource: (options: AttributionSourceOptions) => Effect.Effect<void, TrackingServiceError>;
}

/** The tracking port (S0 §7, S1 §7). */
export class TrackingService extends Context.Service<TrackingService, TrackingServiceShape>()('@pinstack/core/TrackingService') {}
