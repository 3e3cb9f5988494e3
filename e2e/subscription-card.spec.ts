import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { emptyBasket, openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { acceptAgreements, chooseDeliveryMethod, choosePaymentMethod, expectPaymentStep, expectShippingStep, expectSuccessPage } from './helpers/checkout';
import { accountNav, gotoLogin, login, uniqueEmail } from './helpers/customers';
import { tabTo, typeInto } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';

const SUBSCRIPTION_CARD = 'Credit / Debit Card for your subscription';
const CARD_SAVED_NOTE = 'Your card will be saved to pay your subscription’s renewals. You will find it under Stored Payment Methods.';
const CCAM5 = 'Please accept the disclaimer to save the card.';
const nextYear = String(new Date().getFullYear() + 1);
const LEEDS = {
  firstname: 'Sue',
  lastname: 'Scriber',
  street: ['3 Briggate'],
  city: 'Leeds',
  postcode: 'LS1 6HD',
  country_id: 'GB',
  telephone: '+447400123463',
};

/** Scans at both widths (the journey's account and cards exist once, so it runs in one project). */
async function scan(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  }
}

/** The place-order calls the page sends, parsed. */
function recordPlaceOrders(page: Page): { paymentMethod: { method: string; additional_data?: Record<string, unknown> } }[] {
  const bodies: { paymentMethod: { method: string; additional_data?: Record<string, unknown> } }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/carts\/mine\/payment-information(-custom)?$/.test(request.url())) bodies.push(JSON.parse(request.postData() ?? '{}'));
  });
  return bodies;
}

/** A monthly subscription of two pod packs, to the payment step, the subscription card chosen. */
async function toSubscriptionPayment(page: Page) {
  await emptyBasket(page);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 2, option: 'subscribe' });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectPaymentStep(page);
  await choosePaymentMethod(page, SUBSCRIPTION_CARD);
}

// Spec 002 §5 method types (subscribe_pro) and §7 (a subscription vault's name goes as subscribe_pro_vault).
test('a customer pays a monthly subscription with the subscription card from the keyboard; the card is saved and pays the next subscription', async ({
  page,
}) => {
  const account = { email: uniqueEmail('subscriber'), password: 'Password123!', firstname: 'Sue' };
  const created = await page.request.post('/rest/default/V1/customers', {
    data: { customer: { email: account.email, firstname: 'Sue', lastname: 'Scriber' }, password: account.password },
  });
  expect(created.status()).toBe(200);
  const token = await (
    await page.request.post('/rest/default/V1/integration/customer/token', { data: { username: account.email, password: account.password } })
  ).json();
  expect((await page.request.post('/default_address/Checkout/DefaultAddress', { data: LEEDS, headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    200,
  );
  const placed = recordPlaceOrders(page);
  await gotoLogin(page);
  await login(page, account);
  await toSubscriptionPayment(page);

  await test.step('the new card’s form says the card will be saved, with no choice to tick; the disclaimer is asked for (CCAM5)', async () => {
    await expect(page.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
    await expect(page.getByText(CARD_SAVED_NOTE)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Save my card for future payments' })).toHaveCount(0);
    await page.locator('body').focus();
    await typeInto(page, page.getByLabel('Card Number'), '5555555555554444');
    await tabTo(page, page.getByLabel('Expiration Month'));
    await page.getByLabel('Expiration Month').selectOption('11');
    await page.getByLabel('Expiration Year').selectOption(nextYear);
    await typeInto(page, page.getByLabel('Card Verification Number'), '123');
    await typeInto(page, page.getByLabel('Name on Card'), 'Sue Scriber');
    await scan(page, 'subscription card form');
    await acceptAgreements(page);
    const place = page.getByRole('button', { name: 'Place Order' });
    await tabTo(page, place);
    await page.keyboard.press('Enter');
    await expect(page.getByText(CCAM5)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read the disclaimer' })).toBeFocused();
    expect(placed, 'nothing sent before the disclaimer').toEqual([]);
  });

  await test.step('the disclaimer agreed from the keyboard, the order is placed with subscribe_pro: the success page', async () => {
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Saved card disclaimer' });
    await expect(dialog.getByRole('button', { name: 'Agree', exact: true })).toBeFocused();
    await scan(page, 'subscription card disclaimer');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('You have accepted the disclaimer.')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');
    await expectSuccessPage(page);
    await scan(page, 'success page after a subscription card payment');
    expect(placed).toHaveLength(1);
    expect(placed[0].paymentMethod).toMatchObject({
      method: 'subscribe_pro',
      additional_data: { save_my_card: true, disclaimerFlag: true, cc_number: 'XXXX-4444' },
    });
    expect(JSON.stringify(placed[0])).not.toContain('5555555555554444');
  });

  await test.step('the card is listed under Stored Payment Methods', async () => {
    await accountNav(page).getByRole('link', { name: 'Stored Payment Methods' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stored Payment Methods' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '•••• 4444' });
    await expect(row).toContainText(`11/${nextYear}`);
    await expect(row).toContainText('MasterCard');
    await scan(page, 'stored payment methods with the subscription card');
  });

  await test.step('the next subscription is paid with the saved card and its CVV, sent as subscribe_pro_vault', async () => {
    await toSubscriptionPayment(page);
    const savedCards = page.getByRole('group', { name: 'Pay with' });
    await expect(savedCards.getByRole('radio', { name: `MasterCard •••• 4444, expires 11/${nextYear}` })).toBeChecked();
    await expect(page.getByLabel('Card Number')).toHaveCount(0);
    await page.getByLabel('Card Verification Number').fill('321');
    await scan(page, 'subscription paid with the saved card');
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectSuccessPage(page);
    expect(placed).toHaveLength(2);
    expect(placed[1].paymentMethod).toMatchObject({
      method: 'subscribe_pro_vault',
      additional_data: { isSavedCardPayment: true, tokenCode: expect.stringMatching(/^\d+$/), saved_cc_cid: '321' },
    });
  });
});
