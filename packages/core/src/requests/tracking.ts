/** Request schemas of the tracking port (S0 §7 pixel, S1 §7 attribution source); both are query strings. */
import { Schema } from 'effect';
import { PIN_CREATE_PIXEL_EVENTS } from '../constants.js';
import { Id, maxItems, Text } from './common.js';

/** S0 §7 Pin-create pixel. */
export const PinCreatePixelRequest = Schema.Struct({
  event: Schema.Literals([PIN_CREATE_PIXEL_EVENTS.success, PIN_CREATE_PIXEL_EVENTS.fail]),
  pin_id: Schema.optional(Text(64)),
  path: Schema.optional(Text(2048)),
  client: Schema.optional(Text(32)),
});

/** S1 §7 attribution source: `destination` is a JSON list, numbers arrive as strings. */
export const AttributionSourceRequest = Schema.Struct({
  source_event_id: Text(200),
  destination: Schema.fromJsonString(Schema.Array(Text(2048)).check(maxItems(50))),
  advertiser_id: Id,
  campaign_id: Schema.optional(Text(64)),
  expiry: Schema.optional(Schema.NumberFromString),
  priority: Schema.optional(Schema.NumberFromString),
  source_event_type: Schema.optional(Text(64)),
  hostname: Schema.optional(Text(255)),
});
