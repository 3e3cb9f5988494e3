import { expect, test } from '@playwright/test';
import { BASKET_PRODUCTS, basketTotalsValue, seedGuestBasket } from './helpers/basket';
import { gotoBasket, lineQuantity } from './helpers/cart';
const { crispMint, epen3 } = BASKET_PRODUCTS;
test('measure', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }, { sku: epen3.sku, qty: 1 }]);
  await gotoBasket(page);
  await expect(basketTotalsValue(page, 'Grand Total')).toBeVisible();
  await page.waitForTimeout(1000);
  const seen: string[] = [];
  page.on('request', (r) => { if (!r.url().includes('/assets/')) seen.push(`${r.method()} ${r.url()}`); });
  await page.getByRole('button', { name: `Increase ${crispMint.name} quantity` }).click();
  await expect(lineQuantity(page, crispMint.name)).toHaveValue('2');
  await page.waitForTimeout(1500);
  console.log('PLUS', JSON.stringify(seen, null, 1));
});
