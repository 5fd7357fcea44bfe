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
 * Stories with a play function are interaction tests (run by the story tests); their look after the
 * play is not a stable baseline, so the visual baseline is each component's plain and Catalog stories.
 */
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('play-fn'),
);

test('the static Storybook lists stories to compare', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await expect(page.locator('#storybook-root')).not.toBeEmpty();
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
