import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

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
 * Stories tagged `responsive` change layout at the 850 px breakpoint (SPEC.md §9), so the tablet
 * project shoots them too; the marker in the title is what that project's `grep` selects.
 */
const tabletMarker = '@tablet';
const titleOf = (story: IndexEntry, theme: string) =>
  `${story.title} / ${theme}${story.tags?.includes('responsive') ? ` ${tabletMarker}` : ''}`;

test('the static Storybook lists Catalog stories to compare', () => {
  expect(catalogs.length).toBeGreaterThan(0);
});

for (const story of catalogs) {
  for (const theme of themes) {
    test(titleOf(story, theme), async ({ page }) => {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // Storybook marks <body> once the story is shown (overlays render outside #storybook-root, and
      // some stories have no text to wait for); an error display instead would fail the screenshot.
      await expect(page.locator('body.sb-show-main')).toBeAttached();
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
