import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../testing/chromium';

/*
 * The three libraries as a developer outside the workspace takes them (docs/architecture.md
 * § Projects and boundaries): packed by their `pack` targets, installed from the tarballs into a new
 * Vite + React 18 app in a temporary folder outside the repository with nothing else of the
 * workspace (react, react-dom, vite, @vitejs/plugin-react and React's types from the registry; every
 * other package, react-aria-components and Remirror included, must come from what the tarballs
 * declare), type-checked against their declarations, built with a plain Vite config (no
 * vanilla-extract plugin) and opened in Chromium. The app is what each README's "Using it outside
 * this workspace" says to write.
 *
 * Measured on a two-core machine shared with other runs: packing 40-65 s without Nx's cache (mostly
 * the declarations' `tsc`) and 5 s with it, installing 20-35 s with npm's cache warm, the rest a few
 * seconds each; the test prints its steps' times. The limits are generous: on a busy machine a step
 * can take many times as long.
 */

const repositoryRoot = join(import.meta.dirname, '..', '..');
const LIBRARIES = ['domain', 'ui', 'editor'] as const;
const STEP_LIMIT = 600_000;

interface Run {
  code: number;
  output: string;
}

/** Runs a command to its end; the output is kept for the failure message. */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  // The commands run as from a shell: without Vitest's NODE_ENV=test (under which Vite builds the
  // app, and would build the packages, for development), and without the Nx variables of the task
  // running this test, which describe that task, not the packing (an Nx run of its own); only a
  // skipped cache carries over.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && (!name.startsWith('NX_') || name === 'NX_SKIP_NX_CACHE'),
    ),
  );
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NO_COLOR: '1', CI: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

