import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { chooseDeliveryMethod, choosePaymentMethod, expectShippingStep, goToPayment, placeOrder } from './helpers/checkout';
import { gotoLogin, login, uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

const LEEDS = { firstname: 'Nia', lastname: 'Owen', street: ['3 Briggate'], city: 'Leeds', postcode: 'LS1 6HD', country_id: 'GB', telephone: '+447400123461' };
const BRISTOL = { firstname: 'Nia', lastname: 'Owen', street: '7 Park Street', city: 'Bristol', postcode: 'BS1 5NT', telephone: '+447400123459' };

// Spec 001 §2: a customer with a saved address adds a new one in the popup ('Use this address' / 'Cancel').
// At desktop width and at 375 px (@mobile), each screen scanned by axe.
test('a customer adds a new delivery address in the popup, makes it the default and orders to it @mobile', async ({ page }, testInfo) => {
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  const checkPage = async (label: string) => {
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  };
  // A customer of this journey alone, with one saved address (other journeys use the demo accounts).
  const account = { email: uniqueEmail('newaddr'), password: 'Password123!', firstname: 'Nia' };
  const created = await page.request.post('/rest/default/V1/customers', {
    data: { customer: { email: account.email, firstname: 'Nia', lastname: 'Owen' }, password: account.password },
  });
  expect(created.status()).toBe(200);
  const token = await (
    await page.request.post('/rest/default/V1/integration/customer/token', { data: { username: account.email, password: account.password } })
  ).json();
  const saved = await page.request.post('/default_address/Checkout/DefaultAddress', { data: LEEDS, headers: { authorization: `Bearer ${token}` } });
  expect(saved.status()).toBe(200);
  await gotoLogin(page);
  await login(page, account);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);

  const delivery = page.getByRole('region', { name: 'Delivery Address' });
  await test.step('the popup opens on its first field, and Cancel (or Escape) closes it without a change', async () => {
    await delivery.getByRole('button', { name: 'Change Address' }).click();
    await page.getByRole('button', { name: 'Add a New Address' }).click();
    const popup = page.getByRole('dialog', { name: 'Shipping Address' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await checkPage('new address popup');
    await page.screenshot({ path: testInfo.outputPath(`new-address-popup-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a New Address' })).toBeFocused();
  });

  await test.step('a new address is validated, then used and shown as the delivery address', async () => {
    await page.getByRole('button', { name: 'Add a New Address' }).click();
    const popup = page.getByRole('dialog', { name: 'Shipping Address' });
    await popup.getByRole('button', { name: 'Use this address' }).click();
    await expect(popup.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(/This is a required field\./);
    await popup.getByRole('textbox', { name: 'First Name' }).fill(BRISTOL.firstname);
    await popup.getByRole('textbox', { name: 'Last Name' }).fill(BRISTOL.lastname);
    await popup.getByRole('textbox', { name: 'Street Address' }).fill(BRISTOL.street);
    await popup.getByRole('textbox', { name: 'City' }).fill(BRISTOL.city);
    await popup.getByRole('textbox', { name: 'Postcode' }).fill(BRISTOL.postcode);
    await popup.getByRole('textbox', { name: 'Phone Number' }).fill(BRISTOL.telephone);
    await popup.getByRole('checkbox', { name: 'Make this my default address' }).check();
    await popup.getByRole('button', { name: 'Use this address' }).click();
    await expect(popup).toHaveCount(0);
    await expect(delivery).toContainText(BRISTOL.street);
    await expect(delivery).toContainText(`Tel: ${BRISTOL.telephone}`);
    await checkPage('shipping step with the new address');
    await page.screenshot({ path: testInfo.outputPath(`new-address-used-${width}.png`), fullPage: true });
  });

  await test.step('delivery, payment and the order; the new address becomes the default', async () => {
    await chooseDeliveryMethod(page, /^Fixed Flat Rate/);
    const madeDefault = page.waitForResponse((r) => r.url().endsWith('/default_address/Checkout/DefaultAddress'));
    await goToPayment(page);
    expect((await madeDefault).status()).toBe(200);
    await choosePaymentMethod(page);
    await checkPage('payment step');
    await placeOrder(page);
    await checkPage('success page');
    const me = await page.evaluate(async () => (await fetch('/rest/default/V1/customers/me')).json());
    const defaults = (me.addresses as { street: string[]; default_shipping: boolean }[]).filter((a) => a.default_shipping);
    expect(defaults.map((a) => a.street[0])).toEqual([BRISTOL.street]);
  });
});
