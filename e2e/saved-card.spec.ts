import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { emptyBasket, openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { acceptAgreements, chooseDeliveryMethod, choosePaymentMethod, expectPaymentStep, expectShippingStep, expectSuccessPage } from './helpers/checkout';
import { accountNav, gotoLogin, JANE, login, uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

const CCAM3 = 'Invalid security code for the saved card.';
const CCAM5 = 'Please accept the disclaimer to save the card.';
const REFUSED_MESSAGE = 'Your payment was declined. Please check your card details or use another card.';
const CHALLENGE_PASSED = 'Your bank has confirmed the payment. Place your order to finish.';
/** The demo account whose saved Visa ending 1091 the sandbox gateway challenges (3-D Secure) every time. */
const CHRIS = { email: 'chris.secure@example.com', password: 'Password123!', firstname: 'Chris' } as const;
const nextYear = String(new Date().getFullYear() + 1);
const LEEDS = { firstname: 'Sam', lastname: 'Saver', street: ['3 Briggate'], city: 'Leeds', postcode: 'LS1 6HD', country_id: 'GB', telephone: '+447400123462' };

/** Scans at both widths (these journeys use cards that exist once, so they run in one project). */
async function scan(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  }
}

/** Every request body the page sends to the shop. */
function recordShopBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === new URL(page.url() || 'http://x').origin) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function toCardPayment(page: Page) {
  await emptyBasket(page);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectPaymentStep(page);
  await choosePaymentMethod(page, 'Credit / Debit Card');
}

// Spec 002 §4 "Card form": choosing a saved card hides the new-card fields and shows its section.
test('Jane pays with her saved Visa ending 1111 and its CVV; the browser never holds the token', async ({ page }) => {
  const bodies = recordShopBodies(page);
  await gotoLogin(page);
  await login(page, JANE);
  await toCardPayment(page);

  const savedCards = page.getByRole('group', { name: 'Pay with' });
  const visa = savedCards.getByRole('radio', { name: 'Visa •••• 1111, expires 12/2030' });
  await test.step('her saved card is offered first and chosen; the new-card fields are hidden', async () => {
    await expect(savedCards.getByRole('radio')).toHaveCount(2);
    await expect(savedCards.getByRole('radio').last()).toHaveAccessibleName('Use a new card');
    await expect(visa).toBeChecked();
    await expect(page.getByLabel('Card Number')).toHaveCount(0);
    await expect(page.getByLabel('Card Verification Number')).toHaveAccessibleDescription(/3 digits/);
    await scan(page, 'saved card chosen');
  });

  await test.step('a new card shows the new-card fields and hides the saved card’s section', async () => {
    await savedCards.getByRole('radio', { name: 'Use a new card' }).check();
    await expect(page.getByLabel('Card Number')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Save my card for future payments' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Saved card/ })).toHaveCount(0);
    await visa.check();
    await expect(page.getByLabel('Card Number')).toHaveCount(0);
  });

  await test.step('a CVV of the wrong size is refused with CCAM3', async () => {
    await acceptAgreements(page);
    await page.getByLabel('Card Verification Number').fill('12');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText(CCAM3)).toBeVisible();
    await expect(page.getByLabel('Card Verification Number')).toBeFocused();
    await scan(page, 'saved card CVV error');
  });

  await test.step('CVV 123: the order is placed', async () => {
    await page.getByLabel('Card Verification Number').fill('123');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectSuccessPage(page);
  });
  const payment = bodies.find((b) => b.includes('"isSavedCardPayment":true'));
  expect(payment, 'the saved-card payment').toBeDefined();
  expect(JSON.parse(payment!).paymentMethod.additional_data).toEqual({
    isSavedCardPayment: true,
    tokenCode: expect.stringMatching(/^\d+$/),
    saved_cc_cid: '123',
  });
  expect(bodies.filter((b) => b.includes('tok_'))).toEqual([]);
});

