import { expect, type Page } from '@playwright/test';

/** The checkout's address finder (spec 001 §2, §4), found by role and label. */
export function finderInput(page: Page) {
  return page.getByRole('combobox', { name: 'Quick Address Finder' });
}

export function finderList(page: Page) {
  return page.getByRole('listbox', { name: 'Quick Address Finder' });
}

export function finderOptions(page: Page) {
  return finderList(page).getByRole('option');
}

/** The live region announcing the list ('7 matching results…'). */
export function finderStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /matching results|No results found/ });
}

export async function searchFinder(page: Page, text: string): Promise<void> {
  const input = finderInput(page);
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 20 });
  await expect(finderList(page)).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
}
