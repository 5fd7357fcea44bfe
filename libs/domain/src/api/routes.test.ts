import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import * as routes from './routes';

describe('the routes (api/routes.ts, written from the contract)', () => {
  const entries = Object.entries(routes);

  it('stand each for the endpoint of the same name, with its method and path', () => {
    expect(entries.length).toBe(contract.contractEndpoints.length);
    for (const [name, route] of entries) {
      const endpoint = (contract as Record<string, unknown>)[name.replace(/Route$/, 'Endpoint')];
      expect(endpoint, name).toMatchObject({ method: route.method, path: route.path });
    }
  });

  it('carry no schema: a caller through them loads no zod', () => {
    for (const [name, route] of entries)
      expect(Object.keys(route), name).toEqual(['method', 'path']);
  });
});
