import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import {
  BASKET_PRODUCTS,
  POSTCODE_IGNORE,
  POSTCODE_WARNING,
  SUBSCRIPTION_TOO_FEW,
  SUBSCRIPTION_TOO_MANY,
  applyBasketCoupon,
  basketTotals,
  basketTotalsRow,
  basketTotalsValue,
  cancelBasketCoupon,
  checkoutButton,
  customerToken,
  discountCodeRegion,
  estimateToggle,
  expectBasketLoaded,
  expectReloaded,
  giftOptionsToggle,
  invalidBasketPrompt,
  markPage,
  openEstimate,
  openGiftOptions,
  seedCustomerBasket,
  seedGuestBasket,
  subscriptionAlert,
  tabTo,
} from './helpers/basket';
import { basketLine, expectBasketCount, gotoBasket, lineOption, lineQuantity } from './helpers/cart';
import { productNameIn } from './helpers/catalog';
import { formatMoney } from './helpers/checkout';
import { login, newCustomer } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';
import { escapeRegExp, inAnyLanguage } from './helpers/texts';

const { freeDevice, epen3, crispMint, darkCherry } = BASKET_PRODUCTS;

// Journey 1. Spec 000 §4 "Subscription state of the basket", §5 "Subscription quantity" (UK: 2–10 packs).
test('subscription packs out of range block checkout until the quantity is back in range @mobile', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1, subscribe: true }]);
  const qty = lineQuantity(page, crispMint.name);

  await test.step('one subscribed pack: too few, checkout disabled', async () => {
    await gotoBasket(page);
    await expect(lineOption(page, crispMint.name, 'subscribe')).toBeChecked();
    await expect(qty).toHaveValue('1');
    await expect(subscriptionAlert(page, SUBSCRIPTION_TOO_FEW)).toHaveText(SUBSCRIPTION_TOO_FEW);
    await expect(checkoutButton(page)).toBeDisabled();
    await expectNoAxeViolations(page, 'basket with too few subscription packs');
  });

  await test.step('11 typed in the quantity field: too many, checkout disabled', async () => {
    await qty.fill('11');
    await qty.press('Enter');
    await expect(subscriptionAlert(page, SUBSCRIPTION_TOO_MANY)).toHaveText(SUBSCRIPTION_TOO_MANY);
    await expect(subscriptionAlert(page, SUBSCRIPTION_TOO_FEW)).toHaveCount(0);
    await expect(qty).toHaveValue('11');
    await expect(qty).toBeEnabled();
    await expectBasketCount(page, 11);
    await expect(checkoutButton(page)).toBeDisabled();
    await expectNoAxeViolations(page, 'basket with too many subscription packs');
  });

  await test.step('back to 2: no message, checkout enabled', async () => {
    await qty.fill('2');
    await qty.press('Enter');
    await expect(qty).toHaveValue('2');
    await expectBasketCount(page, 2);
    await expect(subscriptionAlert(page, SUBSCRIPTION_TOO_MANY)).toHaveCount(0);
    await expect(subscriptionAlert(page, SUBSCRIPTION_TOO_FEW)).toHaveCount(0);
    await expect(checkoutButton(page)).toBeEnabled();
    await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(2 * crispMint.price));
    await expectNoAxeViolations(page, 'basket with 2 subscription packs');
  });
});

