import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { proceedToCheckout, openBasket } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { chooseDeliveryMethod, choosePaymentMethod, expectSuccessPage, fillGuestShipping, goToPayment, placeOrder } from './helpers/checkout';
import { accountNav, expectSignedIn, gotoLogin, login, uniqueEmail } from './helpers/customers';
import { emailTo } from './helpers/inbox';
import { tabTo, typeInto } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';

// Issue 29: the success page reads the order from the server (so a reload keeps it), offers a guest an
// account with a password only, and the order is then in My account. At 1280 and at 375 px (@mobile).
test('a guest orders, reloads the success page, makes an account from it and finds the order in My account @mobile', async ({ page }, testInfo) => {
  const { crispMint } = PRODUCTS;
  const email = uniqueEmail('success');
  const checkLayout = testInfo.project.name === 'mobile' ? () => expectNoHorizontalScroll(page) : async () => {};
  let orderNumber = '';

  await test.step('a guest orders a monthly subscription, paying cash on delivery', async () => {
    await gotoProduct(page, crispMint.path, crispMint.name);
    await addToBasket(page, { name: crispMint.name, qty: 2, option: 'subscribe', expectedCount: 2 });
    await openBasket(page);
    await proceedToCheckout(page);
    await fillGuestShipping(page, email);
    await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
    await goToPayment(page);
    await choosePaymentMethod(page, 'Cash On Delivery');
    orderNumber = await placeOrder(page);
  });

  await test.step('the success page shows the order as the server has it, and again after a reload', async () => {
    for (const moment of ['placed', 'reloaded']) {
      if (moment === 'reloaded') {
        await page.reload();
        await expect(expectSuccessPage(page)).resolves.toBe(orderNumber);
      }
      const lines = page.getByRole('table', { name: 'Items Ordered' });
      await expect(lines.getByRole('row').filter({ hasText: crispMint.name })).toContainText('Monthly subscription');
      await expect(lines).toContainText(/Next processing date\d{2}\/\d{2}\/\d{2}/);
      const delivery = page.getByRole('region', { name: 'Delivery' });
      await expect(delivery).toContainText('10 Downing Street');
      await expect(delivery).toContainText(/Expected delivery: (Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} \w+ \d{4}/);
      // 2 × £5.99 + £3.99 delivery + £1.50 cash on delivery fee.
      await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(
        'Please have £17.47 ready in cash for the courier when your order arrives.',
      );
      await expect(page.getByText(/we('ll| will) (e-?mail|send)/i)).toHaveCount(0);
    }
    await expectNoAxeViolations(page, 'success page after a reload');
    await checkLayout();
  });

  await test.step('a password is all the account asks; the shopper is then signed in', async () => {
    const offer = page.getByRole('region', { name: 'Create an Account' });
    await expect(offer).toContainText(email);
    await offer.getByLabel('Password', { exact: true }).fill('short');
    await offer.getByRole('button', { name: 'Create an Account' }).click();
    await expect(
      offer.getByText('Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.'),
    ).toBeVisible();
    await offer.getByLabel('Password', { exact: true }).fill('Success4ever!');
    await offer.getByRole('button', { name: 'Create an Account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been created and this order is in it.' })).toBeVisible();
    await expectSignedIn(page, 'Alex');
    await expectNoAxeViolations(page, 'success page, account made');
    // The confirmation went out as a guest's; the welcome e-mail says where the order is now.
    const welcome = await emailTo(email, 'Welcome to Vype');
    expect(welcome.text).toContain(`Your order #${orderNumber} is in your account now: you can follow it in My Account.`);
  });

  await test.step('the order is in My account: the dashboard, My Orders and the order page', async () => {
    await page.getByRole('link', { name: 'View it in My Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order # ${orderNumber}` })).toBeVisible();
    await expect(page.getByText(/^Status: (Pending|Processing)$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items Ordered' })).toContainText(crispMint.name);
    await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Cash On Delivery');
    await expect(page.getByRole('region', { name: 'About Your Order' }).getByRole('listitem')).toHaveText([/: (Pending|Processing)$/]);
    await expectNoAxeViolations(page, 'order page');
    await checkLayout();

    await accountNav(page).getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(email);
    await expect(page.getByRole('region', { name: 'Default Billing Address' })).toContainText('10 Downing Street');
    await expect(page.getByRole('table', { name: 'Recent Orders' })).toContainText(orderNumber);
    await expectNoAxeViolations(page, 'dashboard');
    await checkLayout();

    await page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'My Orders' }).getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page, 'order history');
  });

  await test.step('Reorder puts the lines back in the basket', async () => {
    await page.getByRole('button', { name: `Reorder order ${orderNumber}` }).click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText(crispMint.name).first()).toBeVisible();
  });
});

const CARDIFF = { street: '5 Queen Street', city: 'Cardiff', postcode: 'CF10 2BH', telephone: '+447400123462' };

// A customer adds an address and makes it the default for delivery, keyboard only.
test('a customer adds an address to the book and makes it the default shipping address, keyboard only @mobile', async ({ page }) => {
  const email = uniqueEmail('book');
  const made = await page.request.post('/rest/default/V1/customers', {
    data: { customer: { email, firstname: 'Martha', lastname: 'Jones' }, password: 'Password123!' },
  });
  expect(made.ok()).toBe(true);
  await gotoLogin(page);
  await login(page, { email, password: 'Password123!', firstname: 'Martha' });

  await page.goto('/customer/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await expect(page.getByText('You have no addresses in your address book.')).toBeVisible();
  await expectNoAxeViolations(page, 'empty address book');

  const add = page.getByRole('link', { name: 'Add New Address' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'First Name' }), 'Martha');
  await typeInto(page, page.getByRole('textbox', { name: 'Last Name' }), 'Jones');
  await typeInto(page, page.getByRole('textbox', { name: 'Street Address' }), CARDIFF.street);
  await typeInto(page, page.getByRole('textbox', { name: 'City' }), CARDIFF.city);
  await typeInto(page, page.getByRole('textbox', { name: 'Postcode' }), CARDIFF.postcode);
  await typeInto(page, page.getByRole('textbox', { name: 'Phone Number' }), '0740');
  const save = page.getByRole('button', { name: 'Save Address' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  // The error summary takes the focus; its link leads to the field.
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  const phoneError = summary.getByRole('link', { name: /The mobile number must contain 10 digits only/ });
  await expectNoAxeViolations(page, 'address form with an error');
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  await expect(phone).toHaveAccessibleDescription(/The mobile number must contain 10 digits only/);
  await tabTo(page, phoneError);
  await page.keyboard.press('Enter');
  await expect(phone).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(CARDIFF.telephone);
  const makeDefault = page.getByRole('checkbox', { name: 'Use as my default shipping address' });
  await tabTo(page, makeDefault);
  await page.keyboard.press('Space');
  await expect(makeDefault).toBeChecked();
  await tabTo(page, save);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You saved the address.' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: CARDIFF.street });
  await expect(entry.getByRole('heading', { name: 'Default Shipping Address' })).toBeVisible();
  await expect(entry).toContainText(CARDIFF.postcode);
  await expectNoAxeViolations(page, 'address book with the new default');

  // The dashboard shows it as the default shipping address; the billing default is still unset.
  await page.goto('/customer/account');
  await expect(page.getByRole('region', { name: 'Default Shipping Address' })).toContainText(CARDIFF.street);
  await expect(page.getByRole('region', { name: 'Default Billing Address' })).toContainText('You have not set a default billing address.');
});
