import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expectReloaded, markPage, seedGuestBasket } from './helpers/basket';
import {
  acceptAgreements,
  chooseDeliveryMethod,
  choosePaymentMethod,
  expectShippingStep,
  fillGuestShipping,
  openOrderSummary,
  goToPayment,
  placeOrder,
} from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { tabTo } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';
import { inAnyLanguage } from './helpers/texts';

const SHOTS = '/tmp/shots-blocks';
const RETAILER_CHARACTERS = 'Please use only letters (a-z or A-Z) or numbers (0-9) only in this field. No spaces or other characters are allowed.';

function summary(page: Page) {
  return page.getByRole('region', { name: inAnyLanguage('checkout.summary.title') });
}

function podBlock(page: Page) {
  return summary(page).getByRole('region', { name: 'Drop the Pod' });
}

function packagingBox(page: Page) {
  return summary(page).getByRole('checkbox', { name: 'Send my order in plain outer packaging' });
}

/** The summary's blocks at this width: no sideways scroll, no axe violation, and a picture to look at. */
async function checkState(page: Page, state: string, width: string) {
  await expectNoAxeViolations(page, `summary blocks: ${state}`);
  await expectNoHorizontalScroll(page);
  await summary(page).screenshot({ path: `${SHOTS}/${state}-${width}.png` });
}

// Spec 002 §2, §4: pod recycling, secondary packaging and the retailer code in the uk store's summary,
// by keyboard, at 1280 and 375 px (@mobile).
test('the summary offers the recycling bag, plain packaging and a retailer code, and the order keeps them @mobile', async ({ page }, testInfo) => {
  const width = testInfo.project.name === 'mobile' ? '375' : '1280';
  const cartId = await seedGuestBasket(page, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
  await page.goto('/checkout');
  await expectShippingStep(page);
  await openOrderSummary(page);

  await test.step('a pod in the basket: the Drop the Pod block, its page link and an enabled Add to cart', async () => {
    const block = podBlock(page);
    await expect(block).toBeVisible();
    await expect(block).toContainText('Add a free prepaid return bag and send up to 30 used pods back to us for recycling.');
    await expect(block.getByRole('link', { name: 'Drop the Pod' })).toHaveAttribute('href', '/drop-the-pod');
    await expect(block.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await checkState(page, 'pod-block', width);
  });

  await test.step('Add to cart by keyboard: the bag is added, the page reloads, the button is off', async () => {
    const add = podBlock(page).getByRole('button', { name: 'Add to cart' });
    await markPage(page);
    await tabTo(page, add);
    const added = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/guest-carts/${cartId}/items`));
    await page.keyboard.press('Enter');
    expect((await added).ok()).toBe(true);
    await expectReloaded(page);
    await expectShippingStep(page);
    await expect(podBlock(page).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(podBlock(page)).toContainText('The recycling bag is in your basket.');
    await expect(summary(page).getByText('Pod Recycling Return Bag')).toBeVisible();
    await checkState(page, 'pod-added', width);
  });

  await test.step('the packaging box, ticked by keyboard, stays ticked after a reload; its tooltip opens by keyboard', async () => {
    const box = packagingBox(page);
    await expect(box).not.toBeChecked();
    await tabTo(page, box);
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/secondarypackagings'));
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBe(true);
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    const tip = summary(page).getByRole('button', { name: 'About: Send my order in plain outer packaging' });
    await tabTo(page, tip);
    await page.keyboard.press('Enter');
    await expect(tip).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAccessibleDescription('Your order goes out in an extra plain box with no brand or product names on it. Free of charge.');
    await expect(summary(page).getByText('Your order goes out in an extra plain box')).toBeVisible();
    await checkState(page, 'packaging-ticked', width);
    await page.reload();
    await expectShippingStep(page);
    await expect(packagingBox(page)).toBeChecked();
  });

  await test.step('a retailer code with other characters shows the rule; a good one goes with the order', async () => {
    await fillGuestShipping(page, uniqueEmail('blocks'));
    await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
    await goToPayment(page);
    await choosePaymentMethod(page, 'Cash On Delivery');
    const field = summary(page).getByRole('textbox', { name: 'Enter retailer code' });
    await tabTo(page, field);
    await page.keyboard.type('shop-42');
    await expect(field).toHaveAccessibleDescription(RETAILER_CHARACTERS);
    await checkState(page, 'retailer-code-refused', width);
    // Place Order stops in the browser and takes the shopper to the field; nothing is sent (the server
    // holds the same rule: retailer-code.test.ts).
    await acceptAgreements(page);
    const orderRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /payment-information/.test(request.url())) orderRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(RETAILER_CHARACTERS);
    await expect(page).toHaveURL(/\/checkout#payment$/);
    expect(orderRequests).toEqual([]);
    await field.fill('');
    await page.keyboard.type('shop42');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await checkState(page, 'retailer-code', width);
    const orderNumber = await placeOrder(page);
    testInfo.annotations.push({ type: 'order number', description: orderNumber });
  });

  await test.step('the order keeps the packaging choice, the retailer code and the bag', async () => {
    const response = await page.request.get(`/rest/default/V1/guest-carts/${cartId}/order`);
    expect(response.ok()).toBe(true);
    const order = (await response.json()) as { extension_attributes: { secondary_packaging: boolean; retailer_code: string | null }; items: { sku: string }[] };
    expect(order.extension_attributes).toMatchObject({ secondary_packaging: true, retailer_code: 'SHOP42' });
    expect(order.items.map((item) => item.sku).sort()).toEqual(['EPOD-CRISP-MINT-12', 'POD-RECYCLE-BAG']);
  });
});
