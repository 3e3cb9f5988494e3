import { expect, type Page, test } from '@playwright/test';
import { encryptCard, type GatewayPublicKey } from '../src/features/payment/domain/card-encryption';
import { expectNoAxeViolations } from './helpers/axe';
import { gotoLogin, login, uniqueEmail } from './helpers/customers';
import { tabTo, typeInto } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';

const REST = '/rest/default/V1';
const ADDRESS = {
  firstname: 'Sue',
  lastname: 'Scriber',
  street: ['3 Briggate'],
  city: 'Leeds',
  postcode: 'LS1 6HD',
  country_id: 'GB',
  telephone: '+447400123463',
};
const PACKS = 'Packs of ePod Cartridges Crisp Mint 12mg (2 pack)';

async function scan(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  }
}

const MASTERCARD = { number: '5555555555554444', type: 'MC', masked: 'XXXX-4444' };
const VISA = { number: '4444333322221111', type: 'VI', masked: 'XXXX-1111' };

/** A new customer subscribes over REST (two packs monthly, paid with a new card kept for the renewals). */
async function subscribedCustomer(page: Page) {
  const account = { email: uniqueEmail('renewals'), password: 'Password123!', firstname: 'Sue' };
  const created = await page.request.post(`${REST}/customers`, {
    data: { customer: { email: account.email, firstname: 'Sue', lastname: 'Scriber' }, password: account.password },
  });
  expect(created.status()).toBe(200);
  const token = await (await page.request.post(`${REST}/integration/customer/token`, { data: { username: account.email, password: account.password } })).json();
  await subscribe(page, token, MASTERCARD);
  return { ...account, token: token as string };
}

