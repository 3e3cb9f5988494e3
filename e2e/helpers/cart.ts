import { expect, type Page } from '@playwright/test';

/** "Basket, 3 items" / "Basket, 1 item" / "Basket, 0 items": the header basket link's exact name. */
export function basketLabel(count: number): string {
  return `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function basketLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Basket, \d+ items?$/ });
}

export async function expectBasketCount(page: Page, count: number): Promise<void> {
  await expect(basketLink(page)).toHaveAccessibleName(basketLabel(count));
}

/** Opens the basket from the header link. */
export async function openBasket(page: Page): Promise<void> {
  await basketLink(page).click();
  await expectBasketPage(page);
}

export async function gotoBasket(page: Page): Promise<void> {
  await page.goto('/checkout/cart');
  await expectBasketPage(page);
}

export async function expectBasketPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your basket…' })).toHaveCount(0);
}

/** The list item of one basket line. */
export function basketLine(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Items in your basket' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

export function lineQuantity(page: Page, name: string) {
  return page.getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true });
}

export function lineOption(page: Page, name: string, option: 'once' | 'subscribe') {
  return page
    .getByRole('group', { name: `Purchase option for ${name}`, exact: true })
    .getByRole('radio', { name: option === 'once' ? 'One-time purchase' : 'Subscribe – delivered every month' });
}

/** The totals table: 'Basket totals' on the basket page, 'Order totals' in checkout. */
export function orderTotals(page: Page) {
  return page.getByRole('table', { name: /^(Basket|Order) totals$/ });
}

/** The value cell of a totals row, e.g. 'Grand Total'. */
export function totalsValue(page: Page, rowLabel: string) {
  return orderTotals(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowLabel, exact: true }) })
    .getByRole('cell');
}

export async function increaseQuantity(page: Page, name: string): Promise<void> {
  const qty = lineQuantity(page, name);
  const before = Number(await qty.inputValue());
  await page.getByRole('button', { name: `Increase ${name} quantity`, exact: true }).click();
  await expect(qty).toHaveValue(String(before + 1));
  await expect(qty).toBeEnabled();
}

export async function removeLine(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(0);
}

/** Removes every line (a retry may find the previous attempt's items in a customer's basket). */
export async function emptyBasket(page: Page): Promise<void> {
  await gotoBasket(page);
  const removeButtons = page.getByRole('button', { name: /^Remove / });
  while ((await removeButtons.count()) > 0) {
    const before = await removeButtons.count();
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(before - 1);
  }
  await expect(page.getByText('You have no items in your shopping cart.')).toBeVisible();
  await expectBasketCount(page, 0);
}

export async function proceedToCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout(#shipping)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}
