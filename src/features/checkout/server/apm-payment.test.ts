import { eq } from 'drizzle-orm';
import { carts, cartRules, customers, mailOutbox, orders, paymentTransactions, products } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { customerToken, DEMO_CUSTOMER, newGuestCart, shopClient, UK_ADDRESS } from '../../../shared/server/testing/shop-client';
import { NL_ADDRESS, US_ADDRESS } from './apm-fixture';
import { APM_FAILED_NOTICE, APM_CANCELLED_NOTICE } from '../../payment/domain';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { APM_RETURN_COOKIE } from '../../payment/server/apm-payment-plugin';
import { HOSTED_PAGE_OTHER_QUOTE, PAYMENT_NOTICE } from '../../payment/server/redirect-routes';
import { signedNotification, startTestGateway } from '../../payment/server/testing';
import { SIGNATURE_INVALID } from '../../payment/server/routes';
import { setStoreConfig } from '../../stores/server/testing';

const SKU = 'EPOD-CRISP-MINT-12';

const IDEAL = { cc_type: 'IDEAL-SSL', cc_bank: 'ING' };
const ACH = {
  cc_type: 'ACH_DIRECT_DEBIT-SSL',
  ach_account: 'Checking',
  ach_accountNumber: '123456789012',
  ach_routingNumber: '011000015',
  ach_emailaddress: 'amy.pond@example.com',
};

