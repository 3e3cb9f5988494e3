import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { inAnyLanguage } from './helpers/texts';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { expectSuccessPage } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';

const BERLIN = { firstname: 'Lena', lastname: 'Schmidt', street: 'Friedrichstraße 43', city: 'Berlin', postcode: '10117', telephone: '+49 151 23456789' };

// Spec 001 §2 one-step layout (on in the German store): delivery and payment together, the payment
// validated with 'Validate payment', and the fixed Place Order button enabled only when both are done.
test('a guest in the German store checks out on one page @mobile', async ({ page }) => {
  await page.goto('/?___store=de');
  await gotoProduct(page, PRODUCTS.crispMint.path, productNameIn('de', PRODUCTS.crispMint));
  await addToBasket(page, { name: productNameIn('de', PRODUCTS.crispMint), qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);

  const placeOrder = page.getByRole('button', { name: inAnyLanguage('checkout.payment.placeOrder') });
  await test.step('delivery: the form, then the delivery method; no Next, and Place Order waits', async () => {
    await expect(page.getByRole('heading', { level: 2, name: inAnyLanguage('checkout.methods.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: inAnyLanguage('checkout.shipping.next') })).toHaveCount(0);
    await expect(placeOrder).toBeDisabled();
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.email.label') }).fill(uniqueEmail('onestep'));
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(BERLIN.firstname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(BERLIN.lastname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(BERLIN.street);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(BERLIN.city);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(BERLIN.postcode);
    await page
      .getByRole('main')
      .getByRole('combobox', { name: inAnyLanguage('checkout.address.country') })
      .selectOption('DE');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(BERLIN.telephone);
  });

  await test.step('once the delivery is complete it is saved, and the payment shows on the same page', async () => {
    // The German store's name for the step.
    await expect(page.getByRole('heading', { level: 2, name: 'Prüfen & Bezahlen' })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/checkout(#shipping)?$/);
    await expect(placeOrder).toBeDisabled();
    const cod = page.getByRole('radio', { name: 'Nachnahme', exact: true });
    await cod.check();
    await page.getByRole('button', { name: inAnyLanguage('checkout.payment.validate') }).click();
    // Product consent (on in this store): the popup opens, consenting validates the payment again.
    const consent = page.getByRole('dialog', { name: inAnyLanguage('checkout.productConsent.title') });
    await expect(consent).toBeVisible();
    await expectNoAxeViolations(page, 'product consent popup');
    await consent.getByRole('button', { name: inAnyLanguage('checkout.productConsent.confirm') }).click();
    await expect(consent).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /dem Kauf von Nikotinprodukten zustimme\.$/ })).toBeChecked();
    await expect(placeOrder).toBeEnabled();
    await expectNoAxeViolations(page, 'one-step checkout ready');
  });

  await placeOrder.click();
  await expectSuccessPage(page);
});
