/**
 * `npm run bench:editor`: the writing surface's cost on this machine (docs/architecture.md
 * § Budgets).
 *
 * 1. The JavaScript a writing surface adds to a page, gzipped (`chunk-size.ts`; the aim is at most
 *    120 KB with ProseMirror).
 * 2. Typing in Chromium: keystroke-to-update times in the 20,000-character story
 *    (`Editor/MarkupEditor/LongDocument`) against an empty one (the same story, emptied), as a ratio, in the built
 *    Storybook (`--skip-build` uses the one in storybook-static as it is).
 *
 *   --keystrokes 200  --skip-build
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { freeLoopbackPort, repositoryRoot } from '../../db/index.ts';
import { spawnOwned } from '../../process/owned-process.ts';
import { waitForHttpOk } from '../../process/wait-for-http.ts';
import { chromiumArgs, chromiumExecutable } from '../../testing/chromium.ts';
import { measureEditorChunk } from './chunk-size.ts';
import { timeTyping, type TypingSummary } from './typing.ts';

const { values: flags } = parseArgs({
  options: {
    keystrokes: { type: 'string', default: '200' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const chunks = await measureEditorChunk();
for (const editor of chunks.editors) {
  console.log(`${editor.entry}: adds ${kb(editor.bytes)} gzipped to a page (aim 120 KB)`);
  for (const file of editor.files) console.log(`  ${kb(file.bytes)} ${file.file}`);
}

const storybook = join(repositoryRoot, 'storybook-static');
if (!flags['skip-build'] || !existsSync(join(storybook, 'index.json'))) {
  const build = spawnOwned(
    join(repositoryRoot, 'node_modules/.bin/nx'),
    ['run', 'storybook:build'],
    {
      cwd: repositoryRoot,
    },
  );
  if ((await build.exited) !== 0) throw new Error('The Storybook build failed');
}

const port = await freeLoopbackPort();
const server = spawnOwned(
  join(repositoryRoot, 'node_modules/.bin/vite'),
  [
    'preview',
    '--outDir',
    'storybook-static',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ],
  { cwd: repositoryRoot, stdout: 'ignore' },
);
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  await waitForHttpOk(`http://127.0.0.1:${port}/index.json`, {
    timeoutMs: 60_000,
    givenUp: server.exited,
  });
  const typed = // Latin letters: Playwright presses keys for them (keydown and all); other scripts it inserts as text.
    'typing in the middle of a long text stays smooth '
      .repeat(10)
      .slice(0, Number(flags.keystrokes));
  const run = async (args: string): Promise<TypingSummary> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(
      `http://127.0.0.1:${port}/iframe.html?id=editor-markupeditor--long-document&viewMode=story${args}`,
    );
    await page.getByRole('textbox').first().waitFor();
    const summary = await timeTyping(page, typed);
    await page.close();
    return summary;
  };
  const short = await run('&args=value:');
  const long = await run('');
  const line = (name: string, summary: TypingSummary) =>
    `${name.padEnd(26)} text ${ms(summary.text.median)} (p95 ${ms(summary.text.p95)}), value ${ms(summary.value.median)} (p95 ${ms(summary.value.p95)}), next frame ${ms(summary.frame.median)} (p95 ${ms(summary.frame.p95)}); ${summary.keystrokes} keystrokes`;
  console.log('Keystroke to update, median (p95):');
  console.log(line('empty document', short));
  console.log(line('20,000-character document', long));
  console.log(
    `Ratio, long to empty (median to next frame): ${(long.frame.median / short.frame.median).toFixed(2)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
