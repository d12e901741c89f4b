/**
 * The routes table lives in core (`@pinstack/core` `ROUTES`), so the reference server registers
 * its endpoints from the same rows the adapter sends to; re-exported here for the adapter's modules.
 */
export { ROUTES, type Route, type RouteStyle } from '@pinstack/core';
