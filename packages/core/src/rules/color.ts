/** A Pin's colour (S0 §3 `color`, the tile shown while its image loads or when it has none). */

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/iu;

/**
 * S0 §3: true when `value` is a hex colour, `#rgb` or `#rrggbb` (our reading: the colour is put
 * into CSS, so anything else — `url(//host/x)`, `expression(…)`, names — is refused). Never throws.
 */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}
