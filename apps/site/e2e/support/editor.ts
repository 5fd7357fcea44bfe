import { expect, type Locator } from '@playwright/test';

/** Types into an editor's text as a person would (click, then keys), and waits until it shows. */
export async function writeInto(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.pressSequentially(text);
  await expect(box).toContainText(text);
}