// Journey 2. Spec 000 §2 "Invalid-basket prompt", §4 "Invalid basket (free device in the basket)".
test.describe('the invalid-basket prompt (free device with a mixed basket)', () => {
  test('accept subscriptions: every pack subscribes, the page reloads and the device is free', async ({ page }) => {
    await seedGuestBasket(page, [
      { sku: freeDevice.sku, qty: 1 },
      { sku: crispMint.sku, qty: 2, subscribe: true },
      { sku: darkCherry.sku, qty: 1, subscribe: false },
    ]);
    const prompt = invalidBasketPrompt(page);

    await test.step('the prompt offers both choices and checkout is disabled', async () => {
      await gotoBasket(page);
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole('button', { name: 'Accept subscriptions', exact: true })).toBeVisible();
      await expect(prompt.getByRole('button', { name: 'Accept one-time purchases', exact: true })).toBeVisible();
      await expect(checkoutButton(page)).toBeDisabled();
      await expectNoAxeViolations(page, 'basket with the invalid-basket prompt');
    });

    await test.step('the confirm dialog can be cancelled', async () => {
      const open = prompt.getByRole('button', { name: 'Accept subscriptions', exact: true });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to every pack?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription('Every pod pack in your basket becomes a monthly subscription, and your device stays free.');
      await expect(dialog.getByRole('button', { name: 'Accept subscriptions', exact: true })).toBeFocused();
      await expectNoAxeViolations(page, 'accept subscriptions confirm dialog');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      await expect(lineOption(page, darkCherry.name, 'once')).toBeChecked();
    });

    await test.step('confirm: the page reloads with every pack on subscription and the device free', async () => {
      await markPage(page);
      await prompt.getByRole('button', { name: 'Accept subscriptions', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to every pack?' });
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Accept subscriptions', exact: true }).click();
      await reloaded;
      await expectReloaded(page);
      await expectBasketLoaded(page);
      await expect(prompt).toHaveCount(0);
      await expect(lineOption(page, crispMint.name, 'subscribe')).toBeChecked();
      await expect(lineOption(page, darkCherry.name, 'subscribe')).toBeChecked();
      await expect(page.getByRole('group', { name: `Purchase option for ${freeDevice.name}` })).toHaveCount(0);
      await expect(basketTotalsValue(page, 'Free device with your subscription')).toHaveText(`-${formatMoney(freeDevice.price)}`);
      await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(3 * crispMint.price));
      await expect(checkoutButton(page)).toBeEnabled();
      await expectNoAxeViolations(page, 'basket after accepting subscriptions');
    });
  });

  test('accept one-time purchases (a line without a subscription block: only that choice)', async ({ page }) => {
    await seedGuestBasket(page, [
      { sku: freeDevice.sku, qty: 1 },
      { sku: epen3.sku, qty: 1 },
      { sku: crispMint.sku, qty: 2, subscribe: true },
      { sku: darkCherry.sku, qty: 1, subscribe: false },
    ]);
    const prompt = invalidBasketPrompt(page);

    await test.step('only "Accept one-time purchases" is offered', async () => {
      await gotoBasket(page);
      await expect(prompt).toBeVisible();
      await expect(page.getByRole('group', { name: `Purchase option for ${epen3.name}` })).toHaveCount(0);
      await expect(prompt.getByRole('button', { name: 'Accept subscriptions', exact: true })).toHaveCount(0);
      await expect(checkoutButton(page)).toBeDisabled();
      await expectNoAxeViolations(page, 'invalid basket, one-time only');
    });

    await test.step('confirm: the page reloads with every pack bought once', async () => {
      await prompt.getByRole('button', { name: 'Accept one-time purchases', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy every pack once?' });
      await expect(dialog).toHaveAccessibleDescription(
        'Every pod pack in your basket becomes a one-time purchase, and the device is charged at its normal price.',
      );
      await expectNoAxeViolations(page, 'accept one-time purchases confirm dialog');
      await markPage(page);
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Accept one-time purchases', exact: true }).click();
      await reloaded;
      await expectReloaded(page);
      await expectBasketLoaded(page);
      await expect(prompt).toHaveCount(0);
      await expect(lineOption(page, crispMint.name, 'once')).toBeChecked();
      await expect(lineOption(page, darkCherry.name, 'once')).toBeChecked();
      await expect(basketTotalsRow(page, 'Free device with your subscription')).toHaveCount(0);
      await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(freeDevice.price + epen3.price + 3 * crispMint.price));
      await expect(checkoutButton(page)).toBeEnabled();
      await expectNoAxeViolations(page, 'basket after accepting one-time purchases');
    });
  });
});

// Journey 3. Spec 000 §4 "Discount code" on the basket page (e2e/discounts.spec.ts covers the checkout's form).
test('a coupon is applied and cancelled on the basket', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 2 }]);
  await gotoBasket(page);
  await expect(discountCodeRegion(page)).toBeVisible();
  await expectNoAxeViolations(page, 'basket with the discount form');

  // Magento's PUT coupons answers `true`: the basket then reads its new state once (cart data with its totals).
  await page.waitForLoadState('networkidle');
  const requests = apiRequests(page);
  await applyBasketCoupon(page, 'WELCOME10');
  await page.waitForLoadState('networkidle');
  expect(requests.map((r) => r.replace(/guest-carts\/[0-9a-f]+/, 'guest-carts/{id}'))).toEqual([
    'PUT /rest/default/V1/guest-carts/{id}/coupons/WELCOME10',
    'GET /rest/default/V1/guest-carts/{id}/cart-data',
  ]);
  await expect(basketTotalsValue(page, /^Discount\b/)).toHaveText(`-${formatMoney(1.2)}`);
  await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(2 * crispMint.price - 1.2));
  await expectNoAxeViolations(page, 'basket with a coupon applied');

  await cancelBasketCoupon(page);
  await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(2 * crispMint.price));
  await expectNoAxeViolations(page, 'basket after cancelling the coupon');
});

