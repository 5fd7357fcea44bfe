import type { Locator, Page } from '@playwright/test';

/** Whether the page is as narrow as a phone's, where the bottom navigation replaces the top bar's. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/** The bottom navigation's «Поиск», which opens the search box on a phone. */
export const bottomSearchToggle = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('button', { name: 'Поиск' });

/** The search box the reader sees (the top bar's, or the phone's once opened). */
export const visibleSearchBox = (page: Page): Locator =>
  page.getByRole('combobox', { name: 'Поиск' }).locator('visible=true');

/** The search box, opened first from the bottom navigation on a phone. */
export async function openSearchBox(page: Page): Promise<Locator> {
  if (isMobile(page)) await bottomSearchToggle(page).click();
  return visibleSearchBox(page);
}
