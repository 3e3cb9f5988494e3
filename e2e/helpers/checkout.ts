import { expect, type Page } from '@playwright/test';
import { orderTotals, totalsValue } from './cart';
import { LANGUAGES } from '../../src/shared/domain/i18n/languages';
import { escapeRegExp, inAnyLanguage, inEveryLanguage, shopText, textIn } from './texts';
import { shopSetting } from './store-settings';

export interface UkAddress {
  firstname: string;
  lastname: string;
  street: string;
  street2?: string;
  city: string;
  postcode: string;
  telephone: string;
}

export const GUEST_ADDRESS: UkAddress = {
  firstname: 'Alex',
  lastname: 'Guest',
  street: '10 Downing Street',
  city: 'London',
  postcode: 'SW1A 2AA',
  telephone: '+447400123456',
};

export const ORDER_NUMBER = /^\d{9}$/;

export function checkoutProgress(page: Page) {
  return page.getByRole('navigation', { name: inAnyLanguage('checkout.progressNav') });
}

export async function expectShippingStep(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: await shopText(page, 'checkout.title') })).toBeVisible();
  await expect(checkoutProgress(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: await shopText(page, 'checkout.methods.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: await shopText(page, 'checkout.shipping.next'), exact: true })).toBeVisible();
}

/** The 'Your Order' disclosure's header button (its name starts with the title, in the page's language). */
export function orderSummaryToggle(page: Page) {
  const titles = [...new Set(LANGUAGES.map((language) => escapeRegExp(textIn(language, 'checkout.summary.title'))))];
  return page.getByRole('region', { name: inAnyLanguage('checkout.summary.title') }).getByRole('button', { name: new RegExp(`^(${titles.join('|')})\\b`) });
}

/**
 * The journeys read the summary's totals on the payment step: at phone width 'Your Order' starts
 * collapsed, so it is opened there (the choice is kept for the tab, across the steps). Not on arrival:
 * a click there is the shopper's first touch, which starts loading the next step's code.
 */
export async function openOrderSummary(page: Page, clickTimeout?: number): Promise<void> {
  const toggle = orderSummaryToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click({ timeout: clickTimeout });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** The guest's email, delivery address and telephone on the shipping step. */
export async function fillGuestShipping(page: Page, email: string, address: UkAddress = GUEST_ADDRESS): Promise<void> {
  const emailField = page.getByRole('textbox', { name: inAnyLanguage('checkout.email.label') });
  await emailField.fill(email);
  await expect(emailField).toHaveAccessibleDescription(new RegExp(escapeRegExp(await shopText(page, 'checkout.email.createAccountLater'))));
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(address.firstname);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(address.lastname);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(address.street);
  if (address.street2) await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street2') }).fill(address.street2);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(address.city);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(address.postcode);
  await page
    .getByRole('main')
    .getByRole('combobox', { name: inAnyLanguage('checkout.address.country') })
    .selectOption({ label: 'United Kingdom' });
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(address.telephone);
}

/** Picks a delivery rate by the start of its radio's name ('Fixed Flat Rate', 'Free Free Shipping'; `deliveryRateName` in any store). */
export async function chooseDeliveryMethod(page: Page, name: string | RegExp): Promise<void> {
  const radio = page
    .getByRole('region', { name: inAnyLanguage('checkout.methods.title') })
    .getByRole('radio', { name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}`) : name });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** Next on the shipping step, then waits for the payment step. */
export async function goToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: inAnyLanguage('checkout.shipping.next') }).click();
  await expectPaymentStep(page);
}

export async function expectPaymentStep(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout#payment$/);
  await expect(page.getByRole('heading', { level: 2, name: await shopText(page, 'checkout.payment.methodsTitle'), exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: await shopText(page, 'checkout.billing.title'), exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: await shopText(page, 'checkout.summary.title') })).toBeVisible();
  // The age step's popup may open over the page (inert behind it) as the step arrives, before or while
  // the summary is opened: whichever comes first wins, and with the popup the summary is opened after it.
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0) return;
  const first = await Promise.race([
    dialog.waitFor({ state: 'visible', timeout: 30_000 }).then(
      () => 'popup' as const,
      () => 'no popup' as const,
    ),
    openOrderSummary(page, 15_000).then(
      () => 'summary' as const,
      () => 'blocked' as const,
    ),
  ]);
  if (first === 'popup' || (await dialog.count()) > 0) return;
  if (first === 'blocked') await openOrderSummary(page);
  await expect(orderTotals(page)).toBeVisible();
}

/** Chooses a payment method by its title in the page's store, cash on delivery unless named, and waits for the order to be ready. */
export async function choosePaymentMethod(page: Page, name?: string): Promise<void> {
  name ??= await shopSetting(page, 'payment/cashondelivery/title');
  const radio = page.getByRole('radiogroup', { name: inAnyLanguage('checkout.payment.methodsTitle') }).getByRole('radio', { name, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
  await expect(page.getByRole('checkbox', { name: inAnyLanguage('checkout.billing.sameAsShipping') })).toBeChecked();
  // The method is saved on the cart before the order can be placed (the button waits for it).
  await expect(page.getByRole('button', { name: inAnyLanguage('checkout.payment.placeOrder') })).toBeEnabled();
}

export function grandTotalCell(page: Page) {
  return totalsValue(page, inAnyLanguage('pricing.totals.grandTotal'));
}

/**
 * Ticks every required agreement the store asks for under the payment method (the UK store's Terms
 * and Conditions); nothing in a store that asks for none. The button waits for the agreements to load.
 */
export async function acceptAgreements(page: Page): Promise<void> {
  const placeOrValidate = inEveryLanguage((language) => textIn(language, 'checkout.payment.placeOrder')).source.slice(1, -1);
  const validate = inEveryLanguage((language) => textIn(language, 'checkout.payment.validate')).source.slice(1, -1);
  await expect(page.getByRole('button', { name: new RegExp(`^(${placeOrValidate}|${validate})$`) }).first()).toBeEnabled();
  for (const box of await page.locator('.checkout-agreements').getByRole('checkbox').all()) await box.check();
}

/** Place Order (the store's agreements ticked first), then the success page; returns the order number it shows. */
export async function placeOrder(page: Page): Promise<string> {
  await acceptAgreements(page);
  await page.getByRole('button', { name: inAnyLanguage('checkout.payment.placeOrder') }).click();
  return expectSuccessPage(page);
}

export async function expectSuccessPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: await shopText(page, 'orders.success.title') })).toBeVisible();
  // 'Your order number is: {{number}}.' in the page's language, the number read from its place.
  const [before, after] = (await shopText(page, 'orders.success.number', { number: '\u0000' })).split('\u0000');
  const pattern = new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`);
  const line = page.getByText(pattern);
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  const number = pattern.exec(text)?.[1] ?? '';
  expect(number, `order number in "${text}"`).toMatch(ORDER_NUMBER);
  await expect(page.getByRole('link', { name: inAnyLanguage('basket.continueShopping') })).toBeVisible();
  return number;
}

/** '£23.46' → 23.46 */
export function parseMoney(text: string): number {
  const value = Number(text.replace(/[^0-9.-]/g, ''));
  if (!Number.isFinite(value) || text.trim() === '') throw new Error(`not an amount: "${text}"`);
  return value;
}

export function formatMoney(value: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value);
}
