import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const indexFile = join(import.meta.dirname, '..', '..', 'storybook-static', 'index.json');
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

/*
 * The visual baseline is each component's `Catalog` story (every variant and state, no play
 * function), in both themes; interaction stories are checked by the story tests instead.
 */
const catalogs = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.name === 'Catalog',
);
const themes = ['light', 'dark'] as const;

/**
 * Stories tagged `responsive` change layout at the 850 px breakpoint (docs/product §9), so the tablet
 * project shoots them too; the marker in the title is what that project's `grep` selects.
 */
const tabletMarker = '@tablet';
const titleOf = (story: IndexEntry, theme: string) =>
  `${story.title} / ${theme}${story.tags?.includes('responsive') ? ` ${tabletMarker}` : ''}`;

base('the static Storybook lists Catalog stories to compare', () => {
  expect(catalogs.length).toBeGreaterThan(0);
});

/** The render phases after which Storybook has committed the story (and run its play function). */
const drawnPhases = ['completed', 'afterEach', 'finished'];

/**
 * Waits for what a full-page shot depends on, never for a fixed time: Storybook has finished its
 * render (it marks <body> before React commits, so on a busy machine a large story was once shot at
 * the empty page's 800 px height), the fonts and images have loaded, and the page's size has stopped
 * changing (components that measure themselves settle a frame or two after their first commit).
 */
async function waitUntilStoryIsDrawn(page: Page): Promise<void> {
  await expect(page.locator('body.sb-show-main')).toBeAttached();
  const phase = await page.waitForFunction(
    (settled) => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const current = preview?.currentRender?.phase ?? '';
      return settled.includes(current) ? current : false;
    },
    [...drawnPhases, 'errored'],
  );
  // A story that threw shows Storybook's error display, which must not pass for the story.
  expect(await phase.jsonValue()).not.toBe('errored');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy image out of view (a carousel's other slides) would never load, and waiting for it
    // never ends: the shot is of the whole page, so every picture is fetched now.
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : image.decode().catch(() => null),
      ),
    );
  });
  await page.waitForFunction(async () => {
    const size = () =>
      `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = size();
    await frame();
    await frame();
    return size() === before;
  });
}

/**
 * One page per worker, taken from story to story: a new page for every shot loaded Storybook's whole
 * preview into a new context, with nothing in its cache and a cold renderer. Nothing of one story
 * carries to the next: each is opened by a full navigation, with its theme in the address.
 */
const storyTest = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, baseURL } = workerInfo.project.use;
      const page = await browser.newPage({ viewport, baseURL });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of catalogs) {
  for (const theme of themes) {
    storyTest(titleOf(story, theme), async ({ storyPage: page }) => {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      await waitUntilStoryIsDrawn(page);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
