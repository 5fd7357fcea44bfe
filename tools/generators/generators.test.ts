import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The workspace's generators (tools/generators), run as a developer runs them — `nx g` — in a copy
 * of the workspace, and what they write held to what the repository holds its code to: ESLint with
 * the workspace's config, Prettier, `tsc` of every project they touch, and the tests they write (and
 * the tests that check the contract and the API's routes as a whole), all as generated. The Storybook
 * story tests and the screenshots are not run here (a browser and a Storybook build); README.md
 * "Starting something new" says how a new component gets its screenshot baseline.
 */

const repositoryRoot = join(import.meta.dirname, '..', '..');
/** What the generators and the checks read; the rest of the repository is left out of the copy. */
const copied = [
  'package.json',
  'nx.json',
  'tsconfig.base.json',
  'eslint.config.mjs',
  '.prettierrc.json',
  '.prettierignore',
  'apps/api',
  'apps/site',
  'libs',
  'tools',
];
/** Installed packages, borrowed by symlink. */
const linked = ['node_modules', 'apps/api/node_modules', 'apps/site/node_modules'];
const skipped = new Set(['node_modules', 'dist', 'dist-ssr', '.data', '.nx']);

/*
 * Time limits: the whole file takes about a minute and a half on an idle two-core machine, mostly
 * `tsc`. They are generous on purpose: on a machine shared with other test runs a step can take many
 * times as long, and a limit reached is a failure that says nothing about the generators.
 */
const SETUP_LIMIT = 600_000;
const STEP_LIMIT = 900_000;

/** Commands still running (a step that ran out of time leaves its command behind). */
const running = new Set<ChildProcess>();

interface Run {
  code: number;
  output: string;
}

function run(root: string, command: string, args: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(join(root, 'node_modules', '.bin', command), args, {
      cwd: root,
      env: {
        ...process.env,
        NX_DAEMON: 'false',
        NX_NO_CLOUD: 'true',
        NO_COLOR: '1',
        CI: 'true',
      },
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    // Without colours, whatever a tool decides about its terminal.
    child.on('close', (code) => {
      running.delete(child);
      done({ code: code ?? 1, output: stripVTControlCharacters(output) });
    });
  });
}

/** A run that must succeed; its output is the failure message when it does not. */
async function succeeds(root: string, command: string, args: string[]): Promise<string> {
  const result = await run(root, command, args);
  expect(result.code, `${command} ${args.join(' ')}\n${result.output}`).toBe(0);
  return result.output;
}

const generate = (root: string, generator: string, args: string[]) =>
  succeeds(root, 'nx', ['g', `./tools/generators:${generator}`, ...args, '--no-interactive']);

/** What each generator is asked for below, and what it must write. */
const component = (name: string) =>
  ['.tsx', '.css.ts', '.stories.tsx', '.test.tsx'].map(
    (suffix) => `libs/ui/src/components/${name}/${name}${suffix}`,
  );
const written = {
  ui: [
    ...['ProbeButton', 'ProbeToggle', 'ProbeGroup'].flatMap((name) => [
      ...component(name),
      `libs/ui/src/components/${name}/index.ts`,
    ]),
  ],
  api: [
    ...['module', 'controller', 'service', 'repository', 'schema', 'service.spec'].map(
      (part) => `apps/api/src/features/probe-notes/probe-notes.${part}.ts`,
    ),
    'apps/api/src/features/probe-notes/index.ts',
    'apps/api/test/probe-notes/probe-notes-roles.spec.ts',
    'libs/domain/src/api/probe-notes.ts',
    // Written by `npm run contract:routes`, which the generator runs after it.
    'libs/domain/src/api/routes/probe-notes.ts',
  ],
  site: ['ProbeNotesPage.tsx', 'ProbeNotesPage.css.ts', 'ProbeNotesPage.test.tsx', 'route.ts'].map(
    (file) => `apps/site/src/routes/probe-notes/${file}`,
  ),
};
const edited = [
  'libs/ui/src/index.ts',
  'apps/api/src/app.module.ts',
  'libs/domain/src/index.ts',
  'libs/domain/src/api/contract.ts',
  'libs/domain/src/api/routes/index.ts',
  'apps/site/src/app/router.tsx',
];
const everyFile = [...written.ui, ...written.api, ...written.site, ...edited];

