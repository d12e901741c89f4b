/**
 * The route of one call, derived from its name (issue #22: the HTTP adapter on the picker's path
 * carries this rule and its seven exceptions, not the whole routes table). A resource call
 * `{Name}.{action}` is `/resource/{Name}/{action}/` with the action's method; a REST call is named
 * `{METHOD} {path}`; the rest are the exceptions below. `routes.test.ts` checks it gives every
 * row of `ROUTES` (the table the server registers and the docs name).
 */
import type { PortCall } from './calls.js';
import type { Route } from './routes.js';

const resourceCreate = (name: string): Route => ({ method: 'POST', path: `/resource/${name}/create/`, style: 'resource', noCsrf: true });

/** Calls whose route their name does not say: GraphQL queries, the upload, beacons, and the sign-in and sign-up creates (no CSRF). */
const EXCEPTIONS: Partial<Record<PortCall, Route>> = {
  AlreadyPinnedCheckQuery: { method: 'GET', path: '/graphql/AlreadyPinnedCheckQuery/', style: 'rest' },
  PinCreateSuccessQuery: { method: 'GET', path: '/graphql/PinCreateSuccessQuery/', style: 'rest' },
  'POST {upload_url}': { method: 'POST', path: '{upload_url}', style: 'upload', noCsrf: true },
  PinCreatePixel: { method: 'GET', path: '/log/pin_create/', style: 'beacon' },
  AttributionSourceReport: { method: 'GET', path: '/attribution/source/', style: 'beacon' },
  'UserSessionResource.create': resourceCreate('UserSessionResource'),
  'UserRegisterResource.create': resourceCreate('UserRegisterResource'),
};

const ACTION_METHOD: Readonly<Record<string, Route['method']>> = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' };

/** The method, path and style of `call` (wire-protocol.md), as `ROUTES[call]`. */
export function routeOf(call: PortCall): Route {
  const exception = EXCEPTIONS[call];
  if (exception !== undefined) return exception;
  const space = call.indexOf(' ');
  if (space > 0) return { method: call.slice(0, space) as Route['method'], path: call.slice(space + 1), style: 'rest' };
  const dot = call.lastIndexOf('.');
  const name = call.slice(0, dot);
  const action = call.slice(dot + 1);
  return { method: ACTION_METHOD[action] ?? 'GET', path: `/resource/${name}/${action}/`, style: 'resource' };
}
