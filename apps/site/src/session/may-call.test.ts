import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contractEndpoints } from '@vn/domain';
import { describe, expect, it } from 'vitest';

const siteSources = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the site's access checks", () => {
  it('ask mayCall(route), not can(action), for a right an endpoint declares', () => {
    const declared = new Set(contractEndpoints.map((endpoint) => endpoint.permission));
    const offences = sourceFiles(siteSources).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.can\(\s*'(\w+)'\s*\)/g)]
        .filter(([, action]) => declared.has(action as never))
        .map(([call]) => `${relative(siteSources, file)}: ${call}`),
    );
    expect(offences).toEqual([]);
  });
});
