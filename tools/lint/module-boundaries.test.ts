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

describe('module boundaries (domain ← ui ← editor ← site, domain ← api)', () => {
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

  it('keeps mongoose in the API to repositories, schemas and the database platform', async () => {
    const source = `export { Types } from 'mongoose';\nexport { InjectModel } from '@nestjs/mongoose';`;
    const refused = /^no-restricted-imports: .*through a repository/;
    // A module registers its schemas with recordModels (platform/database), not with mongoose.
    for (const outside of [
      'apps/api/src/features/novels/probe.service.ts',
      'apps/api/src/features/novels/probe.module.ts',
    ]) {
      expect(await problemsOf(outside, source), outside).toEqual([
        expect.stringMatching(refused),
        expect.stringMatching(refused),
      ]);
    }
    for (const allowed of [
      'apps/api/src/features/novels/probe.repository.ts',
      'apps/api/src/features/novels/probe.schema.ts',
      'apps/api/src/platform/database/probe.ts',
      'apps/api/src/features/novels/probe.spec.ts',
    ]) {
      expect(await problemsOf(allowed, source), allowed).toEqual([]);
    }
  });

  it('lets a feature use another only through its index.ts, and keeps the platform under the features', async () => {
    const throughFace = `export { NovelsRepository } from '../novels';`;
    const intoFile = `export { NovelsRepository } from '../novels/novels.repository';`;
    expect(await problemsOf('apps/api/src/features/reading/probe.ts', throughFace)).toEqual([]);
    expect(await problemsOf('apps/api/src/features/reading/probe.ts', intoFile)).toEqual([
      expect.stringMatching(/^api\/layout: Import features\/novels through its public face/),
    ]);
    // Inside its own folder a feature uses its files directly; tests may use any file.
    expect(
      await problemsOf(
        'apps/api/src/features/novels/probe.ts',
        `export * from './novels.repository';`,
      ),
    ).toEqual([]);
    expect(await problemsOf('apps/api/src/features/reading/probe.spec.ts', intoFile)).toEqual([]);
    expect(
      await problemsOf(
        'apps/api/src/app.probe.ts',
        `export * from './features/novels/novels.repository';`,
      ),
    ).toEqual([
      expect.stringMatching(/^api\/layout: Import features\/novels through its public face/),
    ]);
    expect(
      await problemsOf(
        'apps/api/src/platform/pubsub/probe.ts',
        `export * from '../../features/novels';`,
      ),
    ).toEqual([expect.stringMatching(/^api\/layout: The platform stands under the features/)]);
  });

  it('lets a feature use the platform only through the face of each part', async () => {
    expect(
      await problemsOf(
        'apps/api/src/features/reading/probe.ts',
        `export { Route } from '../../platform/http';`,
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        'apps/api/src/features/reading/probe.ts',
        `export { Route } from '../../platform/http/route';`,
      ),
    ).toEqual([
      expect.stringMatching(/^api\/layout: Import platform\/http through its public face/),
    ]);
    // The platform's parts use one another's files.
    expect(
      await problemsOf(
        'apps/api/src/platform/rate-limit/probe.ts',
        `export { Route } from '../http/route';`,
      ),
    ).toEqual([]);
  });

  it('takes one import statement per module', async () => {
    expect(
      await problemsOf(
        'libs/domain/src/probe.ts',
        `import { a } from './x';\nimport { b } from './x';\nexport const c = [a, b];`,
      ),
    ).toEqual([expect.stringMatching(/^no-duplicate-imports: /)]);
  });

  it("keeps the site's route folders from importing one another, tests included", async () => {
    const intoOther = `export { cardBlocks } from '../home/HomePage';`;
    const lazyIntoOther = `export const load = () => import('../log/route');`;
    const refused = /^site\/routes: Route settings must not import route (home|log)/;
    for (const source of [intoOther, lazyIntoOther]) {
      expect(await problemsOf('apps/site/src/routes/settings/probe.tsx', source)).toEqual([
        expect.stringMatching(refused),
      ]);
      expect(await problemsOf('apps/site/src/routes/settings/probe.test.tsx', source)).toEqual([
        expect.stringMatching(refused),
      ]);
    }
    // Its own files, and the shared folders beside routes/, a route imports freely.
    const allowed = `export * from './SettingsPage';\nexport * from '../../project/project-facts';`;
    expect(await problemsOf('apps/site/src/routes/settings/probe.tsx', allowed)).toEqual([]);
    // Outside routes/ (the router, the server renderer) the rule does not apply.
    expect(
      await problemsOf('apps/site/src/app/probe.tsx', `export * from '../routes/home/route';`),
    ).toEqual([]);
  });

  it('keeps call addresses typed by hand out of the site, outside its api/ folder and tests', async () => {
    const byHand = "export const stale = ['/api/novels', `/api/novels/${'n1'}`];";
    const refused = /^no-restricted-syntax: Name the call by its route/;
    expect(await problemsOf('apps/site/src/routes/project/probe.ts', byHand)).toEqual([
      expect.stringMatching(refused),
      expect.stringMatching(refused),
    ]);
    for (const allowed of [
      'apps/site/src/api/probe.ts',
      'apps/site/src/routes/project/probe.test.ts',
      'apps/site/src/test-support/probe.ts',
    ]) {
      expect(await problemsOf(allowed, byHand), allowed).toEqual([]);
    }
  });
});
