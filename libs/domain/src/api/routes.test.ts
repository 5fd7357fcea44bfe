import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import * as routes from './routes';

describe('the routes (api/routes/, one file per area, written from the contract)', () => {
  const entries = Object.entries(routes);

  it('stand each for the endpoint of the same name, with its method, path and who may call it', () => {
    expect(entries.length).toBe(contract.contractEndpoints.length);
    for (const [name, route] of entries) {
      const endpoint = (contract as Record<string, unknown>)[
        name.replace(/Route$/, 'Endpoint')
      ] as contract.Endpoint;
      expect(endpoint, name).toMatchObject({ method: route.method, path: route.path });
      expect(route.public ?? false, name).toBe(endpoint.public ?? false);
      expect(route.permission, name).toBe(endpoint.permission);
    }
  });

  it('carry no schema: a caller through them loads no zod', () => {
    const fields = new Set(['method', 'path', 'public', 'permission']);
    for (const [name, route] of entries)
      expect(
        Object.keys(route).filter((key) => !fields.has(key)),
        name,
      ).toEqual([]);
  });
});