// Journey 4. Spec 000 §3 "Gift message", §4 "Gift message": save, edit, delete; plain text only.
test('gift messages for the order and for one item: save, edit, delete, plain text', async ({ page }) => {
  await seedGuestBasket(page, [
    { sku: crispMint.sku, qty: 1 },
    { sku: epen3.sku, qty: 1 },
  ]);
  await gotoBasket(page);
  // Both levels share the same steps; `who` is undefined for the order, the line's name for an item.
  for (const who of [undefined, epen3.name] as const) {
    const label = who ? `item ${who}` : 'order';
    const forWhom = who ? ` for ${who}` : '';

    await test.step(`${label}: HTML in the message is refused`, async () => {
      await expect(giftOptionsToggle(page, who)).toHaveAttribute('aria-expanded', 'false');
      const panel = await openGiftOptions(page, who);
      const form = panel.getByRole('group', { name: `Gift message${forWhom}`, exact: true });
      await form.getByRole('textbox', { name: 'To', exact: true }).fill('Sam');
      await form.getByRole('textbox', { name: 'From', exact: true }).fill('Alex & Jo');
      const message = form.getByRole('textbox', { name: 'Message', exact: true });
      await message.fill('<b>hi</b>');
      await panel.getByRole('button', { name: `Save gift message${forWhom}`, exact: true }).click();
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await expect(message).toHaveAccessibleDescription('HTML tags are not allowed.');
      await expect(panel.getByRole('group', { name: `Saved gift message${forWhom}` })).toHaveCount(0);
      await expectNoAxeViolations(page, `gift message refused (${label})`);
    });

    await test.step(`${label}: plain text with < > & is saved and shown as typed`, async () => {
      const panel = await openGiftOptions(page, who);
      const form = panel.getByRole('group', { name: `Gift message${forWhom}`, exact: true });
      const text = 'Fish & chips > pizza, 5 < 6 "always"';
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
      const updatePost = page.waitForRequest((r) => r.url().endsWith('/checkout/cart/updatePost') && r.method() === 'POST');
      await panel.getByRole('button', { name: `Save gift message${forWhom}`, exact: true }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'Your gift message has been saved.' })).toHaveCount(1);
      // Spec 000 §2: a gift message change reaches checkout/cart/updatePost with an empty cart.
      expect((await updatePost).postDataJSON()).toMatchObject({ cart: {} });
      const summary = panel.getByRole('group', { name: `Saved gift message${forWhom}`, exact: true });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('definition')).toHaveText(['Sam', 'Alex & Jo', text]);
      await expectNoAxeViolations(page, `gift message saved (${label})`);
    });

    await test.step(`${label}: edit, then it survives a reload`, async () => {
      const panel = await openGiftOptions(page, who);
      await panel.getByRole('button', { name: `Edit gift message${forWhom}`, exact: true }).click();
      const form = panel.getByRole('group', { name: `Gift message${forWhom}`, exact: true });
      await expect(form.getByRole('textbox', { name: 'To', exact: true })).toBeFocused();
      await expect(form.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('Sam');
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Happy birthday!');
      await panel.getByRole('button', { name: `Save gift message${forWhom}`, exact: true }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'Your gift message has been saved.' })).toHaveCount(1);
      await expect(panel.getByRole('group', { name: `Saved gift message${forWhom}` }).getByRole('definition')).toHaveText([
        'Sam',
        'Alex & Jo',
        'Happy birthday!',
      ]);

      await page.reload();
      await expectBasketLoaded(page);
      // A saved message opens on its summary.
      await expect(giftOptionsToggle(page, who)).toHaveAttribute('aria-expanded', 'true');
      const after = await openGiftOptions(page, who);
      await expect(after.getByRole('group', { name: `Saved gift message${forWhom}` }).getByRole('definition')).toHaveText([
        'Sam',
        'Alex & Jo',
        'Happy birthday!',
      ]);
    });

    await test.step(`${label}: delete`, async () => {
      const panel = await openGiftOptions(page, who);
      await panel.getByRole('button', { name: `Delete gift message${forWhom}`, exact: true }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'Your gift message has been deleted.' })).toHaveCount(1);
      const form = panel.getByRole('group', { name: `Gift message${forWhom}`, exact: true });
      await expect(form.getByRole('textbox', { name: 'To', exact: true })).toBeFocused();
      for (const name of ['To', 'From', 'Message']) await expect(form.getByRole('textbox', { name, exact: true })).toHaveValue('');
      await expect(panel.getByRole('group', { name: `Saved gift message${forWhom}` })).toHaveCount(0);
      await expectNoAxeViolations(page, `gift message deleted (${label})`);
    });
  }

  await test.step('after a reload neither message is there', async () => {
    await page.reload();
    await expectBasketLoaded(page);
    await expect(giftOptionsToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(giftOptionsToggle(page, epen3.name)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: /^Saved gift message/ })).toHaveCount(0);
  });
});