describe('the generators, as generated: lint, format, types and tests pass', () => {
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'vn-generators-'));
    for (const path of copied) {
      cpSync(join(repositoryRoot, path), join(root, path), {
        recursive: true,
        filter: (source) => !skipped.has(basename(source)),
      });
    }
    for (const path of linked) {
      if (!existsSync(join(repositoryRoot, path))) continue;
      mkdirSync(dirname(join(root, path)), { recursive: true });
      symlinkSync(realpathSync(join(repositoryRoot, path)), join(root, path));
    }
    await generate(root, 'component', ['ProbeButton']);
    await generate(root, 'component', [
      'ProbeToggle',
      '--primitive=ToggleButton',
      '--group=Content',
    ]);
    await generate(root, 'component', ['ProbeGroup', '--primitive=Group', '--group=Layout']);
    await generate(root, 'api-feature', ['probe-notes']);
    await generate(root, 'site-route', [
      'probe-notes',
      '--path=notes/:id',
      '--title=Заметки «пробы»',
    ]);
  }, SETUP_LIMIT);

  afterAll(() => {
    for (const child of running) child.kill();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('write the files they promise and register them', () => {
    for (const file of everyFile) expect(existsSync(join(root, file)), file).toBe(true);
    const read = (file: string) => readFileSync(join(root, file), 'utf8');
    expect(read('libs/ui/src/index.ts')).toContain("export * from './components/ProbeButton';");
    expect(read('apps/api/src/app.module.ts')).toMatch(
      /import \{ ProbeNotesModule \} from '\.\/features\/probe-notes';[\s\S]*ProbeNotesModule,\s+\.\.\.extraImports/,
    );
    expect(read('libs/domain/src/api/contract.ts')).toContain('...probeNotesEndpoints,');
    expect(read('libs/domain/src/api/routes/probe-notes.ts')).toContain(
      'export const probeNotesRoute',
    );
    expect(read('libs/domain/src/api/routes/index.ts')).toContain("export * from './probe-notes';");
    expect(read('apps/site/src/app/router.tsx')).toMatch(
      /lazyPage\('probeNotes', \(\) =>\s+import\('\.\.\/routes\/probe-notes\/route'\)[\s\S]*const sitePages\b(?:(?!\n\];)[\s\S])*\{ path: '\/notes\/:id', element: <ProbeNotesPage \/> \},\n\];/,
    );
  });

  it(
    'refuse to write over what exists',
    async () => {
      const again = await run(root, 'nx', ['g', './tools/generators:component', 'ProbeButton']);
      expect(again.code).not.toBe(0);
      expect(again.output).toContain('exists already');
    },
    STEP_LIMIT,
  );

  it(
    'lint clean with the workspace config (module boundaries and the mongoose rule included)',
    async () => {
      await succeeds(root, 'eslint', ['--max-warnings=0', ...everyFile]);
    },
    STEP_LIMIT,
  );

  it(
    'are formatted as Prettier formats them',
    async () => {
      await succeeds(root, 'prettier', ['--check', ...everyFile]);
    },
    STEP_LIMIT,
  );

  it(
    'typecheck in every project they touch',
    async () => {
      const check = (tsconfig: string) => succeeds(root, 'tsc', ['-p', tsconfig, '--noEmit']);
      // The site's program holds libs/ui's index and the components it exports; the components'
      // stories and tests are checked here, with libs/ui's own options, and nothing else of libs/ui.
      writeFileSync(
        join(root, 'libs/ui/tsconfig.generated.json'),
        JSON.stringify({
          extends: './tsconfig.json',
          include: written.ui.map((file) => file.replace(/^libs\/ui\//, '')),
        }),
      );
      // Two at a time: as many as the machine has cores, here.
      await Promise.all([check('apps/api/tsconfig.json'), check('apps/site/tsconfig.json')]);
      await Promise.all([
        check('libs/domain/tsconfig.json'),
        check('libs/ui/tsconfig.generated.json'),
      ]);
    },
    STEP_LIMIT,
  );

  it(
    'pass their own tests: the components',
    async () => {
      await succeeds(root, 'vitest', [
        'run',
        '--config',
        'libs/ui/vitest.config.mts',
        'src/components/Probe',
      ]);
    },
    STEP_LIMIT,
  );

  it(
    'pass their own tests: the page',
    async () => {
      await succeeds(root, 'vitest', [
        'run',
        '--config',
        'apps/site/vitest.config.mts',
        'src/routes/probe-notes',
      ]);
    },
    STEP_LIMIT,
  );

  it(
    'pass their own tests and the whole-API ones: the feature (real database, real HTTP)',
    async () => {
      const output = await succeeds(root, 'vitest', [
        'run',
        '--config',
        'apps/api/vitest.config.mts',
        'src/features/probe-notes',
        'test/probe-notes',
        // Every call of the contract is served and documented; every route not public answers 401.
        'test/openapi.spec.ts',
        'test/routes.spec.ts',
      ]);
      expect(output).toMatch(/Test Files +4 passed/);
    },
    STEP_LIMIT,
  );

  it(
    'keep the contract whole: libs/domain/src/api/routes/ as written from it',
    async () => {
      await succeeds(root, 'vitest', ['run', '--config', 'tools/vitest.config.mts', 'contract/']);
    },
    STEP_LIMIT,
  );
});
