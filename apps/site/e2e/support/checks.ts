import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

/** The WCAG 2.1 A and AA rules, for the checks that stay within them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Checks the page with axe and expects no violations: of every rule, or of `tags`' only; in the
 * whole page, or in what `include` selects.
 */
export async function expectNoAxeViolations(
  page: Page,
  { tags, include }: { tags?: string[]; include?: string } = {},
): Promise<void> {
  let axe = new AxeBuilder({ page });
  if (include !== undefined) axe = axe.include(include);
  if (tags !== undefined) axe = axe.withTags(tags);
  expect((await axe.analyze()).violations).toEqual([]);
}

/**
 * Fails each test of the file, or of the `describe` it is called in, whose page threw a script
 * error: the reader would have met a broken page even where the test's own checks passed. A test
 * that opens more pages has them watched too with `watch`.
 */
export function failOnPageErrors(): { watch: (page: Page) => void } {
  let pageErrors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => pageErrors.push(error.message));
  };
  test.beforeEach(({ page }) => {
    pageErrors = [];
    watch(page);
  });
  test.afterEach(() => {
    expect(pageErrors).toEqual([]);
  });
  return { watch };
}
