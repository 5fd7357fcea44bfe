import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Presses Tab until `target` has the focus, at most `maxPresses` times (a keyboard-only reader's way
 * there, without the mouse), and expects it focused then.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
