import { describe, expect, expectTypeOf, it } from 'vitest';
import { allEndpoints, endpointAt, type EndpointAt } from './endpoints';
import type { homeEndpoints } from './home';
import * as routes from './routes';
import type { Route } from './routes/route';

const everyRoute = Object.entries(routes)
  .filter(([name]) => name.endsWith('Routes'))
  .flatMap(([, module]): Route[] => Object.values(module));
const where = ({ method, path }: Route) => `${method} ${path}`;

describe('the routes and the endpoints', () => {
  it('give every route an endpoint with its method, path and body encoding', () => {
    for (const route of everyRoute) {
      expect(endpointAt(route), where(route)).toMatchObject(route);
    }
  });

  it('give every endpoint a route and no two endpoints one route', () => {
    const routed = new Set(everyRoute.map(where));
    const endpoints = allEndpoints().map(where);

    expect(endpoints.filter((endpoint) => !routed.has(endpoint))).toEqual([]);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it('find no endpoint at a route the contract does not have', () => {
    expect(endpointAt({ method: 'DELETE', path: '/uniHome/notices/list' })).toBeUndefined();
  });

  it("type a route's endpoint by its method and path", () => {
    expectTypeOf<EndpointAt<typeof routes.homeRoutes.listNotices>>().toEqualTypeOf<
      typeof homeEndpoints.listNotices
    >();
  });
});