describe('alternative payments at place order and the redirect flow (worldpay_apm, spec 002 §2–§5)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  beforeAll(async () => {
    twin = await startTestGateway();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  async function readyCart(address: object, items = [{ sku: SKU, qty: 2 }]) {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    for (const item of items) expect((await client.post(`guest-carts/${cartId}/items`, { cartItem: { ...item, quote_id: cartId } })).statusCode).toBe(200);
    const shipping = await client.post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    return { cartId, methods: shipping.json().payment_methods.map((m: { code: string }) => m.code) as string[] };
  }
  const body = (additional_data: object, extra: object = {}) => ({
    email: 'apm.buyer@example.com',
    paymentMethod: { method: 'worldpay_apm', additional_data, extension_attributes: { agreement_ids: [1] } },
    ...extra,
  });
  const place = (cartId: string, payload: object) => shopClient(t).post(`guest-carts/${cartId}/payment-information`, payload);
  const cartRow = async (maskedId: string) => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  const orderOf = async (cartId: number) => (await t.database.db.select().from(orders).where(eq(orders.cartId, cartId)))[0];
  const paymentOf = async (cartId: number) =>
    (
      await t.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderCode, `A${cartId}`))
    )[0];
  const stockOf = async (sku: string) => (await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.sku, sku)))[0].qty;
  const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, headers: cookie ? { cookie: `${APM_RETURN_COOKIE}=${cookie}` } : {} });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((c) => c.name === APM_RETURN_COOKIE)?.value;

  async function placed(address = NL_ADDRESS, data: object = IDEAL) {
    const { cartId } = await readyCart(address);
    const response = await place(cartId, body(data));
    expect(response.statusCode, response.body).toBe(200);
    const cart = await cartRow(cartId);
    return { cartId, cart, response, cookie: cookieOf(response)!, orderCode: `A${cart.id}` };
  }

  it('is offered where one of its types can be used: NL, the US, and GB for Klarna', async () => {
    expect((await readyCart(NL_ADDRESS)).methods).toEqual(['worldpay_cc', 'cashondelivery', 'worldpay_apm', 'paypal_express', 'worldpay_wallets']);
    expect((await readyCart(US_ADDRESS)).methods).toContain('worldpay_apm');
    expect((await readyCart(UK_ADDRESS)).methods).toContain('worldpay_apm');
  });

  it('writes the order pending payment, takes stock, closes the cart and keeps the gateway’s page for the shopper’s browser only', async () => {
    const stock = await stockOf(SKU);
    const { cart, response, cookie, orderCode } = await placed();
    const order = await orderOf(cart.id);
    expect(response.json()).toBe(String(order.id));
    expect(order).toMatchObject({ state: 'pending_payment', status: 'pending_payment', paymentMethod: 'worldpay_apm', grandTotal: 1597, currency: 'GBP' });
    expect(cart.isActive).toBe(false);
    expect(await stockOf(SKU)).toBe(stock - 2);
    const payment = await paymentOf(cart.id);
    expect(payment).toMatchObject({ method: 'worldpay_apm', status: 'PENDING', amount: 1597, currency: 'GBP', cardType: 'IDEAL-SSL', cardLast4: null });
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({
      orderCode,
      amount: { value: 1597, currency: 'GBP' },
      apm: { type: 'IDEAL-SSL', bank: 'ING' },
    });
    const setCookie = response.cookies.find((c) => c.name === APM_RETURN_COOKIE)!;
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/worldpay' });
    expect(cookie).toBe(payment.returnToken);

    const redirect = await get('/worldpay/redirectresult/redirect', cookie);
    expect([redirect.statusCode, redirect.headers.location]).toEqual([302, `${twin.url}/apm/${payment.paymentId}`]);
    // Without the cookie (another browser) or with a guessed one: the basket, never someone's page.
    expect((await get('/worldpay/redirectresult/redirect')).headers.location).toBe('/checkout/cart');
    expect((await get('/worldpay/redirectresult/redirect', '0'.repeat(32))).headers.location).toBe('/checkout/cart');
  });

  it('a retried place order makes one order and one gateway payment, and sets the same cookie', async () => {
    const { cartId } = await readyCart(NL_ADDRESS);
    const first = await place(cartId, body(IDEAL));
    const again = await place(cartId, body(IDEAL));
    expect(again.json()).toBe(first.json());
    expect(cookieOf(again)).toBe(cookieOf(first));
    const cart = await cartRow(cartId);
    expect(await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
    const paymentId = (await paymentOf(cart.id)).paymentId;
    expect([...Array(1)].map(() => twin.gateway.payment(paymentId)?.orderCode)).toEqual([`A${cart.id}`]);
  });

  it('ACH goes through /worldpay/threedsecure/auth and keeps only the account’s last four digits', async () => {
    const { cart, cookie } = await placed(US_ADDRESS, ACH);
    const payment = await paymentOf(cart.id);
    expect(payment).toMatchObject({ cardType: 'ACH_DIRECT_DEBIT-SSL', cardLast4: '9012' });
    expect(JSON.stringify(await t.database.db.select().from(paymentTransactions))).not.toContain('123456789012');
    const redirect = await get('/worldpay/threedsecure/auth', cookie);
    expect([redirect.statusCode, redirect.headers.location]).toEqual([302, `${twin.url}/apm/${payment.paymentId}`]);
  });

  it.each([
    ['no bank for iDEAL', NL_ADDRESS, { cc_type: 'IDEAL-SSL' }, 'Please select your bank.'],
    ['a bank not in the list', NL_ADDRESS, { cc_type: 'IDEAL-SSL', cc_bank: 'EVIL' }, 'Please select your bank.'],
    ['iDEAL for a US billing address', US_ADDRESS, IDEAL, 'Please select a payment type.'],
    ['a type not offered', NL_ADDRESS, { cc_type: 'SEPA_DIRECT_DEBIT-SSL' }, 'Please select a payment type.'],
    ['no type', NL_ADDRESS, {}, 'Please select a payment type.'],
    [
      'a Klarna option not sold in GB',
      UK_ADDRESS,
      { cc_type: 'KLARNA-SSL', klarna_type: 'KLARNA_PAYNOW-SSL' },
      'Please select a Klarna payment option available in your country.',
    ],
    ['a routing number of 7 digits', US_ADDRESS, { ...ACH, ach_routingNumber: '1234567' }, 'Required length should be 8 or 9'],
    ['an account number of 18 digits', US_ADDRESS, { ...ACH, ach_accountNumber: '123456789012345678' }, 'Maximum allowed length of 17 exceeded'],
    ['a check number of 16 digits', US_ADDRESS, { ...ACH, ach_checknumber: '1234567890123456' }, 'Maximum allowed length of 15 exceeded'],
    ['a company name of 40 characters', US_ADDRESS, { ...ACH, ach_companyname: 'x'.repeat(40) }, 'Maximum allowed length of 40 exceeded'],
    ['a bank sent as an object', NL_ADDRESS, { cc_type: 'IDEAL-SSL', cc_bank: { code: 'ING' } }, 'The payment details are not valid.'],
  ])('refuses %s with 400 and changes nothing', async (_name, address, data, message) => {
    const { cartId } = await readyCart(address);
    const before = await cartRow(cartId);
    const stock = await stockOf(SKU);
    const response = await place(cartId, body(data));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await cartRow(cartId)).toMatchObject({ isActive: true, version: before.version });
    expect(await orderOf(before.id)).toBeUndefined();
    expect(await paymentOf(before.id)).toBeUndefined();
    expect(await stockOf(SKU)).toBe(stock);
  });

  it('ignores an amount, currency or total sent by the browser', async () => {
    const { cartId } = await readyCart(NL_ADDRESS);
    const response = await place(cartId, body({ ...IDEAL, amount: '0.01', currency: 'EUR' }, { totals: { grand_total: 0.01 } }));
    expect(response.statusCode).toBe(200);
    const payment = await paymentOf((await cartRow(cartId)).id);
    expect(twin.gateway.payment(payment.paymentId)!.amount).toEqual({ value: 1597, currency: 'GBP' });
  });

  it.each(['success', 'pending'])('a %s return shows the success page; the order stays pending until the signed notification', async (outcome) => {
    const { cart, cookie, orderCode } = await placed();
    const back = await get(`/worldpay/redirectresult/${outcome}?orderCode=${orderCode}`, cookie);
    expect([back.statusCode, back.headers.location]).toEqual([303, '/checkout/onepage/success']);
    expect((await orderOf(cart.id)).state).toBe('pending_payment');
    const { paymentId } = await paymentOf(cart.id);
    const notified = await t.request(signedNotification({ notificationId: `n-${orderCode}-1`, orderCode, paymentId, status: 'AUTHORISED' }));
    expect(notified.body).toBe('[OK]');
    expect(await orderOf(cart.id)).toMatchObject({ state: 'processing', status: 'processing' });
  });

  it('a forged notification (wrong signature) changes nothing', async () => {
    const { cart, orderCode } = await placed();
    const { paymentId } = await paymentOf(cart.id);
    const forged = await t.request(signedNotification({ notificationId: `f-${orderCode}`, orderCode, paymentId, status: 'AUTHORISED' }, 'not-the-secret'));
    expect([forged.statusCode, forged.json().message]).toEqual([403, SIGNATURE_INVALID]);
    expect((await orderOf(cart.id)).state).toBe('pending_payment');
  });

  it.each([
    ['cancel', 'cancelled', APM_CANCELLED_NOTICE],
    ['failure', 'failed', APM_FAILED_NOTICE],
    ['error', 'failed', APM_FAILED_NOTICE],
  ])('a %s return cancels the order, releases stock, and restores the basket with its notice', async (outcome, notice, text) => {
    const stock = await stockOf(SKU);
    const { cart, cookie, orderCode } = await placed();
    expect(await stockOf(SKU)).toBe(stock - 2);
    const back = await get(`/worldpay/redirectresult/${outcome}?orderCode=${orderCode}`, cookie);
    expect([back.statusCode, back.headers.location]).toEqual([303, `/checkout/cart?payment=${notice}`]);
    expect(PAYMENT_NOTICE[notice as keyof typeof PAYMENT_NOTICE]).toBe(text);
    expect(await orderOf(cart.id)).toMatchObject({ state: 'canceled', status: 'canceled' });
    expect(await stockOf(SKU)).toBe(stock);
    const restored = (await get('/worldpay/redirectresult/basket', cookie)).json().cart_id;
    expect(restored).toMatch(/^[0-9a-f]{32}$/);
    const basket = (await shopClient(t).get(`guest-carts/${restored}`)).json();
    expect(basket.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([[SKU, 2]]);
    // The page cannot pay any more, and the payment is recorded as not paid.
    expect(['CANCELLED', 'REFUSED', 'ERROR']).toContain((await paymentOf(cart.id)).status);
    // A second return (reload) changes nothing more.
    await get(`/worldpay/redirectresult/${outcome}?orderCode=${orderCode}`, cookie);
    expect(await stockOf(SKU)).toBe(stock);
    expect(await t.database.db.select().from(carts).where(eq(carts.restoredFromCartId, cart.id))).toHaveLength(1);
    // The shopper is told once, in the cancelling transaction: the order is cancelled and the basket is back.
    const order = await orderOf(cart.id);
    const told = (await t.database.db.select().from(mailOutbox)).filter(
      (m) => m.content.template === 'payment-not-completed' && m.content.incrementId === order.incrementId,
    );
    expect(told.map((m) => m.content)).toEqual([
      expect.objectContaining({ template: 'payment-not-completed', firstname: order.customerFirstname, paymentTitle: expect.any(String) }),
    ]);
  });

  it('a return for someone else’s order changes nothing', async () => {
    const mine = await placed();
    const theirs = await placed();
    const stock = await stockOf(SKU);
    for (const [cookie, code] of [
      [mine.cookie, theirs.orderCode],
      [undefined, theirs.orderCode],
      ['f'.repeat(32), theirs.orderCode],
    ] as const) {
      const back = await get(`/worldpay/redirectresult/cancel?orderCode=${code}`, cookie);
      expect(back.headers.location).toBe('/checkout/cart');
    }
    expect((await orderOf(theirs.cart.id)).state).toBe('pending_payment');
    expect((await orderOf(mine.cart.id)).state).toBe('pending_payment');
    expect(await stockOf(SKU)).toBe(stock);
  });

  it('a success return never pays the order, and a return after a verified payment does not cancel it', async () => {
    const { cart, cookie, orderCode } = await placed();
    const { paymentId } = await paymentOf(cart.id);
    await t.request(signedNotification({ notificationId: `p-${orderCode}`, orderCode, paymentId, status: 'CAPTURED' }));
    const back = await get(`/worldpay/redirectresult/cancel?orderCode=${orderCode}`, cookie);
    expect(back.headers.location).toBe('/checkout/onepage/success');
    expect((await orderOf(cart.id)).state).toBe('processing');
  });

  it('a payment authorised after its order was cancelled is voided at the gateway; the order stays cancelled', async () => {
    const { cart, cookie, orderCode } = await placed();
    const { paymentId } = await paymentOf(cart.id);
    const voids: string[] = [];
    const original = twin.gateway.void.bind(twin.gateway);
    twin.gateway.void = async (request) => {
      voids.push(request.paymentId);
      return original(request);
    };
    try {
      // The return voids first; only the late authorisation's void is counted.
      await get(`/worldpay/redirectresult/cancel?orderCode=${orderCode}`, cookie);
      voids.length = 0;
      await t.request(signedNotification({ notificationId: `late-${orderCode}`, orderCode, paymentId, status: 'AUTHORISED' }));
      expect((await orderOf(cart.id)).state).toBe('canceled');
      expect(voids).toEqual([paymentId]);
    } finally {
      twin.gateway.void = original;
    }
  });

  describe('a REFUSED or CANCELLED notification cancels once, whatever the order of return and notification', () => {
    it.each(['REFUSED', 'CANCELLED'])('notification %s first, then the cancel return, then a replay', async (status) => {
      const stock = await stockOf(SKU);
      const { cart, cookie, orderCode } = await placed();
      const { paymentId } = await paymentOf(cart.id);
      const notification = signedNotification({ notificationId: `r-${orderCode}`, orderCode, paymentId, status });
      expect((await t.request(notification)).body).toBe('[OK]');
      expect((await orderOf(cart.id)).state).toBe('canceled');
      expect(await stockOf(SKU)).toBe(stock);
      await get(`/worldpay/redirectresult/cancel?orderCode=${orderCode}`, cookie);
      expect((await t.request(notification)).body).toBe('[OK]');
      expect(await stockOf(SKU)).toBe(stock);
      expect(await t.database.db.select().from(carts).where(eq(carts.restoredFromCartId, cart.id))).toHaveLength(1);
    });

    it('the cancel return first, then the notification and its replay', async () => {
      const stock = await stockOf(SKU);
      const { cart, cookie, orderCode } = await placed();
      const { paymentId } = await paymentOf(cart.id);
      await get(`/worldpay/redirectresult/cancel?orderCode=${orderCode}`, cookie);
      expect(await stockOf(SKU)).toBe(stock);
      const notification = signedNotification({ notificationId: `c-${orderCode}`, orderCode, paymentId, status: 'CANCELLED' });
      await t.request(notification);
      await t.request(notification);
      expect(await stockOf(SKU)).toBe(stock);
      expect((await orderOf(cart.id)).state).toBe('canceled');
    });
  });

  it('gives the coupon use back when the order is cancelled', async () => {
    const [rule] = await t.database.db.select().from(cartRules).where(eq(cartRules.couponCode, 'ONCEONLY'));
    const { cartId } = await readyCart(NL_ADDRESS);
    expect((await shopClient(t).put(`guest-carts/${cartId}/coupons/ONCEONLY`)).statusCode).toBe(200);
    const response = await place(cartId, body(IDEAL));
    expect(response.statusCode, response.body).toBe(200);
    const used = (await t.database.db.select().from(cartRules).where(eq(cartRules.id, rule.id)))[0].timesUsed;
    expect(used).toBe(rule.timesUsed + 1);
    await get(`/worldpay/redirectresult/cancel`, cookieOf(response));
    expect((await t.database.db.select().from(cartRules).where(eq(cartRules.id, rule.id)))[0].timesUsed).toBe(rule.timesUsed);
  });

  describe('cards on the hosted payment page (payment/worldpay_cc/hosted_page)', () => {
    let restore: () => Promise<void>;
    beforeAll(async () => {
      restore = await setStoreConfig(t.database.db, { 'payment/worldpay_cc/hosted_page': '1' });
    });
    afterAll(() => restore());

    it('writes the order pending payment, answers the hosted page’s settings as JSON text to this browser only, and maps the frame’s result', async () => {
      const stock = await stockOf(SKU);
      const { cartId } = await readyCart(UK_ADDRESS);
      const response = await place(cartId, {
        email: 'hosted.buyer@example.com',
        paymentMethod: { method: 'worldpay_cc', extension_attributes: { agreement_ids: [1] } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const cart = await cartRow(cartId);
      expect(await orderOf(cart.id)).toMatchObject({ state: 'pending_payment', paymentMethod: 'worldpay_cc' });
      const payment = await paymentOf(cart.id);
      expect(payment).toMatchObject({ method: 'worldpay_cc', status: 'PENDING', amount: 1597, cardLast4: null });
      const cookie = cookieOf(response)!;
      const hostedurl = (c?: string) =>
        t.request({
          method: 'POST',
          url: '/worldpay/payment/hostedurl',
          payload: { quoteId: cartId, paymentdetails: { method: 'worldpay_cc' } },
          headers: c ? { cookie: `${APM_RETURN_COOKIE}=${c}` } : {},
        });
      const answer = await hostedurl(cookie);
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(answer.json())).toEqual({
        url: `${twin.url}/hpp/${payment.paymentId}`,
        target: 'iframe',
        iframeTitle: 'Secure card payment',
        orderCode: `A${cart.id}`,
      });
      expect((await hostedurl()).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url: '/worldpay/payment/hostedurl', payload: { quoteId: { $ne: 1 } } })).statusCode).toBe(400);

      const frame = await get(`/worldpay/redirectresult/iframe/status/cancel?orderCode=A${cart.id}`);
      expect(frame.body).toContain(`data-target="/worldpay/redirectresult/cancel?orderCode=A${cart.id}"`);
      expect((await get('/worldpay/redirectresult/iframe/status/cancel?orderCode=javascript:alert(1)')).statusCode).toBe(400);
      const back = await get(`/worldpay/redirectresult/cancel?orderCode=A${cart.id}`, cookie);
      expect(back.headers.location).toBe('/checkout/cart?payment=cancelled');
      expect((await orderOf(cart.id)).state).toBe('canceled');
      expect(await stockOf(SKU)).toBe(stock);
    });

    it('answers only for the basket the order was placed from: the guest’s masked id, the customer’s cart id', async () => {
      const hostedurl = (quoteId: unknown, cookie: string, token?: string) =>
        t.request({
          method: 'POST',
          url: '/worldpay/payment/hostedurl',
          payload: { quoteId, paymentdetails: { method: 'worldpay_cc' } },
          headers: { cookie: `${APM_RETURN_COOKIE}=${cookie}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
      const hostedCard = { paymentMethod: { method: 'worldpay_cc', extension_attributes: { agreement_ids: [1] } } };

      // A guest: another basket's masked id, the basket's own numeric id, 'mine' or a number are refused, and nothing changes.
      const { cartId } = await readyCart(UK_ADDRESS);
      const response = await place(cartId, { email: 'hosted.buyer@example.com', ...hostedCard });
      expect(response.statusCode, response.body).toBe(200);
      const cart = await cartRow(cartId);
      const cookie = cookieOf(response)!;
      const otherBasket = await newGuestCart(t);
      for (const quoteId of [otherBasket, cart.id, String(cart.id), 'mine', cart.id + 1]) {
        const refused = await hostedurl(quoteId, cookie);
        expect([refused.statusCode, refused.json()], `quoteId ${quoteId}`).toEqual([
          400,
          { message: HOSTED_PAGE_OTHER_QUOTE, parameters: { fieldName: 'quoteId' } },
        ]);
      }
      expect(await paymentOf(cart.id)).toMatchObject({ status: 'PENDING' });
      expect((await orderOf(cart.id)).state).toBe('pending_payment');
      expect((await hostedurl(cartId, cookie)).statusCode).toBe(200);

      // A customer: the cart id, as a number or its text; the masked id or 'mine' are refused.
      const token = await customerToken(t);
      const customer = shopClient(t, { token });
      const quoteId = (await customer.post('carts/mine')).json() as number;
      expect((await customer.post('carts/mine/items', { cartItem: { sku: SKU, qty: 1, quote_id: String(quoteId) } })).statusCode).toBe(200);
      const shipping = await customer.post('carts/mine/shipping-information', {
        addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      expect(shipping.statusCode, shipping.body).toBe(200);
      const placedByCustomer = await customer.post('carts/mine/payment-information', hostedCard);
      expect(placedByCustomer.statusCode, placedByCustomer.body).toBe(200);
      const customerCookie = cookieOf(placedByCustomer)!;
      const customerCart = (
        await t.database.db
          .select()
          .from(carts)
          .where(eq(carts.id, Number(quoteId)))
      )[0];
      for (const other of [customerCart.maskedId, 'mine', Number(quoteId) + 1]) {
        expect((await hostedurl(other, customerCookie, token)).statusCode, `quoteId ${other}`).toBe(400);
      }
      expect((await hostedurl(Number(quoteId), customerCookie, token)).statusCode).toBe(200);
      expect((await hostedurl(String(quoteId), customerCookie, token)).statusCode).toBe(200);
      // The guest's cookie with the customer's cart id: still the guest's order, so refused.
      expect((await hostedurl(Number(quoteId), cookie)).statusCode).toBe(400);
    });

    it('a hosted card paid: the signed notification moves the order to processing', async () => {
      const { cartId } = await readyCart(UK_ADDRESS);
      const response = await place(cartId, {
        email: 'hosted.buyer@example.com',
        paymentMethod: { method: 'worldpay_cc', extension_attributes: { agreement_ids: [1] } },
      });
      const cart = await cartRow(cartId);
      const { paymentId } = await paymentOf(cart.id);
      expect((await get(`/worldpay/redirectresult/success?orderCode=A${cart.id}`, cookieOf(response))).headers.location).toBe('/checkout/onepage/success');
      await t.request(signedNotification({ notificationId: `h-${cart.id}`, orderCode: `A${cart.id}`, paymentId, status: 'AUTHORISED' }));
      expect((await orderOf(cart.id)).state).toBe('processing');
    });

    it('a hosted card paid on the gateway’s page is captured once its order is paid for, once whatever the deliveries', async () => {
      const { cartId } = await readyCart(UK_ADDRESS);
      const response = await place(cartId, {
        email: 'hosted.buyer@example.com',
        paymentMethod: { method: 'worldpay_cc', extension_attributes: { agreement_ids: [1] } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const cart = await cartRow(cartId);
      const { paymentId } = await paymentOf(cart.id);
      // The shopper pays on the twin's hosted page; the twin authorises and notifies the shop.
      expect(await twin.gateway.completePage(paymentId, 'success')).not.toBeNull();
      const notification = { notificationId: `hc-${cart.id}`, orderCode: `A${cart.id}`, paymentId, status: 'AUTHORISED' };
      expect((await t.request(signedNotification(notification))).statusCode).toBe(200);
      expect((await t.request(signedNotification(notification))).statusCode).toBe(200);
      expect((await orderOf(cart.id)).state).toBe('processing');
      const order = await orderOf(cart.id);
      expect(twin.gateway.payment(paymentId)).toMatchObject({ status: 'CAPTURED', captured: order.grandTotal });
    });
  });

  describe('reward points a customer spent come back once when the payment does not go through', () => {
    const jane = async () => (await t.database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email)))[0];

    /** Jane, with 500 points, pays part of an iDEAL order with all of them. */
    async function janePlacedWithPoints() {
      const { id } = await jane();
      await t.database.db.update(customers).set({ rewardPoints: 500 }).where(eq(customers.id, id));
      // A basket of her own for this case (an earlier case's restored basket closed).
      await t.database.db.update(carts).set({ isActive: false }).where(eq(carts.customerId, id));
      const customer = shopClient(t, { token: await customerToken(t) });
      const quoteId = (await customer.post('carts/mine')).json() as number;
      expect((await customer.post('carts/mine/items', { cartItem: { sku: SKU, qty: 2, quote_id: String(quoteId) } })).statusCode).toBe(200);
      const shipping = await customer.post('carts/mine/shipping-information', {
        addressInformation: { shipping_address: NL_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      expect(shipping.statusCode, shipping.body).toBe(200);
      expect((await customer.post('reward/mine/use-reward')).json()).toBe(true);
      const response = await customer.post('carts/mine/payment-information', {
        paymentMethod: { method: 'worldpay_apm', additional_data: IDEAL, extension_attributes: { agreement_ids: [1] } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const cartId = Number(quoteId);
      expect(await orderOf(cartId)).toMatchObject({ state: 'pending_payment', rewardPointsSpent: 500, rewardAmount: 500 });
      expect((await jane()).rewardPoints).toBe(0);
      const { paymentId } = await paymentOf(cartId);
      return { cartId, cookie: cookieOf(response)!, orderCode: `A${cartId}`, paymentId };
    }

    it('the cancel return, then the CANCELLED notification and its replay: the 500 points are back, once', async () => {
      const { cartId, cookie, orderCode, paymentId } = await janePlacedWithPoints();
      expect((await get(`/worldpay/redirectresult/cancel?orderCode=${orderCode}`, cookie)).statusCode).toBe(303);
      expect((await orderOf(cartId)).state).toBe('canceled');
      expect((await jane()).rewardPoints).toBe(500);
      const notification = signedNotification({ notificationId: `rp-c-${orderCode}`, orderCode, paymentId, status: 'CANCELLED' });
      expect((await t.request(notification)).body).toBe('[OK]');
      expect((await t.request(notification)).body).toBe('[OK]');
      expect((await jane()).rewardPoints).toBe(500);
    });

    it('a REFUSED notification, then the cancel return and the notification again: the 500 points are back, once', async () => {
      const { cartId, cookie, orderCode, paymentId } = await janePlacedWithPoints();
      const refused = signedNotification({ notificationId: `rp-r-${orderCode}`, orderCode, paymentId, status: 'REFUSED' });
      expect((await t.request(refused)).body).toBe('[OK]');
      expect((await orderOf(cartId)).state).toBe('canceled');
      expect((await jane()).rewardPoints).toBe(500);
      await get(`/worldpay/redirectresult/cancel?orderCode=${orderCode}`, cookie);
      await get(`/worldpay/redirectresult/failure?orderCode=${orderCode}`, cookie);
      expect((await t.request(refused)).body).toBe('[OK]');
      expect((await t.request(signedNotification({ notificationId: `rp-c-${orderCode}`, orderCode, paymentId, status: 'CANCELLED' }))).body).toBe('[OK]');
      expect((await jane()).rewardPoints).toBe(500);
    });
  });
});
