import { expect, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/domain/i18n/languages';
import { escapeRegExp, inAnyLanguage, inEveryLanguage, shopText, textIn } from './texts';

/** "Basket, 3 items", "Panier, 3 articles", "Warenkorb, 3 Artikel": the header's basket link in any store. */
const BASKET_LINK_NAME = new RegExp(`^(${[...new Set(LANGUAGES.map((l) => textIn(l, 'header.basket')))].join('|')}), \\d+ \\S+$`);

export function basketLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: BASKET_LINK_NAME });
}

/** The header's basket link says the count, in the page's language ("Basket, 3 items" in the UK store). */
export async function expectBasketCount(page: Page, count: number): Promise<void> {
  await expect(basketLink(page)).toHaveAccessibleName(await shopText(page, 'header.basketItems', { count }));
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
  await expect(page.getByRole('heading', { level: 1, name: await shopText(page, 'basket.title') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: await shopText(page, 'basket.loading') })).toHaveCount(0);
}

/** The list item of one basket line. */
export function basketLine(page: Page, name: string) {
  return page
    .getByRole('list', { name: inAnyLanguage('basket.linesLabel') })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

export function lineQuantity(page: Page, name: string) {
  return page.getByRole('spinbutton', { name: inAnyLanguage('basket.line.quantity', { name }) });
}

export function lineOption(page: Page, name: string, option: 'once' | 'subscribe') {
  return page.getByRole('group', { name: inAnyLanguage('basket.line.purchaseOption', { name }) }).getByRole('radio', {
    name:
      option === 'once'
        ? inAnyLanguage('basket.line.oneTime')
        : inEveryLanguage((l) => `${textIn(l, 'basket.line.subscribe')} ${textIn(l, 'subscription.intervalNote', { count: 1 })}`),
  });
}

/** The totals table: 'Basket totals' on the basket page, 'Order totals' in checkout (each in the store's language). */
const TOTALS_CAPTION = new RegExp(`${inAnyLanguage('basket.totalsCaption').source}|${inAnyLanguage('pricing.totals.caption').source}`);

export function orderTotals(page: Page) {
  return page.getByRole('table', { name: TOTALS_CAPTION });
}

/** The value cell of a totals row, e.g. 'Grand Total' (exact text, or a pattern such as inAnyLanguage('pricing.totals.grandTotal')). */
export function totalsValue(page: Page, rowLabel: string | RegExp) {
  return orderTotals(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowLabel, exact: typeof rowLabel === 'string' }) })
    .getByRole('cell');
}

export async function increaseQuantity(page: Page, name: string): Promise<void> {
  const qty = lineQuantity(page, name);
  const before = Number(await qty.inputValue());
  await page.getByRole('button', { name: inAnyLanguage('basket.line.increase', { name }) }).click();
  await expect(qty).toHaveValue(String(before + 1));
  await expect(qty).toBeEnabled();
}

export async function removeLine(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: inAnyLanguage('basket.line.removeItem', { name }) }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(0);
}

/** Removes every line (a retry may find the previous attempt's items in a customer's basket). */
export async function emptyBasket(page: Page): Promise<void> {
  await gotoBasket(page);
  // 'Remove {{name}}' in the page's language, whatever the line's name.
  const [before, after] = (await shopText(page, 'basket.line.removeItem', { name: '\u0000' })).split('\u0000').map(escapeRegExp);
  const removeButtons = page.getByRole('button', { name: new RegExp(`^${before}.+${after}$`) });
  while ((await removeButtons.count()) > 0) {
    const lines = await removeButtons.count();
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(lines - 1);
  }
  await expect(page.getByText(await shopText(page, 'basket.empty'), { exact: true })).toBeVisible();
  await expectBasketCount(page, 0);
}

export async function proceedToCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: await shopText(page, 'basket.proceedToCheckout'), exact: true }).click();
  await expect(page).toHaveURL(/\/checkout(#shipping)?$/);
  await expect(page.getByRole('heading', { level: 1, name: await shopText(page, 'checkout.title') })).toBeVisible();
}
