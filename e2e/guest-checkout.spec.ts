import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expectBasketCount, increaseQuantity, lineOption, lineQuantity, openBasket, proceedToCheckout, removeLine, totalsValue } from './helpers/cart';
import { PRODUCTS, addToBasket, browseCategories, gotoCatalogue, gotoProduct, openCategory, openProductFromList } from './helpers/catalog';
import {
  chooseDeliveryMethod,
  choosePaymentMethod,
  expectShippingStep,
  fillGuestShipping,
  formatMoney,
  goToPayment,
  grandTotalCell,
  parseMoney,
  placeOrder,
} from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

interface TotalsDto {
  grand_total: number;
  total_segments: { code: string; value: number | null }[];
}

// Issue point 2: the whole guest journey, from the catalogue to the order number. Also at 375 px (@mobile).
test('a guest browses, fills the basket and places an order @mobile', async ({ page }, testInfo) => {
  const { crispMint, goldenTobacco } = PRODUCTS;
  // At phone width every page of the journey must also fit without sideways scrolling.
  const checkLayout = testInfo.project.name === 'mobile' ? () => expectNoHorizontalScroll(page) : async () => {};

  await test.step('browse the catalogue and every category', async () => {
    await gotoCatalogue(page);
    await expectBasketCount(page, 0);
    await expectNoAxeViolations(page, 'catalogue');
    await checkLayout();
    await browseCategories(page);
  });

  await test.step('add a pod pack as a one-time purchase, quantity 2', async () => {
    await openCategory(page, 'Pods & Cartridges');
    await openProductFromList(page, crispMint.name);
    await expectNoAxeViolations(page, 'product page');
    await addToBasket(page, { name: crispMint.name, qty: 2, option: 'once', expectedCount: 2 });
    await expectNoAxeViolations(page, 'product page after adding');
    await checkLayout();
  });

  await test.step('add another pod pack as a monthly subscription', async () => {
    await gotoProduct(page, goldenTobacco.path, goldenTobacco.name);
    await expectNoAxeViolations(page, 'second product page');
    await addToBasket(page, { name: goldenTobacco.name, qty: 1, option: 'subscribe', expectedCount: 3 });
    await expectBasketCount(page, 3);
  });

  await test.step('open the basket, increase a quantity, remove a line', async () => {
    await openBasket(page);
    await expect(lineQuantity(page, crispMint.name)).toHaveValue('2');
    await expect(lineOption(page, crispMint.name, 'once')).toBeChecked();
    await expect(lineQuantity(page, goldenTobacco.name)).toHaveValue('1');
    await expect(lineOption(page, goldenTobacco.name, 'subscribe')).toBeChecked();
    await expect(totalsValue(page, 'Grand Total')).toHaveText(formatMoney(2 * crispMint.price + goldenTobacco.price));
    await expectNoAxeViolations(page, 'basket');

    await increaseQuantity(page, crispMint.name);
    await expectBasketCount(page, 4);
    await removeLine(page, goldenTobacco.name);
    await expectBasketCount(page, 3);
    await expect(totalsValue(page, 'Grand Total')).toHaveText(formatMoney(3 * crispMint.price));
    await expectNoAxeViolations(page, 'basket after changes');
    await checkLayout();
  });

  await test.step('checkout: email, UK delivery address, telephone, delivery method', async () => {
    const scripts: string[] = [];
    const ageChecks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/age-verification')) ageChecks.push(request.url());
    });
    await proceedToCheckout(page);
    await expectShippingStep(page);
    // The age verification state read ahead with the page is the one the page goes by: asked for once.
    expect(ageChecks).toHaveLength(1);
    // A UK address needs no phone-number metadata, and the payment step's code waits for the shopper to start.
    expect(scripts.filter((url) => /\/(phone-numbers|payment-step)-/.test(url))).toEqual([]);
    await fillGuestShipping(page, uniqueEmail('guest'));
    await expect.poll(() => scripts.some((url) => /\/payment-step-/.test(url))).toBe(true);
    // £17.97 is under the free-delivery threshold (£25): flat rate only.
    await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
    await expectNoAxeViolations(page, 'checkout shipping step');
    await checkLayout();
    await goToPayment(page);
  });

  await test.step('payment: cash on delivery; the grand total is the server’s', async () => {
    await choosePaymentMethod(page, 'Cash On Delivery');
    // 3 × £5.99 + £3.99 delivery + £1.50 cash on delivery fee.
    await expect(grandTotalCell(page)).toHaveText(formatMoney(3 * crispMint.price + 3.99 + 1.5));
    await expectNoAxeViolations(page, 'checkout payment step');
    await checkLayout();

    const cartId = await page.evaluate(() => localStorage.getItem('shop.guestCartId'));
    expect(cartId, 'guest cart id in localStorage shop.guestCartId').toBeTruthy();
    const response = await page.request.get(`/rest/default/V1/guest-carts/${cartId}/totals`);
    expect(response.ok()).toBe(true);
    const totals = (await response.json()) as TotalsDto;
    expect(parseMoney((await grandTotalCell(page).textContent()) ?? '')).toBe(totals.grand_total);
  });

  await test.step('place the order and read its number', async () => {
    const orderNumber = await placeOrder(page);
    testInfo.annotations.push({ type: 'order number', description: orderNumber });
    await expectBasketCount(page, 0);
    await expectNoAxeViolations(page, 'success page');
    await checkLayout();
    if (testInfo.project.name === 'desktop') {
      await page.screenshot({ path: '/tmp/e2e-success-1280.png', fullPage: true });
    }
  });
});
