import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable, collectGarbage } from '../tools/testing/chromium.ts';
import { vitestReporters } from '../tools/testing/vitest-reports.ts';
import { workspaceAliases } from '../tools/vite/workspace-aliases.ts';

/** Every story runs as a test in headless Chromium: it renders, its play function passes, axe is clean. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [storybookTest({ configDir: import.meta.dirname }), vanillaExtractPlugin()],
  resolve: { alias: workspaceAliases },
  // Vite otherwise finds these runtime helpers of vanilla-extract only while the stories run, and
  // reloads the browser mid-run (a story file then fails to import).
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  test: {
    // Nx's Storybook tooling expects this name.
    name: 'storybook',
    // One story file at a time. Files run side by side share one page, each in its own frame, and a
    // focus in one frame blurs the window of the others: a story that holds the focus (a combobox
    // typed into, an editor) then sees a blur it never caused. react-aria's ComboBox commits on
    // blur, closing its list and clearing what was typed, so its keyboard story failed now and then.
    fileParallelism: false,
    // A story that uses every tool of an editor inside a form takes some 10 s on a quiet machine:
    // vitest's 15 s default would fail it on a loaded one, which says nothing about the story.
    testTimeout: 60_000,
    // Chromium frees each finished file's iframe only when told to; without it the page runs out of
    // file descriptors after some dozens of files and drops Vitest's socket (tools/testing/chromium.ts).
    setupFiles: [join(import.meta.dirname, 'vitest.setup.ts')],
    browser: {
      commands: { collectGarbage },
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
    ...vitestReporters('storybook'),
  },
});