/** The customer subscribes once more over REST, paying with this card (kept for the renewals). */
async function subscribe(page: Page, token: string, card: typeof MASTERCARD) {
  const headers = { authorization: `Bearer ${token}` };
  const quoteId = await (await page.request.post(`${REST}/carts/mine`, { headers })).json();
  const subscribe = { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval: 1 } } };
  expect(
    (
      await page.request.post(`${REST}/carts/mine/items`, {
        headers,
        data: { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, quote_id: quoteId, product_option: subscribe } },
      })
    ).status(),
  ).toBe(200);
  const shipped = await page.request.post(`${REST}/carts/mine/shipping-information`, {
    headers,
    data: { addressInformation: { shipping_address: ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
  });
  expect(shipped.status()).toBe(200);
  const key = (await (await page.request.get('/worldpay/cse/public-key')).json()) as GatewayPublicKey;
  const nextYear = String(new Date().getFullYear() + 1);
  const encryptedData = await encryptCard(key, {
    number: card.number,
    cvc: '123',
    expiryMonth: '11',
    expiryYear: nextYear,
    cardholderName: 'Sue Scriber',
  });
  const paid = await page.request.post(`${REST}/carts/mine/payment-information`, {
    headers,
    data: {
      paymentMethod: {
        method: 'subscribe_pro',
        additional_data: { encryptedData, cc_type: card.type, cc_number: card.masked, cc_name: 'Sue Scriber', save_my_card: true, disclaimerFlag: true },
        extension_attributes: { agreement_ids: [1] },
      },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test('a customer manages a subscription from the keyboard: packs, skip, pause, resume and cancel @mobile', async ({ page }) => {
  const account = await subscribedCustomer(page);
  await gotoLogin(page);
  await login(page, account);
  // Found from My Account's menu, and shown in its frame.
  await page.goto('/customer/account');
  const sections = page.getByRole('navigation', { name: 'My Account sections' });
  await sections.getByRole('link', { name: 'My Subscriptions' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/subscriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'My Subscriptions' })).toHaveAttribute('aria-current', 'page');
  const subscription = page.getByRole('article').filter({ hasText: 'Monthly subscription' });
  await expect(subscription).toContainText('Status: Active');
  await expect(subscription).toContainText(/Next delivery: \d\d\/\d\d\/\d\d/);
  await expect(subscription).toContainText('Paid with the MC card ending 4444');
  await scan(page, 'my subscriptions');

  await test.step('packs outside the limits are refused with the basket’s message; within them they are changed', async () => {
    const packs = subscription.getByLabel(PACKS);
    await page.locator('body').focus();
    await tabTo(page, packs);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('11');
    await tabTo(page, subscription.getByRole('button', { name: 'Update packs' }));
    await page.keyboard.press('Enter');
    await expect(subscription.getByRole('alert')).toHaveText(
      'You can only have up to 10 cartridges in your basket when you subscribe to Vype. Please decrease the quantity of cartridges to qualify for subscription.',
    );
    await scan(page, 'my subscriptions with a refused change');
    await tabTo(page, packs);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4');
    await tabTo(page, subscription.getByRole('button', { name: 'Update packs' }));
    await page.keyboard.press('Enter');
    await expect(subscription.getByRole('status')).toHaveText('The number of packs was changed.');
    await expect(packs).toHaveValue('4');
  });

  await test.step('skip, pause and resume', async () => {
    const before = await subscription.getByText(/Next delivery/).textContent();
    await tabTo(page, subscription.getByRole('button', { name: 'Skip next delivery' }));
    await page.keyboard.press('Enter');
    await expect(subscription.getByRole('status')).toHaveText('The next delivery was skipped.');
    await expect(subscription.getByText(/Next delivery/)).not.toHaveText(before ?? '');
    await tabTo(page, subscription.getByRole('button', { name: 'Pause' }));
    await page.keyboard.press('Enter');
    await expect(subscription).toContainText('Status: Paused');
    await expect(subscription.getByRole('button', { name: 'Skip next delivery' })).toHaveCount(0);
    await tabTo(page, subscription.getByRole('button', { name: 'Resume' }));
    await page.keyboard.press('Enter');
    await expect(subscription).toContainText('Status: Active');
  });

  await test.step('cancel asks first, then the subscription can no longer be changed', async () => {
    await tabTo(page, subscription.getByRole('button', { name: 'Cancel subscription' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this subscription?' });
    await expect(dialog).toBeVisible();
    await scan(page, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Cancel subscription' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(subscription).toContainText('Status: Cancelled');
    await expect(subscription.getByLabel(PACKS)).toBeDisabled();
    await expect(subscription.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await scan(page, 'my subscriptions, cancelled');
  });
});

/** The page at one width, looked at: axe, nothing to scroll sideways at 375 px, and a screenshot in test-results. */
async function look(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`${label.replaceAll(' ', '-')}-${width}.png`), fullPage: true });
  }
}

test('a customer changes a subscription’s card and delivery address from the keyboard @mobile', async ({ page }) => {
  const account = await subscribedCustomer(page);
  const headers = { authorization: `Bearer ${account.token}` };
  // A second subscription paid with a Visa: a second card kept for renewals, to change the first one to.
  await subscribe(page, account.token, VISA);
  const mine = (await (await page.request.get(`${REST}/customers/me/subscriptions`, { headers })).json()) as { id: number; payment_card: { last4: string } }[];
  const first = mine.find((s) => s.payment_card.last4 === '4444')!;
  // An address in the book, to choose from.
  const office = { ...ADDRESS, street: ['1 Park Row'], postcode: 'LS1 5AB', default_shipping: true, default_billing: true };
  const booked = await page.request.put(`${REST}/customers/me`, {
    headers,
    data: { customer: { email: account.email, firstname: 'Sue', lastname: 'Scriber', addresses: [office] } },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await gotoLogin(page);
  await login(page, account);
  await page.goto('/customer/account/subscriptions');
  const subscription = page.getByRole('article', { name: `Subscription ${first.id}: Monthly subscription` });
  await expect(subscription).toContainText('Paid with the MC card ending 4444');
  await expect(subscription).toContainText('Delivered to: Sue Scriber, 3 Briggate, Leeds, LS1 6HD, United Kingdom');

  await test.step('the card: the other saved card chosen with the arrow keys', async () => {
    const change = subscription.getByRole('button', { name: 'Change card' });
    await page.locator('body').focus();
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    const cards = subscription.getByRole('group', { name: 'Card for your deliveries' });
    const inUse = cards.getByRole('radio', { name: /•••• 4444, expires 11\/\d{4} \(in use\)$/ });
    const visa = cards.getByRole('radio', { name: /^Visa •••• 1111, expires 11\/\d{4}$/ });
    await expect(inUse).toBeChecked();
    await look(page, 'subscription card choice');
    await tabTo(page, inUse);
    await page.keyboard.press('ArrowUp');
    await expect(visa).toBeChecked();
    await tabTo(page, subscription.getByRole('button', { name: 'Use this card' }));
    await page.keyboard.press('Enter');
    await expect(subscription.getByRole('status')).toHaveText('The card for your deliveries was changed.');
    await expect(subscription).toContainText('Paid with the VI card ending 1111');
    await expect(cards).toHaveCount(0);
    await expect(change).toBeFocused();
  });

  await test.step('the address: a new one typed in checkout’s form, then the book’s', async () => {
    const change = subscription.getByRole('button', { name: 'Change address' });
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    const book = subscription.getByRole('group', { name: 'Deliver to' });
    await expect(book.getByRole('radio', { name: 'Sue Scriber, 1 Park Row, Leeds, LS1 5AB' })).toBeChecked();
    await tabTo(page, book.getByRole('radio', { name: 'Sue Scriber, 1 Park Row, Leeds, LS1 5AB' }));
    await page.keyboard.press('ArrowDown');
    await expect(book.getByRole('radio', { name: 'A new address' })).toBeChecked();
    const typed = subscription.getByRole('group', { name: 'New delivery address' });
    await typeInto(page, typed.getByRole('textbox', { name: 'First Name' }), 'Sue');
    await typeInto(page, typed.getByRole('textbox', { name: 'Last Name' }), 'Scriber');
    await typeInto(page, typed.getByRole('textbox', { name: 'Street Address' }), '22 Boar Lane');
    await typeInto(page, typed.getByRole('textbox', { name: 'City' }), 'Leeds');
    await typeInto(page, typed.getByRole('textbox', { name: 'Postcode' }), 'LS1 6EN');
    await typeInto(page, typed.getByRole('textbox', { name: 'Phone Number' }), '0113 496 0000');
    await tabTo(page, subscription.getByRole('button', { name: 'Use this address' }));
    await page.keyboard.press('Enter');
    // A UK delivery address takes a UK mobile, as at checkout.
    await expect(typed.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('aria-invalid', 'true');
    await look(page, 'subscription new address refused');
    await typed.getByRole('textbox', { name: 'Phone Number' }).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('+447400123499');
    await tabTo(page, subscription.getByRole('button', { name: 'Use this address' }));
    await page.keyboard.press('Enter');
    await expect(subscription.getByRole('status')).toHaveText('The delivery address was changed.');
    await expect(subscription).toContainText('Delivered to: Sue Scriber, 22 Boar Lane, Leeds, LS1 6EN, United Kingdom');
    await expect(change).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(book.getByRole('radio', { name: 'Sue Scriber, 1 Park Row, Leeds, LS1 5AB' })).toBeChecked();
    await tabTo(page, subscription.getByRole('button', { name: 'Use this address' }));
    await page.keyboard.press('Enter');
    await expect(subscription).toContainText('Delivered to: Sue Scriber, 1 Park Row, Leeds, LS1 5AB, United Kingdom');
    await expect(subscription.getByRole('status')).toHaveText('The delivery address was changed.');
    await look(page, 'subscription address changed');
  });

  // The shop kept both changes.
  const after = (await (await page.request.get(`${REST}/customers/me/subscriptions`, { headers })).json()) as {
    id: number;
    payment_card: { last4: string };
    shipping_address: { street: string[] };
  }[];
  expect(after.find((s) => s.id === first.id)).toMatchObject({ payment_card: { last4: '1111' }, shipping_address: { street: ['1 Park Row'] } });
});