// Journey 5. Spec 000 §4 "Shipping estimation", §5 "Address checks in the estimate" (500 ms on the basket).
test('estimate shipping: an invalid postcode warns after 500 ms, a valid one lists rates, a method updates the total', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }]);
  await gotoBasket(page);
  await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(crispMint.price));
  await expect(estimateToggle(page)).toHaveAttribute('aria-expanded', 'false');

  const panel = await openEstimate(page);
  const postcode = panel.getByRole('textbox', { name: 'Zip/Postal Code', exact: true });

  await test.step('the disclosure opens on the store’s country', async () => {
    await expect(panel.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('GB');
    await expect(postcode).toBeEditable();
    await expectNoAxeViolations(page, 'basket with the estimate open');
  });

  await test.step('an invalid UK postcode: the warning comes 500 ms after typing stops', async () => {
    // Timed from before the typing: fill() may return a while after its input event under load.
    const typedAt = Date.now();
    await postcode.fill('ABC 123');
    // Not at once…
    await expect(postcode).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(POSTCODE_WARNING)), { timeout: 250 });
    // …but once the 500 ms pause has passed.
    await expect(postcode).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(POSTCODE_WARNING)} Example: .+\\. ${escapeRegExp(POSTCODE_IGNORE)}$`));
    expect(Date.now() - typedAt, 'ms from typing to the warning').toBeGreaterThanOrEqual(450);
    await expect(panel.getByText(POSTCODE_WARNING, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, 'estimate with the postcode warning');
  });

  const methods = panel.getByRole('group', { name: 'Shipping Method', exact: true });
  const flatRate = methods.getByRole('radio', { name: /^Fixed £3\.99$/ });

  await test.step('a valid postcode: no warning, the rates are listed', async () => {
    await postcode.fill('SW1A 2AA');
    await expect(flatRate).toBeVisible();
    await expect(postcode).not.toHaveAccessibleDescription(/seems to be invalid/);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ shipping methods? available\.$/ })).toHaveCount(1);
    await expect(flatRate).not.toBeChecked();
    await expectNoAxeViolations(page, 'estimate with rates');
  });

  await test.step('choosing a method updates the Grand Total', async () => {
    await flatRate.check();
    await expect(flatRate).toBeChecked();
    await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(crispMint.price + 3.99));
    await expect(basketTotalsRow(page, /^Shipping\b/).getByRole('cell')).toHaveText(formatMoney(3.99));
    await expectNoAxeViolations(page, 'basket with an estimated delivery method');
  });
});

// Spec 000 §6: a store for customers only (fr) sends a guest who opens checkout to log in, and back.
test('a guest opening checkout in a customers-only store logs in and comes back to checkout (fr store)', async ({ page }) => {
  const customer = await newCustomer(page, 'fr', 'Louis', 'Bernard');
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1, subscribe: false }], 'fr');
  await page.goto('/checkout?___store=fr');
  await expect(page).toHaveURL(/\/customer\/account\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await login(page, customer);
  await expect(page).toHaveURL(/\/checkout(#shipping)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Commande' })).toBeVisible();
  await expect(page.getByRole('region', { name: inAnyLanguage('checkout.summary.title') }).getByText(productNameIn('fr', crispMint))).toBeVisible();
});

// Journey 6. Spec 000 §4 "Basket exclusivity": customers of the fr store (exclusivity pricing on).
test('exclusivity: a customer’s mixed basket hides the totals, the discount form and checkout (fr store)', async ({ page }) => {
  // A customer of its own: the demo accounts' French baskets are other journeys' (fr-checkout, parcel-shop).
  const customer = await newCustomer(page, 'fr', 'Claire', 'Dubois');
  await test.step('a customer logs in on the French store', async () => {
    await page.goto('/customer/account/login?___store=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await login(page, customer);
  });

  const token = await customerToken(page, 'fr', customer);
  await seedCustomerBasket(page, 'fr', token, [
    { sku: crispMint.sku, qty: 2, subscribe: true },
    { sku: darkCherry.sku, qty: 1, subscribe: false },
  ]);
  // The store's own words for its panel, and the server's message inside it in the store's language.
  const panel = page.getByRole('region', { name: 'Tarifs en abonnement', exact: true });

  await test.step('a mixed basket: no totals, no discount form, no checkout button', async () => {
    await gotoBasket(page);
    await expect(basketLine(page, productNameIn('fr', crispMint))).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Passez tous les packs de votre panier en abonnement pour bénéficier de votre prix d’abonnement exclusif.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Passer tous les packs en abonnement' })).toBeEnabled();
    await expect(basketTotals(page)).toHaveCount(0);
    await expect(discountCodeRegion(page)).toHaveCount(0);
    await expect(checkoutButton(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'fr basket, mixed, exclusivity on');
  });

  await test.step('every pack on subscription: they come back, with the subscription saving', async () => {
    // The radio follows the saved line, so it turns checked once the server has answered (not at the click).
    await lineOption(page, productNameIn('fr', darkCherry), 'subscribe').click();
    await expect(lineOption(page, productNameIn('fr', darkCherry), 'subscribe')).toBeChecked();
    await expect(basketTotals(page)).toBeVisible();
    await expect(discountCodeRegion(page)).toBeVisible();
    await expect(checkoutButton(page)).toBeEnabled();
    await expect(panel.getByText('Passez tous les packs de votre panier en abonnement pour bénéficier de votre prix d’abonnement exclusif.')).toHaveCount(0);
    // Tax shown both ways in fr: the discount without tax and with it, each in its column.
    await expect(basketTotalsRow(page, /^Remise\b.*\(HT\)$/)).toHaveCount(1);
    await expect(basketTotalsRow(page, /^Remise\b.*\(TTC\)$/)).toHaveCount(1);
    await expect(basketTotalsRow(page, 'Sous-total (HT)')).toHaveCount(1);
    await expect(basketTotalsRow(page, 'Sous-total (TTC)')).toHaveCount(1);
    await expectNoAxeViolations(page, 'fr basket, all subscribed');
  });
});

// Journey 7a. Spec 000 §2, §9: at most 767 px wide the subscription block moves under the quantity.
test('at 375 px the subscription block sits under the quantity @mobile-only', async ({ page }) => {
  await seedGuestBasket(page, [
    { sku: crispMint.sku, qty: 2, subscribe: true },
    { sku: epen3.sku, qty: 1 },
  ]);
  await gotoBasket(page);
  expect(page.viewportSize()?.width).toBe(375);
  const option = page.getByRole('group', { name: `Purchase option for ${crispMint.name}`, exact: true });
  const minus = page.getByRole('button', { name: `Decrease ${crispMint.name} quantity`, exact: true });
  const qty = lineQuantity(page, crispMint.name);
  await expect(option).toBeVisible();

  const [optionBox, minusBox, qtyBox] = await Promise.all([option.boundingBox(), minus.boundingBox(), qty.boundingBox()]);
  expect(optionBox && minusBox && qtyBox, 'boxes of the purchase option and the quantity').toBeTruthy();
  // Under the quantity, from the same left edge.
  expect(optionBox!.y).toBeGreaterThanOrEqual(qtyBox!.y + qtyBox!.height);
  expect(Math.abs(optionBox!.x - minusBox!.x)).toBeLessThanOrEqual(2);
  await expect(page.getByRole('group', { name: `Purchase option for ${epen3.name}` })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'basket at 375 px');
  await page.screenshot({ path: '/tmp/basket-375.png', fullPage: true });

  await test.step('from 768 px it moves beside the details, left of the quantity', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    await expect
      .poll(async () => {
        const [o, m] = await Promise.all([option.boundingBox(), minus.boundingBox()]);
        return o && m ? o.x + o.width <= m.x : false;
      })
      .toBe(true);
  });
});

// Journey 7b. Keyboard only: a quantity with +, a purchase option, the estimate, Proceed to Checkout.
test('keyboard only: + quantity, switch purchase option, open the estimate, reach Proceed to Checkout @mobile', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }]);
  await gotoBasket(page);
  await expect(page.locator('body')).toBeFocused();
  const qty = lineQuantity(page, crispMint.name);
  const plus = page.getByRole('button', { name: `Increase ${crispMint.name} quantity`, exact: true });

  await test.step('Tab to + and press Enter', async () => {
    await tabTo(page, plus);
    await page.keyboard.press('Enter');
    await expect(qty).toHaveValue('2');
    await expect(qty).toBeEnabled();
    await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(2 * crispMint.price));
  });

  await test.step('Shift+Tab back to the purchase option; an arrow key switches to Subscribe', async () => {
    const once = lineOption(page, crispMint.name, 'once');
    const subscribe = lineOption(page, crispMint.name, 'subscribe');
    await expect(once).toBeChecked();
    await tabTo(page, once, { backwards: true, max: 10 });
    await page.keyboard.press('ArrowDown');
    await expect(subscribe).toBeChecked();
    await expect(subscribe).toBeEnabled();
    await expect(page.getByText('Monthly subscription', { exact: true })).toBeVisible();
  });

  await test.step('Tab to "Estimate Shipping and Tax" and open it with Enter', async () => {
    const toggle = estimateToggle(page);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'basket after keyboard changes');
  });

  await test.step('Tab on to Proceed to Checkout and press Enter', async () => {
    await expect(checkoutButton(page)).toBeEnabled();
    await tabTo(page, checkoutButton(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout(#shipping)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });
});

// While a change saves, the stepper ignores presses but keeps the focus, so a keyboard user pressing +
// twice gets two changes and a screen reader keeps its place.
test('keyboard focus stays on + while the basket saves', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }]);
  await gotoBasket(page);
  const qty = lineQuantity(page, crispMint.name);
  const plus = page.getByRole('button', { name: `Increase ${crispMint.name} quantity`, exact: true });
  await tabTo(page, plus);
  await page.keyboard.press('Enter');
  await expect(qty).toHaveValue('2');
  await expect(plus).toBeFocused();
  await expect(plus).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(qty).toHaveValue('3', { timeout: 5_000 });
  await expect(plus).toBeFocused();
});

// One basket action, one request: the update answers with the whole basket (lines, totals, header count).
test('a + click is one request to the shop, and the grand total and header count follow its answer', async ({ page }) => {
  await seedGuestBasket(page, [
    { sku: crispMint.sku, qty: 1 },
    { sku: epen3.sku, qty: 1 },
  ]);
  await gotoBasket(page);
  await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(crispMint.price + epen3.price));
  await expectBasketCount(page, 2);
  await page.waitForLoadState('networkidle');

  const requests = apiRequests(page);
  await page.getByRole('button', { name: `Increase ${crispMint.name} quantity`, exact: true }).click();
  await expect(basketTotalsValue(page, 'Grand Total')).toHaveText(formatMoney(2 * crispMint.price + epen3.price));
  await expect(lineQuantity(page, crispMint.name)).toHaveValue('2');
  await expectBasketCount(page, 3);
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatch(/^POST \/rest\/default\/V1\/guest-carts\/[0-9a-f]+\/basket\/update$/);
});

/** The page's requests to the shop's API (REST and module paths) from now on, as 'METHOD /path'. */
function apiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return requests;
}
