import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expectBasketCount, openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { acceptAgreements, chooseDeliveryMethod, expectPaymentStep, expectShippingStep, expectSuccessPage } from './helpers/checkout';
import { expectSignedIn, submitCreateAccount, uniqueEmail } from './helpers/customers';
import { inAnyLanguage, shopRuleText } from './helpers/texts';

const PARIS = { firstname: 'Jeanne', lastname: 'Martin', street: '10 Rue de Rivoli', city: 'Paris', postcode: '75001', telephone: '+33612345678' };

function pickupDialog(page: Page) {
  return page.getByRole('dialog', { name: inAnyLanguage('pickupPoints.choose') });
}

// Spec 001 §2, §4, §5, §9: Colissimo pickup point delivery in the French store. The French store takes
// orders from customers only (guest checkout is off there), so the shopper opens an account first.
test('a shopper in the French store collects from a Colissimo pickup point, paying cash on delivery', async ({ page }) => {
  // The popup and the summary are scanned and photographed at three widths: a long journey on a shared machine.
  test.slow();
  await test.step('a new account on the French store', async () => {
    await page.goto('/customer/account/create?___store=fr');
    await expect(page.getByRole('heading', { level: 1, name: inAnyLanguage('register.title') })).toBeVisible();
    await submitCreateAccount(page, { firstname: PARIS.firstname, lastname: PARIS.lastname, email: uniqueEmail('pickup'), password: 'Password123!' });
    await expectSignedIn(page, PARIS.firstname);
  });

  await test.step('two packs of pods, then checkout', async () => {
    await gotoProduct(page, PRODUCTS.crispMint.path, productNameIn('fr', PRODUCTS.crispMint));
    await addToBasket(page, { name: productNameIn('fr', PRODUCTS.crispMint), qty: 2, option: 'once', expectedCount: 2 });
    await openBasket(page);
    await proceedToCheckout(page);
    await expectShippingStep(page);
  });

  await test.step('an address in Paris and the pickup method: the popup opens with the points nearby', async () => {
    // The rates for the full address come back after a short pause; choosing before they do would see the
    // checkout pick the cheapest method again when they arrive (spec 001 §4 auto-select).
    const ratesForParis = page.waitForResponse(
      (r) => r.url().includes('estimate-shipping-methods') && /75001/.test(r.request().postData() ?? '') && /Paris/.test(r.request().postData() ?? ''),
    );
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(PARIS.firstname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(PARIS.lastname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(PARIS.street);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(PARIS.city);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(PARIS.postcode);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(PARIS.telephone);
    await ratesForParis;
    await chooseDeliveryMethod(page, /^Colissimo Point Retrait/);
    const dialog = pickupDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: inAnyLanguage('pickupPoints.searchField') })).toBeFocused();
    await expect(
      dialog
        .getByRole('list', { name: inAnyLanguage('pickupPoints.list') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choisir PARIS LOUVRE BUREAU', exact: true })).toBeVisible();
  });

  await test.step('the open popup is accessible at 375 and 1280 px, and 920×595 on a wide screen', async () => {
    const dialog = pickupDialog(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await expect(dialog.getByRole('button', { name: 'Choisir PARIS LOUVRE BUREAU', exact: true })).toBeVisible();
      await page.screenshot({ path: `test-results/pickup-dialog-${width}.png` });
      await expectNoAxeViolations(page, `pickup popup at ${width} px`);
    }
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ width: 920, height: 595 });
  });

  await test.step('Escape closes the popup; the block offers to choose again', async () => {
    await page.keyboard.press('Escape');
    await expect(pickupDialog(page)).toHaveCount(0);
    await expect(page.getByText(await shopRuleText(page, 'Please select pickup'))).toBeVisible();
    await page.getByRole('button', { name: inAnyLanguage('pickupPoints.choose') }).click();
    await expect(pickupDialog(page)).toBeVisible();
  });

  await test.step('a point, the mobile, and the summary', async () => {
    const dialog = pickupDialog(page);
    await dialog.getByRole('button', { name: 'Choisir PARIS LOUVRE BUREAU', exact: true }).click();
    const mobile = dialog.getByRole('textbox', { name: inAnyLanguage('pickupPoints.mobile') });
    await mobile.fill('0612345678');
    await dialog.getByRole('button', { name: inAnyLanguage('pickupPoints.use') }).click();
    await expect(dialog.getByText(await shopRuleText(page, 'Please enter a valid mobile phone number'))).toBeVisible();
    await mobile.fill('+33 6 12 34 56 78');
    await dialog.getByRole('button', { name: inAnyLanguage('pickupPoints.use') }).click();
    await expect(pickupDialog(page)).toHaveCount(0);
    // Spec 001 §4: with the pickup chosen on the first step, the shopper moves on to payment…
    await expectPaymentStep(page);
    // …and back on the delivery step the summary shows the chosen point.
    await page
      .getByRole('navigation', { name: 'Avancement de la commande' })
      .getByRole('link', { name: /^Livraison\b/ })
      .click();
    const block = page.getByRole('region', { name: inAnyLanguage('pickupPoints.title') });
    await expect(block).toContainText('PARIS LOUVRE BUREAU');
    await expect(block).toContainText('52 RUE DU LOUVRE');
    await expect(block).toContainText('75001 PARIS');
    await expect(block.getByRole('button', { name: inAnyLanguage('pickupPoints.change') })).toBeVisible();
    await page.screenshot({ path: 'test-results/pickup-summary-1280.png', fullPage: true });
    await expectNoAxeViolations(page, 'pickup summary');
    await page.setViewportSize({ width: 375, height: 740 });
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/pickup-summary-375.png' });
    await expectNoAxeViolations(page, 'pickup summary at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('payment by cash on delivery, and the order', async () => {
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expectPaymentStep(page);
    const cod = page
      .getByRole('radiogroup', { name: inAnyLanguage('checkout.payment.methodsTitle') })
      .getByRole('radio', { name: 'Paiement à la livraison', exact: true });
    await cod.check();
    await expect(cod).toBeChecked();
    // Spec 001 §4: no 'same as shipping' with the pickup method: the cardholder's address is asked for.
    const billing = page.getByRole('region', { name: inAnyLanguage('checkout.billing.title') });
    await expect(billing.getByRole('checkbox', { name: inAnyLanguage('checkout.billing.sameAsShipping') })).toHaveCount(0);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(PARIS.firstname);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(PARIS.lastname);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(PARIS.street);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(PARIS.city);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(PARIS.postcode);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(PARIS.telephone);
    await expect(page.getByRole('button', { name: 'Commander', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Commander', exact: true }).click();
    await expectSuccessPage(page);
    await expectBasketCount(page, 0);
  });

  await test.step('the success page names the pickup point to collect from (1280 and 375 px)', async () => {
    const block = page.getByRole('region', { name: inAnyLanguage('orders.deliveryPoint.pickupPoint') });
    await expect(block).toContainText('PARIS LOUVRE BUREAU');
    await expect(block).toContainText('52 RUE DU LOUVRE');
    await expect(block).toContainText('75001 PARIS');
    await expectNoAxeViolations(page, 'success page with the pickup point at 1280 px');
    await page.screenshot({ path: 'test-results/success-pickup-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page, 'success page with the pickup point at 375 px');
    await page.screenshot({ path: 'test-results/success-pickup-375.png', fullPage: true });
  });
});

// Spec 002 §5 check 7 in the browser: the pickup method without a pickup point opens the pickup popup at
// Place Order and blocks the order; once a point is chosen the order goes through.
test('Place Order with the pickup method and no pickup point opens the pickup popup and places nothing', async ({ page }) => {
  const placeCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/payment-information(-custom)?$/.test(new URL(request.url()).pathname) && request.method() === 'POST') placeCalls.push(request.url());
  });

  await test.step('a new account on the French store, a pack of pods, then checkout', async () => {
    await page.goto('/customer/account/create?___store=fr');
    await submitCreateAccount(page, { firstname: PARIS.firstname, lastname: PARIS.lastname, email: uniqueEmail('pickup-check'), password: 'Password123!' });
    await expectSignedIn(page, PARIS.firstname);
    await gotoProduct(page, PRODUCTS.crispMint.path, productNameIn('fr', PRODUCTS.crispMint));
    await addToBasket(page, { name: productNameIn('fr', PRODUCTS.crispMint), qty: 1, option: 'once', expectedCount: 1 });
    await openBasket(page);
    await proceedToCheckout(page);
    await expectShippingStep(page);
  });

  await test.step('the pickup method, its popup closed without a point, on to payment', async () => {
    const ratesForParis = page.waitForResponse(
      (r) => r.url().includes('estimate-shipping-methods') && /75001/.test(r.request().postData() ?? '') && /Paris/.test(r.request().postData() ?? ''),
    );
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(PARIS.firstname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(PARIS.lastname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(PARIS.street);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(PARIS.city);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(PARIS.postcode);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(PARIS.telephone);
    await ratesForParis;
    await chooseDeliveryMethod(page, /^Colissimo Point Retrait/);
    await expect(pickupDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pickupDialog(page)).toHaveCount(0);
    await expect(page.getByText(await shopRuleText(page, 'Please select pickup'))).toBeVisible();
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expectPaymentStep(page);
  });

  await test.step('Place Order: the popup opens with the check’s message behind it, and no order is sent', async () => {
    const cod = page
      .getByRole('radiogroup', { name: inAnyLanguage('checkout.payment.methodsTitle') })
      .getByRole('radio', { name: 'Paiement à la livraison', exact: true });
    await cod.check();
    await expect(cod).toBeChecked();
    const billing = page.getByRole('region', { name: inAnyLanguage('checkout.billing.title') });
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(PARIS.firstname);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(PARIS.lastname);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(PARIS.street);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(PARIS.city);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(PARIS.postcode);
    await billing.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(PARIS.telephone);
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Commander', exact: true }).click();
    const dialog = pickupDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: inAnyLanguage('pickupPoints.searchField') })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Choisir PARIS LOUVRE BUREAU', exact: true })).toBeVisible();
    await expect(page.locator('#place-order-check-message')).toHaveText(await shopRuleText(page, 'Please select pickup'));
    await expect(page).toHaveURL(/\/checkout#payment$/);
    expect(placeCalls).toEqual([]);
    await expectNoAxeViolations(page, 'pickup popup opened by Place Order');
  });

  await test.step('a point chosen in the popup: the message goes and the order is placed', async () => {
    const dialog = pickupDialog(page);
    await dialog.getByRole('button', { name: 'Choisir PARIS LOUVRE BUREAU', exact: true }).click();
    await dialog.getByRole('textbox', { name: inAnyLanguage('pickupPoints.mobile') }).fill('+33 6 12 34 56 78');
    await dialog.getByRole('button', { name: inAnyLanguage('pickupPoints.use') }).click();
    await expect(pickupDialog(page)).toHaveCount(0);
    await expect(page.locator('#place-order-check-message')).toHaveCount(0);
    await page.getByRole('button', { name: 'Commander', exact: true }).click();
    await expectSuccessPage(page);
    expect(placeCalls).toHaveLength(1);
    await expect(page.getByRole('region', { name: inAnyLanguage('orders.deliveryPoint.pickupPoint') })).toContainText('PARIS LOUVRE BUREAU');
  });
});