test('a customer saves a new card after agreeing to the disclaimer (keyboard only); it then shows under Stored Payment Methods', async ({ page }) => {
  const account = { email: uniqueEmail('saver'), password: 'Password123!', firstname: 'Sam' };
  const created = await page.request.post('/rest/default/V1/customers', {
    data: { customer: { email: account.email, firstname: 'Sam', lastname: 'Saver' }, password: account.password },
  });
  expect(created.status()).toBe(200);
  const token = await (
    await page.request.post('/rest/default/V1/integration/customer/token', { data: { username: account.email, password: account.password } })
  ).json();
  expect((await page.request.post('/default_address/Checkout/DefaultAddress', { data: LEEDS, headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    200,
  );
  await gotoLogin(page);
  await login(page, account);
  await toCardPayment(page);

  await test.step('no saved cards: the new-card form with "save my card"', async () => {
    await expect(page.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
    await page.getByLabel('Card Number').fill('5555555555554444');
    await page.getByLabel('Expiration Month').selectOption('11');
    await page.getByLabel('Expiration Year').selectOption(nextYear);
    await page.getByLabel('Card Verification Number').fill('123');
    await page.getByLabel('Name on Card').fill('Sam Saver');
    await page.getByRole('checkbox', { name: 'Save my card for future payments' }).check();
    await expect(page.getByText('Please read and agree to the disclaimer to save your card.')).toBeVisible();
    await scan(page, 'save my card ticked');
  });

  await test.step('saving without the disclaimer is refused with CCAM5', async () => {
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText(CCAM5)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Save my card for future payments' })).toBeFocused();
  });

  const dialog = page.getByRole('dialog', { name: 'Saved card disclaimer' });
  const opener = page.getByRole('button', { name: 'Read the disclaimer' });
  await test.step('the disclaimer dialog by keyboard: focus inside, Tab wraps, Escape closes and gives focus back', async () => {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/^By saving your card/);
    await expect(dialog.getByRole('button', { name: 'Agree', exact: true })).toBeFocused();
    // Spec 002 §9: 450 × 350 px (a phone: the screen's width).
    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await dialog.boundingBox();
    expect([Math.round(wide!.width), Math.round(wide!.height)]).toEqual([450, 350]);
    await scan(page, 'disclaimer dialog open');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Agree', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.getByText('You have accepted the disclaimer.')).toBeVisible();
  });

  await test.step('the order is placed and the card is saved', async () => {
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectSuccessPage(page);
    await accountNav(page).getByRole('link', { name: 'Stored Payment Methods' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stored Payment Methods' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '•••• 4444' });
    await expect(row).toContainText(`11/${nextYear}`);
    await expect(row).toContainText('MasterCard');
    await scan(page, 'stored payment methods with the saved card');
  });

  await test.step('the saved card is deleted after confirming, for good', async () => {
    const row = page.getByRole('row').filter({ hasText: '•••• 4444' });
    await row.getByRole('button', { name: 'Delete the MasterCard card ending 4444' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(confirm).toContainText('Are you sure you want to delete the MasterCard card ending 4444?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The stored card was deleted.' })).toBeVisible();
    await expect(page.getByText('You have no stored payment methods.')).toBeVisible();
    await scan(page, 'no stored payment methods left');
    await page.reload();
    await expect(page.getByText('You have no stored payment methods.')).toBeVisible();
  });
});

// Spec 002 §2: a saved card's 3-D Secure challenge comes back through /worldpay/savedcard/redirect.
test('Chris pays with his saved card that his bank challenges: a failed challenge says so, a passed one places the paid order', async ({ page }) => {
  await gotoLogin(page);
  await login(page, CHRIS);
  await toCardPayment(page);
  const savedCards = page.getByRole('group', { name: 'Pay with' });
  const visa = savedCards.getByRole('radio', { name: 'Visa •••• 1091, expires 12/2030' });

  /** The saved card with its CVV, Place Order, and the gateway's challenge page. */
  async function payToChallenge() {
    await expect(visa).toBeChecked();
    await acceptAgreements(page);
    await page.getByLabel('Card Verification Number').fill('123');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/3ds\/challenge\/pay_/);
    await expect(page.getByText('Card ending 1091')).toBeVisible();
  }

  await test.step('the bank’s challenge fails: back at the payment step with the refusal, no order', async () => {
    await payToChallenge();
    const back = page.waitForRequest((r) => new URL(r.url()).pathname === '/worldpay/savedcard/redirect/failure');
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await back;
    await expect(page).toHaveURL(/\/checkout\?threeds_result=failure#payment$/);
    await expect(page.getByRole('alert').filter({ hasText: REFUSED_MESSAGE })).toBeVisible();
    await expect(page.getByText(CHALLENGE_PASSED)).toHaveCount(0);
    await scan(page, 'back from a failed challenge');
  });

  await test.step('the bank’s challenge passes: back through the saved-card return, the order is placed', async () => {
    await choosePaymentMethod(page, 'Credit / Debit Card');
    await payToChallenge();
    const back = page.waitForRequest((r) => new URL(r.url()).pathname === '/worldpay/savedcard/redirect/success');
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await back;
    await expect(page).toHaveURL(/\/checkout\?threeds=C\d+-\d+-\d+#payment$/);
    await expect(page.getByText(CHALLENGE_PASSED)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: REFUSED_MESSAGE })).toHaveCount(0);
    await scan(page, 'challenge passed');
    await acceptAgreements(page);
    const placed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/carts/mine/payment-information'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const orderId = (await (await placed).json()) as string;
    const orderNumber = await expectSuccessPage(page);

    // The order, read as its customer through the REST API: paid by the saved card.
    const token = await (
      await page.request.post('/rest/default/V1/integration/customer/token', { data: { username: CHRIS.email, password: CHRIS.password } })
    ).json();
    const read = await page.request.get(`/rest/default/V1/carts/mine/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status()).toBe(200);
    const order = await read.json();
    expect(order).toMatchObject({ increment_id: orderNumber, customer_email: CHRIS.email, customer_is_guest: false });
    expect(order.payment).toEqual({
      method: 'worldpay_cc',
      additional_information: ['Credit / Debit Card'],
      amount_paid: order.grand_total,
      cc_last4: '1091',
      cc_type: 'VI',
    });
    expect(order.grand_total).toBeGreaterThan(0);
  });
});
