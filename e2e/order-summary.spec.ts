import { inAnyLanguage } from './helpers/texts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { BASKET_PRODUCTS, seedGuestBasket, tabTo as tabAround } from './helpers/basket';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { checkoutProgress, chooseDeliveryMethod, fillGuestShipping, formatMoney, goToPayment, orderSummaryToggle, parseMoney } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { tabTo } from './helpers/keyboard';

/** Spec 002 §2, §4: 'Your Order' beside the steps, in the UK store (the last 5 lines, a shipping policy). */
const SHOTS = '/tmp/shots-summary';
const { crispMint, darkCherry, epen3 } = BASKET_PRODUCTS;
const LINES = [
  { sku: 'EPOD2-KIT-BLUE', qty: 1 },
  { sku: epen3.sku, qty: 1 },
  { sku: 'ACC-USBC-CABLE', qty: 1 },
  { sku: 'ACC-CARRY-CASE', qty: 1 },
  { sku: darkCherry.sku, qty: 1 },
  { sku: 'EPOD2-TRIAL-KIT', qty: 1 },
  { sku: crispMint.sku, qty: 2, subscribe: true },
];

function summary(page: Page) {
  return page.getByRole('region', { name: inAnyLanguage('checkout.summary.title') });
}

async function openCheckout(page: Page): Promise<void> {
  await seedGuestBasket(page, LINES);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 2, name: inAnyLanguage('checkout.methods.title') })).toBeVisible();
  await expect(orderSummaryToggle(page)).toBeVisible();
}

