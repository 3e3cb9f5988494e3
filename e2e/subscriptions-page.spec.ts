import { expect, type Page, test } from '@playwright/test';
import { encryptCard, type GatewayPublicKey } from '../src/features/payment/domain/card-encryption';
import { expectNoAxeViolations } from './helpers/axe';
import { gotoLogin, login, uniqueEmail } from './helpers/customers';
import { tabTo } from './helpers/keyboard';
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

/** A new customer subscribes over REST (two packs monthly, paid with a new card kept for the renewals). */
async function subscribedCustomer(page: Page) {
  const account = { email: uniqueEmail('renewals'), password: 'Password123!', firstname: 'Sue' };
  const created = await page.request.post(`${REST}/customers`, {
    data: { customer: { email: account.email, firstname: 'Sue', lastname: 'Scriber' }, password: account.password },
  });
  expect(created.status()).toBe(200);
  const token = await (await page.request.post(`${REST}/integration/customer/token`, { data: { username: account.email, password: account.password } })).json();
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
    number: '5555555555554444',
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
        additional_data: { encryptedData, cc_type: 'MC', cc_number: 'XXXX-4444', cc_name: 'Sue Scriber', save_my_card: true, disclaimerFlag: true },
        extension_attributes: { agreement_ids: [1] },
      },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return account;
}

test('a customer manages a subscription from the keyboard: packs, skip, pause, resume and cancel', async ({ page }) => {
  const account = await subscribedCustomer(page);
  await gotoLogin(page);
  await login(page, account);
  await page.goto('/customer/account/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible();
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
