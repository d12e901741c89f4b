import { describe, expect, it } from 'vitest';
import type { PortCall } from './calls.js';
import { routeOf } from './route-of.js';
import { ROUTES } from './routes.js';

describe('routeOf (issue #22: the adapter derives a route from its call)', () => {
  it.each(Object.keys(ROUTES) as PortCall[])('%s: the row of the routes table (wire-protocol.md)', (call) => {
    expect(routeOf(call)).toEqual(ROUTES[call]);
  });

  it('derives resource and REST routes from the name, with the sign-in create sent without CSRF', () => {
    expect(routeOf('BoardResource.delete')).toEqual({ method: 'DELETE', path: '/resource/BoardResource/delete/', style: 'resource' });
    expect(routeOf('PUT /v3/pins/image/')).toEqual({ method: 'PUT', path: '/v3/pins/image/', style: 'rest' });
    expect(routeOf('UserSessionResource.create').noCsrf).toBe(true);
  });
});
