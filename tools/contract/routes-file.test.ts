import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractModule, formattedRoutesFile, ROUTES_FILE } from './routes-file.ts';

describe('libs/domain/src/api/routes.ts', () => {
  it('matches the contract (else run `npm run contract:routes`)', async () => {
    expect(readFileSync(ROUTES_FILE, 'utf8')).toBe(await formattedRoutesFile());
  });

  it('has a route for every call of the contract', async () => {
    const { contractEndpoints } = (await contractModule('contract')) as {
      contractEndpoints: { method: string; path: string }[];
    };
    const routes = [
      ...readFileSync(ROUTES_FILE, 'utf8').matchAll(/method: '(\w+)',\s+path: '([^']+)'/g),
    ];
    expect(routes.map(([, method, path]) => `${method} ${path}`).sort()).toEqual(
      contractEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
  });

  it('holds no schema: a page that calls through routes does not load zod', () => {
    const imports = readFileSync(ROUTES_FILE, 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(1);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
