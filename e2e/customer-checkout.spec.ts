import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { emptyBasket, expectBasketCount, openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoCatalogue, openCategory, openProductFromList } from './helpers/catalog';
import { chooseDeliveryMethod, choosePaymentMethod, expectShippingStep, formatMoney, goToPayment, grandTotalCell, placeOrder } from './helpers/checkout';
import { JANE, expectSignedOut, gotoLogin, login, signOut } from './helpers/customers';

test('a customer logs in and checks out with the saved default address', async ({ page }) => {
  const product = PRODUCTS.epen3Silver;

  await test.step('log in as Jane', async () => {
    await gotoLogin(page);
    await expect(page.getByRole('link', { name: 'Create New Customer Account' })).toBeVisible();
    await expectNoAxeViolations(page, 'login page');
    await login(page, JANE);
    // Back on the page the login started from: the home page.
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expectNoAxeViolations(page, 'home page signed in');
  });

  await test.step('start from an empty basket (a retry may find the last attempt’s items)', async () => {
    await emptyBasket(page);
    await expectNoAxeViolations(page, 'empty basket signed in');
  });

  await test.step('add a device', async () => {
    await gotoCatalogue(page);
    await openCategory(page, 'Devices');
    await expectNoAxeViolations(page, 'devices signed in');
    await openProductFromList(page, product.name);
    await addToBasket(page, { name: product.name, qty: 1, expectedCount: 1 });
    await expectNoAxeViolations(page, 'product page signed in');
  });

  await test.step('checkout with the default address under "Delivery Address"', async () => {
    await openBasket(page);
    await expectNoAxeViolations(page, 'basket signed in');
    await proceedToCheckout(page);
    await expectShippingStep(page);
    const delivery = page.getByRole('region', { name: 'Delivery Address' });
    await expect(delivery).toBeVisible();
    await expect(delivery).toContainText('221B Baker Street');
    await expect(delivery).toContainText('London NW1 6XE');
    await expect(delivery).toContainText(/Tel: \S/);

    // The address book: both saved addresses offered, the default one chosen; Cancel keeps it.
    await delivery.getByRole('button', { name: 'Change Address' }).click();
    const previous = page.getByRole('radiogroup', { name: 'Previously Used Addresses' });
    await expect(previous.getByRole('radio')).toHaveCount(2);
    await expect(previous.getByRole('radio', { name: /221B Baker Street/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Use This Address' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a New Address' })).toBeVisible();
    await expectNoAxeViolations(page, 'checkout: previously used addresses');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(delivery).toContainText('221B Baker Street');
    await expect(delivery.getByRole('button', { name: 'Change Address' })).toBeVisible();
    // No guest email and no address form for a customer with saved addresses.
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Street Address' })).toHaveCount(0);
    await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
    await expectNoAxeViolations(page, 'checkout shipping step (customer)');
    await goToPayment(page);
  });

  await test.step('place the order', async () => {
    await choosePaymentMethod(page);
    await expect(grandTotalCell(page)).toHaveText(formatMoney(product.price + 3.99 + 1.5));
    await expectNoAxeViolations(page, 'checkout payment step (customer)');
    await placeOrder(page);
    await expectBasketCount(page, 0);
    await expectNoAxeViolations(page, 'success page (customer)');
  });

  await test.step('sign out', async () => {
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page);
    await expectBasketCount(page, 0);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expectNoAxeViolations(page, 'home page after signing out');
  });
});
