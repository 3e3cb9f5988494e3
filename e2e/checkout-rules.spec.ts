import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { GUEST_ADDRESS, choosePaymentMethod, expectShippingStep, fillGuestShipping, goToPayment, placeOrder } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { escapeRegExp } from './helpers/texts';

const UK_MOBILE_MESSAGE =
  'The mobile number must contain 10 digits only (excluding the country code) without spacing, please remove the starting 0 if needed. Correct format should be: +447xxxxxxxxx';
const RESTRICTION_MESSAGE = 'Sorry, we are unable to deliver to this address. Please choose a different delivery address.';

// Spec 001 §5: the UK mobile rule, the shipping restrictions and the delivery note, in the browser. Also at 375 px.
test('a guest meets the UK mobile rule, a restricted postcode and leaves a delivery note @mobile', async ({ page }) => {
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  const breadcrumbs = page.getByRole('navigation', { name: 'Checkout stages' });
  await expect(breadcrumbs.getByRole('link', { name: 'Delivery & Payment' })).toHaveAttribute('aria-current', 'page');
  await expect(breadcrumbs.getByText('About You')).toHaveCount(0);

  await test.step('a UK mobile is +447 and nine digits: typing is cut to 12 characters', async () => {
    await fillGuestShipping(page, uniqueEmail('rules'), { ...GUEST_ADDRESS, telephone: '07400 123 456 789' });
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    await expect(phone).toHaveValue('074001234567');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(new RegExp(escapeRegExp(UK_MOBILE_MESSAGE)));
    await page.getByRole('checkbox', { name: 'Please tick this box if you do not have a UK mobile number' }).check();
    await expect(phone).toHaveCount(0);
  });

  await test.step('a restricted postcode replaces the delivery methods with the store message', async () => {
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await postcode.fill('gy1 1aa');
    const methods = page.getByRole('region', { name: 'Choose a delivery method' });
    await expect(methods.getByRole('alert')).toHaveText(RESTRICTION_MESSAGE);
    await expect(methods.getByRole('radio')).toHaveCount(0);
    await expectNoAxeViolations(page, 'restricted postcode');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/#payment$/);
    await postcode.fill(GUEST_ADDRESS.postcode);
    await expect(methods.getByRole('radio').first()).toBeVisible();
  });

  await test.step('the same-day method opens its popup; "Choose another method" goes back', async () => {
    const methods = page.getByRole('region', { name: 'Choose a delivery method' });
    const sameDay = methods.getByRole('radio', { name: /^Same Day Delivery/ });
    const flat = methods.getByRole('radio', { name: /^Fixed Flat Rate/ });
    await expect(flat).toBeChecked();
    await sameDay.check();
    const popup = page.getByRole('dialog', { name: 'Same Day Delivery' });
    await expect(popup).toContainText(/delivered tomorrow|for delivery today/);
    await expect(popup).toContainText('Someone aged 18 or over must be in to receive the parcel');
    await expectNoAxeViolations(page, 'same-day popup');
    await popup.getByRole('button', { name: 'Choose another method' }).click();
    await expect(popup).toHaveCount(0);
    await expect(flat).toBeChecked();
    await sameDay.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(sameDay).toBeChecked();
  });

  await test.step('a delivery note is saved as it changes and travels to the payment step', async () => {
    const note = page.getByRole('textbox', { name: 'Delivery notes (optional)' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/set-shipping-notes') && r.request().method() === 'PUT');
    await note.fill('Leave it in the porch, please.');
    await note.blur();
    expect((await saved).status()).toBe(200);
    await goToPayment(page);
    await page.goto('/checkout#shipping');
    await expect(page.getByRole('textbox', { name: 'Delivery notes (optional)' })).toHaveValue('Leave it in the porch, please.');
    await goToPayment(page);
  });

  await choosePaymentMethod(page);
  await placeOrder(page);
});
