import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { accountNav, gotoLogin, JANE, login } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

// Jane Doe's saved card (seeded): she finds it under Stored Payment Methods and asks to delete it, then
// cancels. Other journeys pay with her card, so this one runs in one project and scans at 375 px and 1280 px itself.
test('Jane sees her saved Visa ending 1111 and cancels its deletion', async ({ page }) => {
  const scan = async (label: string) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `${label} at ${width} px`);
      if (width === 375) await expectNoHorizontalScroll(page);
    }
  };
  await gotoLogin(page);
  await login(page, JANE);
  await accountNav(page).getByRole('link', { name: 'Stored Payment Methods' }).click();
  await expect(page).toHaveURL(/\/vault\/cards\/listaction$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stored Payment Methods' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '•••• 1111' });
  await expect(row).toContainText('12/2030');
  await expect(row).toContainText('Visa');
  await scan('the card list');

  await row.getByRole('button', { name: 'Delete the Visa card ending 1111' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await expect(dialog).toContainText('Are you sure you want to delete the Visa card ending 1111?');
  await scan('the delete dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();

  // Her seeded card stays: the saved-card checkout journey pays with it. Deleting a card for good is
  // shown on a card a new customer saves (e2e/saved-card.spec.ts).
  await page.reload();
  await expect(row).toBeVisible();
});
