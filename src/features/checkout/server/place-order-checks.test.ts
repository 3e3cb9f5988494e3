import { eq } from 'drizzle-orm';
import { cartRules, checkoutAgreements, newsletterSubscribers, orders, products } from '../../../db/schema';
import { setStoreConfig } from '../../stores/server/testing';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, customerToken, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { AGREEMENT_REQUIRED, DEVICE_TRIAL_CONSENT_REQUIRED, PRODUCT_CONSENT_REQUIRED, TERMS_NOT_ACCEPTED } from '../domain';

// Spec 002 §5 checks 2, 3 and 9 at place order: whatever the browser sent, the server refuses with the
// check's message, a 400, and nothing changes (no order, stock and coupon uses as they were).
describe('place-order checks: terms, agreements and consents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const SKU = 'EPOD-CRISP-MINT-12';
  const stockOf = async (sku: string) => (await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.sku, sku)))[0].qty;
  const couponUses = async () => (await t.database.db.select({ n: cartRules.timesUsed }).from(cartRules).where(eq(cartRules.couponCode, 'SAVE5')))[0].n;
  const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

  async function cartWithCoupon(items = [{ sku: SKU, qty: 2 }]) {
    const cartId = await readyGuestCart(t, items);
    const coupon = await shopClient(t).put(`guest-carts/${cartId}/coupons/SAVE5`, {});
    expect(coupon.statusCode, coupon.body).toBe(200);
    return cartId;
  }

  async function expectRefusedUnchanged(cartId: string, extensionAttributes: Record<string, unknown> | undefined, message: string, sku = SKU) {
    const before = { stock: await stockOf(sku), uses: await couponUses(), orders: await orderCount() };
    const res = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
      email: UK_ADDRESS.email,
      paymentMethod: { method: 'cashondelivery', ...(extensionAttributes ? { extension_attributes: extensionAttributes } : {}) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, parameters: [] });
    expect({ stock: await stockOf(sku), uses: await couponUses(), orders: await orderCount() }).toEqual(before);
    expect((await shopClient(t).get(`guest-carts/${cartId}`)).statusCode).toBe(200);
  }

  it('lists the store’s agreements as Magento’s carts/licence does, and none in a store without', async () => {
    const uk = await shopClient(t).get('carts/licence?searchCriteria');
    expect(uk.statusCode).toBe(200);
    expect(uk.json()).toEqual([
      expect.objectContaining({
        agreement_id: 1,
        name: 'Terms and Conditions',
        checkbox_text: 'I agree to the Terms and Conditions',
        mode: 1,
        is_active: true,
        is_html: false,
      }),
    ]);
    expect(uk.json()[0].content).toContain('aged 18 or over');
    const fr = await t.request({ method: 'GET', url: '/rest/fr/V1/carts/licence' });
    expect(fr.json()).toEqual([]);
    const config = (await shopClient(t).get('checkout/config')).json();
    expect(config.checkoutAgreements).toMatchObject({
      isEnabled: true,
      agreements: [{ agreementId: 1, checkboxText: 'I agree to the Terms and Conditions', mode: 1 }],
    });
  });

  it.each([
    ['no extension attributes', undefined],
    ['no agreement ids', {}],
    ['an empty list', { agreement_ids: [] }],
    ['an unknown id', { agreement_ids: [99] }],
    ['a non-numeric id', { agreement_ids: ['one'] }],
  ])('check 2: refuses the order with %s and changes nothing', async (_label, attributes) => {
    await expectRefusedUnchanged(await cartWithCoupon(), attributes, TERMS_NOT_ACCEPTED);
  });

  it('check 3: every manual agreement must be ticked, the auto one need not be', async () => {
    const [{ storeId }] = await t.database.db.select({ storeId: checkoutAgreements.storeId }).from(checkoutAgreements).where(eq(checkoutAgreements.id, 1));
    const [privacy] = await t.database.db
      .insert(checkoutAgreements)
      .values({ storeId, name: 'Privacy', checkboxText: 'I have read the Privacy Notice', content: 'How we use your data.', mode: 1, position: 1 })
      .returning();
    const [cookies] = await t.database.db
      .insert(checkoutAgreements)
      .values({ storeId, name: 'Cookies', checkboxText: 'Cookies are used', content: 'About cookies.', mode: 0, position: 2 })
      .returning();
    // Every process caches the agreements; the database's change feed drops that cache.
    await expect.poll(agreementCount, { timeout: 2_000 }).toBe(3);
    try {
      const cartId = await cartWithCoupon();
      await expectRefusedUnchanged(cartId, { agreement_ids: [1] }, AGREEMENT_REQUIRED);
      await expectRefusedUnchanged(cartId, { agreement_ids: ['1', cookies.id] }, AGREEMENT_REQUIRED);
      // Ids as strings or numbers, as Magento takes them; the auto agreement is not needed.
      const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
        email: UK_ADDRESS.email,
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: ['1', privacy.id] } },
      });
      expect(placed.statusCode, placed.body).toBe(200);
    } finally {
      await t.database.db.delete(checkoutAgreements).where(eq(checkoutAgreements.storeId, storeId));
      await t.database.db
        .insert(checkoutAgreements)
        .values({ id: 1, storeId, name: 'Terms and Conditions', checkboxText: 'I agree to the Terms and Conditions', content: 'Terms.', mode: 1 });
      await expect.poll(agreementCount, { timeout: 2_000 }).toBe(1);
    }
  });

  const agreementCount = async () => ((await shopClient(t).get('carts/licence')).json() as unknown[]).length;

  it('places the order with the terms ticked; a store that asks for no agreements needs none', async () => {
    const cartId = await cartWithCoupon();
    const usesBefore = await couponUses();
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
      email: UK_ADDRESS.email,
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: ['1'] } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await couponUses()).toBe(usesBefore + 1);
    const restore = await setStoreConfig(t.database.db, { 'checkout/options/enable_agreements': '0' });
    try {
      expect((await shopClient(t).get('carts/licence')).json()).toEqual([]);
      const next = await readyGuestCart(t, [{ sku: SKU, qty: 1 }]);
      const res = await shopClient(t).post(`guest-carts/${next}/payment-information`, { email: UK_ADDRESS.email, paymentMethod: { method: 'cashondelivery' } });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await restore();
    }
  });

  it('check 9: a device trial in the cart needs its consent box ticked', async () => {
    const trial = 'EPOD2-TRIAL-KIT';
    const cartId = await cartWithCoupon([
      { sku: trial, qty: 1 },
      { sku: SKU, qty: 1 },
    ]);
    const details = (await shopClient(t).get(`guest-carts/${cartId}/payment-information`)).json();
    expect(details.extension_attributes.device_trial).toMatchObject({
      hasDeviceTrialProductsInCart: true,
      deviceTrialCheckboxEnabled: true,
      deviceTrialDuration: 14,
    });
    await expectRefusedUnchanged(cartId, { agreement_ids: [1] }, DEVICE_TRIAL_CONSENT_REQUIRED, trial);
    await expectRefusedUnchanged(cartId, { agreement_ids: [1], device_trial_consent: false }, DEVICE_TRIAL_CONSENT_REQUIRED, trial);
    // The terms come first (check 2 before check 9).
    await expectRefusedUnchanged(cartId, { device_trial_consent: true }, TERMS_NOT_ACCEPTED, trial);
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
      email: UK_ADDRESS.email,
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1], device_trial_consent: true } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('check 9: a store asking for product consent refuses the order without it', async () => {
    const restore = await setStoreConfig(t.database.db, { 'bat_product_consent/general/show_consent': '1' });
    try {
      const config = (await shopClient(t).get('checkout/config')).json();
      expect(config.bat_product_consent).toMatchObject({ show_consent: true });
      const cartId = await cartWithCoupon();
      await expectRefusedUnchanged(cartId, { agreement_ids: [1] }, PRODUCT_CONSENT_REQUIRED);
      await expectRefusedUnchanged(cartId, { agreement_ids: [1], product_consent: false }, PRODUCT_CONSENT_REQUIRED);
      const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
        email: UK_ADDRESS.email,
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1], product_consent: true } },
      });
      expect(placed.statusCode, placed.body).toBe(200);
    } finally {
      await restore();
    }
  });

  it('refuses malformed agreement ids with a 400, never a 500', async () => {
    const cartId = await cartWithCoupon();
    for (const ids of [[{}], 'x', [true], Array.from({ length: 21 }, (_, i) => i)]) {
      const res = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
        email: UK_ADDRESS.email,
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: ids } },
      });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('check 10: saves a guest’s newsletter subscription by email before the order, and a customer’s by account', async () => {
    const cartId = await readyGuestCart(t, [{ sku: SKU, qty: 1 }]);
    const config = (await shopClient(t).get('checkout/config')).json();
    expect(config.newsletter).toMatchObject({ enabled: true, label: 'Sign Up for Newsletter' });
    const saved = await shopClient(t).put(`guest-carts/${cartId}/newsletter-subscribe`, { cartId, newsletterSubscription: { subscribe: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ subscribed: true });
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, UK_ADDRESS.email.toLowerCase()));
    expect(rows).toEqual([expect.objectContaining({ status: 1, customerId: null })]);
    // Saving again changes the one row.
    await shopClient(t).put(`guest-carts/${cartId}/newsletter-subscribe`, { newsletterSubscription: { subscribe: false } });
    expect((await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, UK_ADDRESS.email.toLowerCase())))[0].status).toBe(3);

    const token = await customerToken(t);
    await shopClient(t, { token }).post('carts/mine');
    const mine = await shopClient(t, { token }).put('carts/mine/newsletter-subscribe', { newsletterSubscription: { subscribe: true } });
    expect(mine.statusCode, mine.body).toBe(200);
    const customerRows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 1));
    expect(customerRows).toEqual([expect.objectContaining({ customerId: expect.any(Number) })]);
  });

  it('check 10: refuses a bad body, a bad email and a store without the newsletter with a 400, saving nothing', async () => {
    const cartId = await readyGuestCart(t, [{ sku: SKU, qty: 1 }]);
    const count = async () => (await t.database.db.select().from(newsletterSubscribers)).length;
    const before = await count();
    for (const body of [{}, { newsletterSubscription: { subscribe: 'yes' } }, { newsletterSubscription: { subscribe: true }, email: 'not-an-email' }]) {
      const res = await shopClient(t).put(`guest-carts/${cartId}/newsletter-subscribe`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const fr = await t.request({
      method: 'PUT',
      url: `/rest/fr/V1/guest-carts/${cartId}/newsletter-subscribe`,
      payload: { newsletterSubscription: { subscribe: true } },
    });
    expect(fr.statusCode).toBeGreaterThanOrEqual(400);
    expect(fr.statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);
  });

  it('runs the checks in the spec’s order: the terms (2) before the phone restrictions (8) and the consents (9)', async () => {
    const cartId = await cartWithCoupon([{ sku: 'EPOD2-TRIAL-KIT', qty: 1 }]);
    const blockedPhone = { ...UK_ADDRESS, telephone: '+447700900999' };
    const place = (extension_attributes: Record<string, unknown>) =>
      shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
        email: UK_ADDRESS.email,
        billingAddress: blockedPhone,
        paymentMethod: { method: 'cashondelivery', extension_attributes },
      });
    expect((await place({})).json().message).toBe(TERMS_NOT_ACCEPTED);
    const phone = await place({ agreement_ids: [1] });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('Sorry, we are unable to accept orders with this mobile number. Please use a different number.');
    const trialStock = await stockOf('EPOD2-TRIAL-KIT');
    const consent = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
      email: UK_ADDRESS.email,
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(consent.json().message).toBe(DEVICE_TRIAL_CONSENT_REQUIRED);
    expect(await stockOf('EPOD2-TRIAL-KIT')).toBe(trialStock);
  });
});
