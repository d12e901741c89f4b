/**
 * The routes table lives in core (`@pinstack/core` `ROUTES`), so the reference server registers
 * its endpoints from the same rows the adapter sends to. The adapter reads a call's row with
 * `routeOf`, which derives it from the call's name (checked against every row in core), so the
 * picker's first load carries the rule instead of the whole table (issue #22).
 */
export { type Route, type RouteStyle, type ROUTES, routeOf } from '@pinstack/core/ports';
