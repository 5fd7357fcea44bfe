import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  contractModule,
  formattedRoutesFiles,
  ROUTES_DIR,
  routesDifferences,
  writeRoutesFiles,
} from './routes-file.ts';

/** The routes folder's files as committed, tests aside, by name. */
const committed = () =>
  readdirSync(ROUTES_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => [file, readFileSync(join(ROUTES_DIR, file), 'utf8')] as const);

describe('libs/domain/src/api/routes/ (one file per area, and index.ts)', () => {
  let expected: Map<string, string>;
  beforeAll(async () => {
    expected = await formattedRoutesFiles();
  });

  it('matches the contract, every file and no other (else run `npm run contract:routes`)', () => {
    expect(routesDifferences(expected)).toEqual([]);
  });

  it('has a route for every call of the contract', async () => {
    const { contractEndpoints } = (await contractModule('contract')) as {
      contractEndpoints: { method: string; path: string }[];
    };
    const routes = committed().flatMap(([, text]) => [
      ...text.matchAll(/method: '(\w+)',\s+path: '([^']+)'/g),
    ]);
    expect(routes.map(([, method, path]) => `${method} ${path}`).sort()).toEqual(
      contractEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
  });

  it('holds no schema: a page that calls through routes does not load zod', () => {
    for (const [file, text] of committed()) {
      const imports = text.match(/^import .*$/gm) ?? [];
      if (file === 'index.ts') {
        // Re-exports of the area files beside it, nothing else.
        expect(imports, file).toEqual([]);
        for (const line of text.match(/^export .*$/gm) ?? [])
          expect(line, file).toMatch(/^export \* from '\.\/[\w-]+';$/);
        continue;
      }
      expect(imports.length, file).toBe(2);
      for (const line of imports) expect(line, file).toMatch(/^import type /);
    }
  });

  describe('the writer and the check, in a folder of their own', () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('writes every file, deletes an area gone from the contract and the old single file', () => {
      dir = mkdtempSync(join(tmpdir(), 'vn-routes-'));
      const routes = join(dir, 'routes');
      const oldFile = join(dir, 'routes.ts');
      writeFileSync(oldFile, '// the routes, as one file\n');
      expect(routesDifferences(expected, routes, oldFile)).toEqual([
        ...[...expected.keys()].map((file) => `${file}: missing`),
        '../routes.ts: stale (the routes are one file per area now)',
      ]);

      writeRoutesFiles(expected, routes, oldFile);
      expect(routesDifferences(expected, routes, oldFile)).toEqual([]);
      expect(existsSync(oldFile)).toBe(false);

      writeFileSync(join(routes, 'gone.ts'), '// an area the contract no longer has\n');
      writeFileSync(join(routes, 'catalogue.ts'), '// edited by hand\n');
      expect(routesDifferences(expected, routes, oldFile)).toEqual([
        'catalogue.ts: differs',
        'gone.ts: stale (no such area in the contract)',
      ]);
      const { written, deleted } = writeRoutesFiles(expected, routes, oldFile);
      expect(written).toEqual([join(routes, 'catalogue.ts')]);
      expect(deleted).toEqual([join(routes, 'gone.ts')]);
      expect(routesDifferences(expected, routes, oldFile)).toEqual([]);
    });
  });
});
