import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/*
 * The boundary rule needs Nx's project graph and silently skips without one, so this test makes sure
 * the graph exists, then lints probe files placed (in memory only) inside each project.
 */
let eslint: ESLint;
beforeAll(() => {
  execFileSync(join(repositoryRoot, 'node_modules/.bin/nx'), ['show', 'projects'], {
    cwd: repositoryRoot,
    stdio: 'ignore',
  });
  eslint = new ESLint({ cwd: repositoryRoot });
}, 60_000);

async function problemsOf(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(repositoryRoot, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('module boundaries (ARCHITECTURE.md: domain ← ui ← editor ← site, domain ← api)', () => {
  it.each([
    ['domain imports ui', 'libs/domain/src/probe.ts', `export { Button } from '@vn/ui';`],
    ['domain imports editor', 'libs/domain/src/probe.ts', `export * from '@vn/editor';`],
    ['ui imports editor', 'libs/ui/src/probe.ts', `export * from '@vn/editor';`],
    [
      'domain reaches into an app',
      'libs/domain/src/probe.ts',
      `export { createApp } from '../../../apps/api/src/create-app';`,
    ],
    ['api imports ui', 'apps/api/src/probe.ts', `export { Button } from '@vn/ui';`],
    ['api imports editor', 'apps/api/src/probe.ts', `export * from '@vn/editor';`],
    [
      'a library reaches into another by relative path',
      'libs/ui/src/probe.ts',
      `export { slugFromName } from '../../domain/src/catalogue/slug';`,
    ],
  ])('fails the lint when %s', async (_edge, filePath, source) => {
    expect(await problemsOf(filePath, source)).toEqual([
      expect.stringMatching(/^@nx\/enforce-module-boundaries: /),
    ]);
  });

  it.each([
    ['ui imports domain', 'libs/ui/src/probe.ts', `export { slugFromName } from '@vn/domain';`],
    [
      'editor imports ui and domain',
      'libs/editor/src/probe.ts',
      `export * from '@vn/ui';\nexport * from '@vn/domain';`,
    ],
    [
      'site imports every library',
      'apps/site/src/probe.ts',
      `export * from '@vn/ui';\nexport * from '@vn/editor';\nexport * from '@vn/domain';`,
    ],
    ['api imports domain', 'apps/api/src/probe.ts', `export { slugFromName } from '@vn/domain';`],
  ])('allows %s', async (_edge, filePath, source) => {
    expect(await problemsOf(filePath, source)).toEqual([]);
  });

  it('keeps product code away from the repository tools, but lets tests use them', async () => {
    const source = `export { startDatabase } from '../../../tools/db';`;
    expect(await problemsOf('apps/api/src/probe.ts', source)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*must not import the repository tools/),
    ]);
    expect(await problemsOf('apps/api/test/probe.spec.ts', source)).toEqual([]);
  });

  it('keeps mongoose in the API to repositories, schemas, modules and the database platform', async () => {
    const source = `export { Types } from 'mongoose';\nexport { InjectModel } from '@nestjs/mongoose';`;
    const refused = /^no-restricted-imports: .*through a repository/;
    expect(await problemsOf('apps/api/src/novels/probe.service.ts', source)).toEqual([
      expect.stringMatching(refused),
      expect.stringMatching(refused),
    ]);
    for (const allowed of [
      'apps/api/src/novels/probe.repository.ts',
      'apps/api/src/novels/probe.schema.ts',
      'apps/api/src/novels/probe.module.ts',
      'apps/api/src/database/probe.ts',
      'apps/api/src/novels/probe.spec.ts',
    ]) {
      expect(await problemsOf(allowed, source), allowed).toEqual([]);
    }
  });
});