/** dd/mm/yy one month after today in London (the UK store's time zone), as the summary writes it. */
function nextMonthInLondon(): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = y * 12 + m; // the next month, 0-based index of (y, m + 1)
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year).slice(-2)}`;
}

test('the summary starts collapsed at 375 px, opens by keyboard and stays as chosen across the steps @mobile-only', async ({ page }) => {
  await openCheckout(page);
  const toggle = orderSummaryToggle(page);

  await test.step('collapsed, with the count and grand total in its header', async () => {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('8 Items in Cart');
    await expect(toggle).toContainText(/£\d+\.\d\d/);
    await expect(summary(page).getByRole('table', { name: 'Order totals' })).toBeHidden();
    await expect(summary(page).getByRole('link', { name: 'Return to basket' })).toBeVisible();
    await expectNoAxeViolations(page, 'summary collapsed at 375 px');
    await summary(page).screenshot({ path: `${SHOTS}/summary-collapsed-375.png` });
  });

  await test.step('opened with the keyboard', async () => {
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(summary(page).getByRole('table', { name: 'Order totals' })).toBeVisible();
    await expectNoAxeViolations(page, 'summary open at 375 px');
    await summary(page).screenshot({ path: `${SHOTS}/summary-open-375.png` });
  });

  await test.step('still open on the payment step, and back on shipping', async () => {
    await fillGuestShipping(page, uniqueEmail('summary'));
    await chooseDeliveryMethod(page, /^Free/);
    await goToPayment(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await checkoutProgress(page)
      .getByRole('link', { name: /Shipping/ })
      .click();
    await expect(page).toHaveURL(/#shipping$/);
    await expect(page.getByRole('heading', { level: 2, name: inAnyLanguage('checkout.methods.title') })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page, 'summary closed again on shipping');
  });
});

test('at 1280 px the summary is open: the last 5 lines, subscription rows, notes and the shipping policy by keyboard', async ({ page }) => {
  await openCheckout(page);
  const toggle = orderSummaryToggle(page);
  const region = summary(page);

  await test.step('open, the last 5 of 7 lines and View and Edit Cart', async () => {
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = region.locator('.summary-name');
    await expect(lines).toHaveCount(5);
    await expect(lines.last()).toHaveText(crispMint.name);
    await expect(region.getByText('ePod 2 Device Kit – Blue')).toHaveCount(0);
    await expect(region.getByRole('link', { name: inAnyLanguage('checkout.summary.viewAndEditCart') })).toHaveAttribute('href', '/checkout/cart');
    await expect(region.getByRole('link', { name: 'Return to basket' })).toHaveAttribute('href', '/checkout/cart');
  });

  await test.step('the subscription rows with the next processing date, and the device trial note', async () => {
    const pods = region.getByRole('listitem').filter({ hasText: crispMint.name });
    await expect(pods.getByRole('definition')).toHaveText(['2', 'Monthly subscription', nextMonthInLondon(), `£${(2 * PRODUCTS.crispMint.price).toFixed(2)}`]);
    await expect(pods.getByRole('term')).toHaveText(['Qty', 'Subscription', 'Next processing date', 'Subtotal']);
    await expect(region.getByText(/^14 day trial Amount to be taken on \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page, 'summary open at 1280 px');
  });

  await test.step('the shipping policy opens and closes by keyboard', async () => {
    const policy = region.getByRole('button', { name: inAnyLanguage('checkout.summary.shippingPolicy') });
    await tabTo(page, policy);
    await expect(policy).toHaveAccessibleDescription(/^Orders placed by 2pm on a working day are dispatched the same day\./);
    await page.keyboard.press('Enter');
    await expect(policy).toHaveAttribute('aria-expanded', 'true');
    await expect(region.getByRole('tooltip')).toBeVisible();
    await expectNoAxeViolations(page, 'shipping policy shown');
    await region.screenshot({ path: `${SHOTS}/summary-open-1280.png` });
    await page.keyboard.press('Escape');
    await expect(region.getByRole('tooltip')).toBeHidden();
    await expect(policy).toBeFocused();
  });

  await test.step('collapsed by keyboard', async () => {
    // Back from the policy: past 'View and Edit Cart' to the header.
    await tabAround(page, toggle, { backwards: true, max: 10 });
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(region.locator('.summary-name').first()).toBeHidden();
    await expectNoAxeViolations(page, 'summary collapsed at 1280 px');
    await page.screenshot({ path: `${SHOTS}/checkout-collapsed-1280.png` });
  });
});

test('the totals follow the delivery city 200 ms after it changes', async ({ page }) => {
  await openCheckout(page);
  const estimates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/totals-information')) estimates.push(request.postData() ?? '');
  });
  await fillGuestShipping(page, uniqueEmail('recollect'));
  // The summary's totals follow the method chosen, before anything is saved.
  const grandTotal = summary(page)
    .getByRole('table', { name: 'Order totals' })
    .getByRole('row', { name: /^Grand Total/ })
    .getByRole('cell');
  const before = parseMoney((await grandTotal.textContent()) ?? '');
  await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
  await expect(grandTotal).toHaveText(formatMoney(before + 3.99));
  await chooseDeliveryMethod(page, /^Free/);
  await expect(grandTotal).toHaveText(formatMoney(before));
  // The last estimate carries the entered city and street as Magento's advanced conditions.
  const lastConditions = () => (estimates.length ? JSON.parse(estimates.at(-1)!).addressInformation.address.extension_attributes.advanced_conditions : null);
  await expect.poll(lastConditions).toMatchObject({ city: 'London', shipping_address_line: ['10 Downing Street'] });
  // Clearing the city and typing a new one asks after the pause, not for each key (on a loaded machine a
  // pause between two keys may pass 200 ms, hence at most two), and the last answer is for the new city.
  await page.waitForTimeout(500);
  const asked = estimates.length;
  const city = page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') });
  await city.fill('');
  await city.pressSequentially('Leeds');
  await expect.poll(() => (estimates.length > asked ? JSON.parse(estimates.at(-1)!).addressInformation.address.city : null)).toBe('Leeds');
  await page.waitForTimeout(500);
  expect(estimates.length - asked).toBeLessThanOrEqual(2);
});

test('the Brazilian store shows the approximate taxes in the grand total (indTaxEnabled)', async ({ page }) => {
  await page.goto('/?___store=br');
  await gotoProduct(page, PRODUCTS.crispMint.path, productNameIn('br', PRODUCTS.crispMint));
  await addToBasket(page, { name: productNameIn('br', PRODUCTS.crispMint), qty: 2 });
  await openBasket(page);
  await proceedToCheckout(page);
  const region = summary(page);
  await expect(orderSummaryToggle(page)).toHaveAttribute('aria-expanded', 'true');
  const line = region.getByRole('term').filter({ hasText: 'Valor aproximado dos tributos (Lei 12.741/2012)' });
  await expect(line).toBeVisible();
  // 31.45 % of the grand total, in reais as the store writes them (R$ 1.234,56).
  const reais = (text: string) => Number(text.replace(/[^0-9,]/g, '').replace(',', '.'));
  const grand = reais(
    (await region
      .getByRole('table', { name: 'Totais do pedido' })
      .getByRole('row', { name: /^Total\b/ })
      .getByRole('cell')
      .textContent()) ?? '',
  );
  const amount = reais((await line.locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
  expect(grand).toBeGreaterThan(0);
  expect(amount).toBe(Math.round(grand * 31.45) / 100);
  await expectNoAxeViolations(page, 'summary with the indirect-tax line');
  await region.screenshot({ path: `${SHOTS}/summary-br-1280.png` });
});
