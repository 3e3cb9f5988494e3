import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { chooseDeliveryMethod, choosePaymentMethod, expectPaymentStep, fillGuestShipping, goToPayment, placeOrder } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';

const CARDHOLDER = { firstname: 'Sam', lastname: 'Payer', street: '1 Deansgate', city: 'Manchester', postcode: 'M3 1AZ', telephone: '+447400123460' };

// Spec 001 §4: the billing address: same as shipping, or edited, used (saved on the cart), edited again and cancelled.
test('a guest pays with a different billing address, edits it and cancels the edit @mobile', async ({ page }) => {
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await fillGuestShipping(page, uniqueEmail('billing'));
  await chooseDeliveryMethod(page, /^Fixed Flat Rate/);
  // Spec 001 §4: the payment method chosen (here the lone one, selected for the shopper), the billing
  // address is re-resolved and sent again: 'same as shipping', so the delivery address.
  const billingSent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/billing-address'));
  await goToPayment(page);
  await choosePaymentMethod(page);
  expect((await billingSent).postDataJSON()).toMatchObject({ address: { street: ['10 Downing Street'], postcode: 'SW1A 2AA' } });

  const billing = page.getByRole('region', { name: 'Cardholder’s details' });
  await test.step('unticking shows the form; it is validated before it is used', async () => {
    await billing.getByRole('checkbox', { name: 'My billing and shipping address are the same' }).uncheck();
    await expect(billing.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await billing.getByRole('button', { name: 'Use This Address' }).click();
    await expect(billing.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(/This is a required field\./);
    await expectNoAxeViolations(page, 'billing form with errors');
  });

  await test.step('a new billing address is saved on the cart and shown', async () => {
    await billing.getByRole('textbox', { name: 'First Name' }).fill(CARDHOLDER.firstname);
    await billing.getByRole('textbox', { name: 'Last Name' }).fill(CARDHOLDER.lastname);
    await billing.getByRole('textbox', { name: 'Street Address' }).fill(CARDHOLDER.street);
    await billing.getByRole('textbox', { name: 'City' }).fill(CARDHOLDER.city);
    await billing.getByRole('textbox', { name: 'Postcode' }).fill(CARDHOLDER.postcode);
    await billing.getByRole('textbox', { name: 'Phone Number' }).fill(CARDHOLDER.telephone);
    const saved = page.waitForResponse((r) => r.url().endsWith('/billing-address') && r.request().method() === 'POST');
    await billing.getByRole('button', { name: 'Use This Address' }).click();
    expect((await saved).status()).toBe(200);
    await expect(billing).toContainText(CARDHOLDER.street);
    await expect(billing.getByRole('textbox', { name: 'Street Address' })).toHaveCount(0);
  });

  await test.step('Edit, then Cancel, puts the used address back; a reload keeps it', async () => {
    await billing.getByRole('button', { name: 'Edit' }).click();
    await billing.getByRole('button', { name: 'Cancel' }).click();
    await expect(billing).toContainText(CARDHOLDER.street);
    await page.reload();
    await expectPaymentStep(page);
    await expect(page.getByRole('region', { name: 'Cardholder’s details' })).toContainText(CARDHOLDER.street);
  });

  // The only method is chosen again after the reload; the billing box stays unticked.
  await expect(page.getByRole('radio', { name: 'Cash On Delivery', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'My billing and shipping address are the same' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await placeOrder(page);
});
