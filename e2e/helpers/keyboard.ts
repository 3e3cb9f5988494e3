import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the control has focus: it must be reachable from the keyboard, in order. */
export async function tabTo(page: Page, control: Locator, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await control.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

export async function typeInto(page: Page, control: Locator, text: string): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.type(text);
}
