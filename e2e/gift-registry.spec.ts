import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expectBasketCount, openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { chooseDeliveryMethod, expectPaymentStep, expectShippingStep, fillGuestShipping, placeOrder } from './helpers/checkout';
import { gotoLogin, login, uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

/** Parts of Jane's registry address (seed data) that a giver must never see. */
const JANES_ADDRESS = /221B Baker Street|NW1 6XE/;
const DELIVERED = 'Delivered to Jane’s birthday wish list address';

// A guest sends a gift to Jane's public birthday wish list: found by her name, the rates are for the
// registry's address, the order goes there, and the giver never sees that address. Also at 375 px.
test('a guest sends an order to a gift registry without seeing the registrant’s address @mobile', async ({ page }, testInfo) => {
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;

  await test.step('a pod pack in the basket, then checkout', async () => {
    await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
    await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1, option: 'once', expectedCount: 1 });
    await openBasket(page);
    await proceedToCheckout(page);
    await expectShippingStep(page);
  });

  await test.step('Ship to a gift registry: a surname alone is not enough, the full name finds Jane’s list', async () => {
    await fillGuestShipping(page, uniqueEmail('giver'));
    const choice = page.getByRole('group', { name: 'Where should we send your order?' });
    await expect(choice.getByRole('radio', { name: 'To my address' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Ship to a gift registry' }).check();
    const picker = page.getByRole('region', { name: 'Gift registry' });
    await expect(page.getByText('Choose a gift registry to see its delivery methods.')).toBeVisible();
    const search = picker.getByRole('textbox', { name: 'Registrant’s full name or registry number' });
    await search.fill('Doe');
    await search.press('Enter');
    await expect(search).toHaveAccessibleDescription(/Enter the registrant’s first and last name, or the registry number\./);
    await search.fill('Nobody Known');
    await picker.getByRole('button', { name: 'Find registry' }).click();
    await expect(picker.getByText('No gift registry matches. Check the name or number, or ask the registrant.')).toBeVisible();
    await search.fill('jane doe');
    await search.press('Enter');
    const found = picker.getByRole('list', { name: 'Gift registries found' });
    await expect(found.getByRole('listitem')).toHaveCount(1);
    await expect(picker.getByRole('status')).toHaveText('1 gift registry found');
    await expect(found).toContainText('Event date: 14 March 2027');
    await expectNoAxeViolations(page, `gift registry search results at ${width} px`);
    await page.screenshot({ path: testInfo.outputPath(`gift-registry-results-${width}.png`), fullPage: true });
    await found.getByRole('button', { name: 'Choose Jane’s birthday wish list' }).click();
    await expect(picker.getByText(DELIVERED)).toBeFocused();
  });

  await test.step('the rates are the registry’s, and its address is nowhere on the page', async () => {
    // Jane's London address: the same-day courier delivers there too, the flat rate anywhere.
    await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
    await expect(page.locator('body')).not.toContainText(JANES_ADDRESS);
    await expectNoAxeViolations(page, `gift registry chosen at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
    await page.getByRole('region', { name: 'Gift registry' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`gift-registry-chosen-${width}.png`), fullPage: true });
  });

  await test.step('payment: the giver’s own address is the billing address, no “same as shipping”', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expectPaymentStep(page);
    const cod = page.getByRole('radiogroup', { name: 'Payment Method' }).getByRole('radio', { name: 'Cash On Delivery', exact: true });
    await cod.check();
    const billing = page.getByRole('region', { name: 'Cardholder’s details' });
    await expect(billing.getByRole('checkbox', { name: 'My billing and shipping address are the same' })).toHaveCount(0);
    await expect(billing).toContainText('10 Downing Street');
    await expect(page.locator('body')).not.toContainText(JANES_ADDRESS);
    await expectNoAxeViolations(page, `payment step for a gift registry order at ${width} px`);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  await test.step('the order is placed; the success page shows no address of Jane’s', async () => {
    await placeOrder(page);
    await expectBasketCount(page, 0);
    await expect(page.locator('body')).not.toContainText(JANES_ADDRESS);
  });
});

const LEEDS = {
  firstname: 'Ravi',
  lastname: 'Patel',
  street: ['3 Briggate'],
  city: 'Leeds',
  postcode: 'LS1 6HD',
  country_id: 'GB',
  telephone: '+447400123462',
};

// A signed-in customer finds the registry by its number; the rates come from giftregistry/mine and the
// saved address shown is the customer's own, for billing.
test('a customer sends an order to a gift registry found by its number', async ({ page }) => {
  const account = { email: uniqueEmail('regcust'), password: 'Password123!', firstname: 'Ravi' };
  const created = await page.request.post('/rest/default/V1/customers', {
    data: { customer: { email: account.email, firstname: 'Ravi', lastname: 'Patel' }, password: account.password },
  });
  expect(created.status()).toBe(200);
  const token = await (
    await page.request.post('/rest/default/V1/integration/customer/token', { data: { username: account.email, password: account.password } })
  ).json();
  expect((await page.request.post('/default_address/Checkout/DefaultAddress', { data: LEEDS, headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    200,
  );
  const [registry] = await (await page.request.post('/rest/default/V1/giftregistry/search', { data: { query: 'Jane Doe' } })).json();

  await gotoLogin(page);
  await login(page, account);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);

  await page.getByRole('radio', { name: 'Ship to a gift registry' }).check();
  await expect(page.getByRole('region', { name: 'Your Address' })).toContainText('3 Briggate');
  const picker = page.getByRole('region', { name: 'Gift registry' });
  await picker.getByRole('textbox', { name: 'Registrant’s full name or registry number' }).fill(`#${registry.registry_id}`);
  const rates = page.waitForRequest((r) => r.url().endsWith('/giftregistry/mine/estimate-shipping-methods'));
  await picker.getByRole('button', { name: 'Find registry' }).click();
  await picker.getByRole('button', { name: 'Choose Jane’s birthday wish list' }).click();
  expect((await rates).postDataJSON()).toEqual({ registryId: registry.registry_id });
  await expect(picker).toContainText(DELIVERED);
  await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
  await expectNoAxeViolations(page, 'customer’s gift registry choice');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectPaymentStep(page);
  await page.getByRole('radiogroup', { name: 'Payment Method' }).getByRole('radio', { name: 'Cash On Delivery', exact: true }).check();
  await expect(page.getByRole('region', { name: 'Cardholder’s details' })).toContainText('3 Briggate');
  await expect(page.locator('body')).not.toContainText(JANES_ADDRESS);
  await placeOrder(page);
  await expect(page.locator('body')).not.toContainText(JANES_ADDRESS);
});
