import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

// A first visit: no answer to the cookie banner yet (the other journeys start with one, playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const BANNER = 'Cookies on Vype';

test('a first visit asks about cookies; Reject is as easy as Accept, by keyboard, and the footer asks again @mobile', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { level: 2, name: BANNER })).toBeVisible();
  await expectNoAxeViolations(page, 'cookie banner');

  await test.step('the banner comes first in the tab order, with Accept, Reject and the policy side by side', async () => {
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Accept analytics cookies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Reject analytics cookies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'View our cookie policy' })).toBeFocused();
  });

  await test.step('Reject: kept in a strictly necessary cookie, confirmed with focus on the message', async () => {
    await banner.getByRole('button', { name: 'Reject analytics cookies' }).focus();
    await page.keyboard.press('Enter');
    const message = page.getByText(/^You’ve rejected analytics cookies\./);
    await expect(message).toBeFocused();
    await expectNoAxeViolations(page, 'cookie choice confirmed');
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('rejected');
    await page.getByRole('button', { name: 'Hide cookie message' }).click();
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  });

  await test.step('the next page does not ask again; Cookie settings in the footer does', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: BANNER })).toBeFocused();
    await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
  });
});

test('the cookie policy names the cookies the shop sets', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: BANNER }).getByRole('link', { name: 'View our cookie policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  for (const cookie of ['shop_session', 'store', 'cookie_consent']) await expect(page.getByText(cookie, { exact: true })).toBeVisible();
  // Before any answer: no cookie but the strictly necessary ones.
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names.filter((name) => !['shop_session', 'store'].includes(name))).toEqual([]);
  await expectNoAxeViolations(page, 'cookie policy');
});
