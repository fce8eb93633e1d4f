import { describe, expect, it } from 'vitest';
import { api, endpointName, ENDPOINTS } from '@agenda/contract';
import { routes, routesByResource } from './routes';

/**
 * Server by resource (docs/architecture.md, "The server by resource"): the handlers of a group of the
 * endpoint table live in the resource folder of that name (functions/src/<group>/handlers.ts), and nowhere else.
 */
describe('the routes list', () => {
  it.each(Object.keys(api) as (keyof typeof api)[])(
    "mounts exactly the entries of api.%s from that resource's handlers",
    (group) => {
      const mounted = routesByResource[group].map(({ endpoint }) => endpointName(endpoint)).sort();
      expect(mounted).toEqual(Object.values(api[group]).map(endpointName).sort());
    },
  );

  it('mounts every endpoint of the table once', () => {
    expect(routes.map(({ endpoint }) => endpointName(endpoint)).sort()).toEqual(ENDPOINTS.map(endpointName).sort());
  });
});