async function succeed(command: string, args: string[], cwd: string): Promise<void> {
  const { code, output } = await run(command, args, cwd);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`);
}

/** The version the workspace has installed, so npm finds it in its cache. */
function installedVersion(name: string): string {
  const manifest = join(repositoryRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function tarball(library: (typeof LIBRARIES)[number]): string {
  const manifest = JSON.parse(
    readFileSync(join(repositoryRoot, 'libs', library, 'package.json'), 'utf8'),
  ) as { version: string };
  return join(repositoryRoot, 'dist', 'packages', `vn-${library}-${manifest.version}.tgz`);
}

/** The app a developer writes after reading the READMEs: a theme class, two stylesheets, the components. */
const APP_FILES: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <title>@vn packages</title>
  </head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['src'],
  }),
  'src/main.tsx': `import '@vn/ui/style.css';
import '@vn/editor/style.css';
import { developmentStatusLabels } from '@vn/domain';
import { MarkupView } from '@vn/editor';
import { Button, NovelCard, darkPalette, darkTheme } from '@vn/ui';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The editor is an entry of its own, loaded when first shown.
const MarkupEditor = lazy(() =>
  import('@vn/editor/markup-editor').then((module) => ({ default: module.MarkupEditor })),
);

// The dark theme, not the light one every page has without a class: the class must do something.
document.documentElement.classList.add(darkTheme);

function App() {
  const [added, setAdded] = useState(false);
  const [draft, setDraft] = useState('');
  return (
    <main data-accent={darkPalette.accent}>
      <Button onPress={() => setAdded(true)}>{added ? 'В списке' : 'Добавить в список'}</Button>
      <NovelCard
        href="/novels/beskonechnoe-leto"
        name="Бесконечное лето"
        status="done"
        rating={8.34}
        translationStatus="done"
      />
      <p>{developmentStatusLabels.done}</p>
      <MarkupView value="Финал: [spoiler=Концовка]Семён просыпается в автобусе[/spoiler]" />
      <Suspense fallback={null}>
        <MarkupEditor label="Комментарий" value={draft} onChange={setDraft} />
      </Suspense>
      <section aria-label="Черновик">
        <MarkupView value={draft} />
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/** The built app, as any static host serves it. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    try {
      if (!file.startsWith(root)) throw new Error('outside the app');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'text/plain' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** `#a897fb` → `rgb(168, 151, 251)`, as `getComputedStyle` answers. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('the libraries outside the workspace (npm pack, then a new Vite + React app)', () => {
  let app: string;
  let server: Server | undefined;
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    // Each step's seconds, printed at the end: the test's time is watched (tools/test/run.ts's lane).
    const seconds: string[] = [];
    let started = Date.now();
    const lap = (step: string) => {
      seconds.push(`${step} ${Math.round((Date.now() - started) / 1000)} s`);
      started = Date.now();
    };

    await succeed(
      join(repositoryRoot, 'node_modules', '.bin', 'nx'),
      ['run-many', '-t', 'pack', '-p', LIBRARIES.join(','), '--outputStyle=static'],
      repositoryRoot,
    );
    lap('packed');

    app = mkdtempSync(join(tmpdir(), 'vn-packages-'));
    for (const [path, text] of Object.entries(APP_FILES)) {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), text);
    }
    const fromRegistry = (names: string[]) =>
      Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'vn-packages-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(
            LIBRARIES.map((library) => [`@vn/${library}`, `file:${tarball(library)}`]),
          ),
          ...fromRegistry(['react', 'react-dom']),
        },
        devDependencies: fromRegistry([
          '@types/react',
          '@types/react-dom',
          '@vitejs/plugin-react',
          'vite',
        ]),
      }),
    );
    await succeed('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app);
    lap('installed');
    // The packages' declarations, as the app's editor sees them (the workspace's TypeScript).
    await succeed(
      join(repositoryRoot, 'node_modules', '.bin', 'tsc'),
      ['-p', join(app, 'tsconfig.json')],
      app,
    );
    lap('type-checked');
    await succeed(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);
    lap('built');

    server = await serve(join(app, 'dist'));
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    page = await browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page
      .getByRole('main')
      .waitFor({ timeout: 20_000 })
      .catch((error: Error) => {
        throw new Error(`${error.message}\nThe page's errors: ${failures.join('\n') || 'none'}`);
      });
    expect(failures).toEqual([]);
    lap('opened');
    console.log(`The packages in a new app: ${seconds.join(', ')}.`);
  }, STEP_LIMIT);

  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    if (app) rmSync(app, { recursive: true, force: true });
  });

  it("shows @vn/ui's Button in the theme of the class on <html>, from the package's stylesheet", async () => {
    const button = page.getByRole('button', { name: 'Добавить в список' });
    await expect.poll(() => button.isVisible()).toBe(true);
    const accent = await page.getByRole('main').getAttribute('data-accent');
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { background: computed.backgroundColor, font: computed.fontFamily };
    });
    // Without the stylesheet a button is the browser's grey; without the class, the light accent.
    expect(style.background).toBe(rgb(accent ?? ''));
    expect(style.font).toContain('Inter Variable');
    await button.click();
    await expect.poll(() => page.getByRole('button', { name: 'В списке' }).isVisible()).toBe(true);
  });

  it("loads the theme's typeface through the stylesheet's import of @fontsource-variable/inter", async () => {
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      const families: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') families.push(face.family.replaceAll('"', ''));
      });
      return families;
    });
    expect(loaded).toContain('Inter Variable');
  });

  it("shows @vn/ui's NovelCard as a link named by the novel, with its status from @vn/domain", async () => {
    const card = page.getByRole('link', { name: /Бесконечное лето/ });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getAttribute('href')).toBe('/novels/beskonechnoe-leto');
    expect(await card.innerText()).toContain('Полный');
    expect(await page.locator('main > p').innerText()).toBe('Полный');
  });

  it("renders markup with @vn/editor's MarkupView: a spoiler opens on its title", async () => {
    const spoiler = page.getByRole('button', { name: 'Концовка' });
    await expect.poll(() => spoiler.isVisible()).toBe(true);
    const secret = page.getByText('Семён просыпается в автобусе');
    expect(await secret.isVisible()).toBe(false);
    await spoiler.click();
    await expect.poll(() => secret.isVisible()).toBe(true);
  });

  it('loads @vn/editor/markup-editor when shown: what is typed reaches the app as markup', async () => {
    const editor = page.getByRole('textbox', { name: 'Комментарий' });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('Привет из редактора');
    const draft = page.getByRole('region', { name: 'Черновик' });
    await expect.poll(() => draft.innerText()).toBe('Привет из редактора');
  });
});
