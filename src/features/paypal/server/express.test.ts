import { eq } from 'drizzle-orm';
import { carts, orders, paypalPayments, products } from '../../../db/schema';
import { shopClient } from '../../../shared/server/testing/shop-client';
import {
  PAYPAL_UNAVAILABLE,
  RETURN_ALREADY_USED,
  RETURN_AMOUNT_MISMATCH,
  RETURN_NOT_RECOGNISED,
  SAVE_AGREEMENT_NOT_ALLOWED,
  START_KEY_INVALID,
  START_NOT_FOUND,
  WEBHOOK_SIGNATURE_INVALID,
  WEBHOOK_SIGNATURE_MISSING,
} from '../domain';
import { webhookHeaders } from '../providers';
import { createHttpPayPal } from '../providers/http';
import { settleExpiredExpressPayments } from './express-expiry';
import { decideOnPayPal, guestAtPayPal, newStartKey, placeWithPayPal, readyGuestBasket, startShopWithPayPal } from './testing';

const SKU = 'EPOD-CRISP-MINT-12';
const BASKET_TOTAL = 1597;

describe('PayPal Express (paypal_express): place order, PayPal’s approval page, the return, cancel and webhooks, over HTTP', () => {
  let shop: Awaited<ReturnType<typeof startShopWithPayPal>>;
  beforeAll(async () => {
    shop = await startShopWithPayPal();
  });
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(async () => {
    await shop.twin.paypal.settled();
    shop.webhooks.on = true;
    shop.outage.on = false;
  });

  const db = () => shop.t.database.db;
  const cartRow = async (maskedId: string) => (await db().select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  const orderOf = async (cartId: number) => (await db().select().from(orders).where(eq(orders.cartId, cartId)))[0];
  const paymentOf = async (cartId: number) => (await db().select().from(paypalPayments).where(eq(paypalPayments.cartId, cartId)))[0];
  const stockOf = async () => (await db().select({ qty: products.qty }).from(products).where(eq(products.sku, SKU)))[0].qty;

  const readyCart = () => readyGuestBasket(shop);
  const place = (cartId: string, additionalData: object) => placeWithPayPal(shop, cartId, additionalData);
  const atPayPal = () => guestAtPayPal(shop);
  const decide = (approveUrl: string, action: 'approve' | 'cancel', email?: string) => decideOnPayPal(shop, approveUrl, action, email);

  it('is offered in the uk store, after the alternative payments', async () => {
    expect((await readyCart()).methods).toEqual(['worldpay_cc', 'cashondelivery', 'worldpay_apm', 'paypal_express', 'worldpay_wallets']);
  });

  it('writes the order pending payment with PayPal’s order for the server’s amount, and starts only for the browser holding the key', async () => {
    const stock = await stockOf();
    const { cart, browser, approveUrl, startKey, paypalOrderId } = await atPayPal();
    const order = await orderOf(cart.id);
    expect(order).toMatchObject({ state: 'pending_payment', status: 'pending_payment', paymentMethod: 'paypal_express', grandTotal: BASKET_TOTAL });
    expect(cart.isActive).toBe(false);
    expect(await stockOf()).toBe(stock - 2);
    const payment = await paymentOf(cart.id);
    expect(payment).toMatchObject({
      method: 'paypal_express',
      orderId: order.id,
      paypalOrderId,
      status: 'PAYER_ACTION_REQUIRED',
      amount: BASKET_TOTAL,
      currency: 'GBP',
      returnedAt: null,
    });
    // Only the key's hash is kept.
    expect(JSON.stringify(payment)).not.toContain(startKey);
    expect(approveUrl).toBe(`${shop.twin.url}/checkoutnow?token=${paypalOrderId}`);
    expect(shop.twin.paypal.order(paypalOrderId)).toMatchObject({
      invoiceId: payment.reference,
      amount: { value: BASKET_TOTAL, currency: 'GBP' },
      saveAccount: false,
    });
    expect(browser.startCookie()).toBe(startKey);
    // Another key, or none: nothing to start.
    for (const url of [`/paypal/express/start?key=${newStartKey()}`, '/paypal/express/start', '/paypal/express/start?key=%3Cscript%3E']) {
      const response = await shop.browser().get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(START_NOT_FOUND);
    }
  });

  it('Approve on PayPal’s page, then the return: captured once, the order processing, the success page', async () => {
    const { cart, browser, approveUrl, paypalOrderId } = await atPayPal();
    const back = await decide(approveUrl, 'approve');
    expect(back).toMatch(new RegExp(`^${shop.shopUrl}/paypal/express/return\\?token=${paypalOrderId}&PayerID=[A-Z0-9]{13}$`));
    const returned = await browser.get(back);
    expect([returned.status, returned.headers.get('location')]).toEqual([303, '/checkout/onepage/success']);
    // PayPal's approval webhook races the return (both capture, once): its answer is awaited too.
    await shop.twin.paypal.settled();
    expect(await orderOf(cart.id)).toMatchObject({ state: 'processing', status: 'processing' });
    expect(await paymentOf(cart.id)).toMatchObject({ status: 'CAPTURED', captureId: expect.any(String) });
    expect(shop.twin.paypal.order(paypalOrderId)!.capture).toMatchObject({ status: 'COMPLETED', amount: { value: BASKET_TOTAL, currency: 'GBP' } });
  });

  it('refuses a replayed return with a clear page and changes nothing', async () => {
    const { cart, browser, approveUrl, paypalOrderId } = await atPayPal();
    const back = await decide(approveUrl, 'approve');
    expect((await browser.get(back)).status).toBe(303);
    await shop.twin.paypal.settled();
    const captureId = shop.twin.paypal.order(paypalOrderId)!.capture!.id;
    const before = await paymentOf(cart.id);
    const replay = await browser.get(back);
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain(RETURN_ALREADY_USED);
    expect(await paymentOf(cart.id)).toEqual(before);
    expect(shop.twin.paypal.order(paypalOrderId)!.capture!.id).toBe(captureId);
    expect((await orderOf(cart.id)).state).toBe('processing');
  });

  it('refuses a tampered return (another order’s token, no cookie, no payer) and changes nothing', async () => {
    shop.webhooks.on = false;
    const mine = await atPayPal();
    const theirs = await atPayPal();
    const myBack = new URL(await decide(mine.approveUrl, 'approve'));
    const theirBack = new URL(await decide(theirs.approveUrl, 'approve'));
    const attempts = [
      [mine.browser, `${myBack.pathname}?token=${theirs.paypalOrderId}&PayerID=${theirBack.searchParams.get('PayerID')}`],
      [shop.browser(), `${theirBack.pathname}${theirBack.search}`],
      [mine.browser, `${myBack.pathname}?token=${mine.paypalOrderId}`],
      [mine.browser, `${myBack.pathname}?token=${mine.paypalOrderId}&token=${mine.paypalOrderId}&PayerID=X`],
    ] as const;
    for (const [browser, url] of attempts) {
      const response = await browser.get(url);
      expect(response.status, url).toBe(400);
      expect(await response.text()).toContain(RETURN_NOT_RECOGNISED);
    }
    for (const { cart, paypalOrderId } of [mine, theirs]) {
      expect((await orderOf(cart.id)).state).toBe('pending_payment');
      expect(await paymentOf(cart.id)).toMatchObject({ status: 'PAYER_ACTION_REQUIRED', returnedAt: null });
      expect(shop.twin.paypal.order(paypalOrderId)!.capture).toBeUndefined();
    }
    // The real return still works afterwards.
    expect((await mine.browser.get(`${myBack.pathname}${myBack.search}`)).headers.get('location')).toBe('/checkout/onepage/success');
  });

  it('refuses a return whose PayPal order no longer matches the order’s amount, and captures nothing', async () => {
    shop.webhooks.on = false;
    const { cart, browser, approveUrl, paypalOrderId } = await atPayPal();
    const back = await decide(approveUrl, 'approve');
    shop.twin.paypal.alterOrderAmount(paypalOrderId, { value: 1, currency: 'GBP' });
    const response = await browser.get(back);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(RETURN_AMOUNT_MISMATCH);
    expect((await orderOf(cart.id)).state).toBe('pending_payment');
    expect(await paymentOf(cart.id)).toMatchObject({ status: 'PAYER_ACTION_REQUIRED', returnedAt: null });
    expect(shop.twin.paypal.order(paypalOrderId)!.capture).toBeUndefined();
  });

  it('Cancel on PayPal’s page: the order canceled, stock back, the basket restored with PayPal chosen, then the payment step', async () => {
    const stock = await stockOf();
    const { cart, browser, approveUrl, paypalOrderId } = await atPayPal();
    const back = await decide(approveUrl, 'cancel');
    expect(back).toBe(`${shop.shopUrl}/paypal/express/cancel?token=${paypalOrderId}`);
    const returned = await browser.get(back);
    expect([returned.status, returned.headers.get('location')]).toEqual([303, '/paypal/express/back?result=cancelled']);
    expect(await orderOf(cart.id)).toMatchObject({ state: 'canceled', status: 'canceled' });
    expect(await stockOf()).toBe(stock);
    expect(await paymentOf(cart.id)).toMatchObject({ status: 'CANCELLED' });
    const restored = (await (await browser.get('/paypal/express/basket')).json()).cart_id as string;
    expect(restored).toMatch(/^[0-9a-f]{32}$/);
    const basket = (await shopClient(shop.t).get(`guest-carts/${restored}`)).json();
    expect(basket.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([[SKU, 2]]);
    expect((await cartRow(restored)).paymentMethod).toBe('paypal_express');
    // Another browser learns nothing of it; a second cancel changes nothing more.
    expect(await (await shop.browser().get('/paypal/express/basket')).json()).toEqual({ cart_id: null });
    expect((await browser.get(back)).status).toBe(409);
    expect(await stockOf()).toBe(stock);
    expect(await db().select().from(carts).where(eq(carts.restoredFromCartId, cart.id))).toHaveLength(1);
  });

  it('PayPal declining the capture (a +declined payer) ends the order unpaid and restores the basket', async () => {
    const stock = await stockOf();
    const { cart, browser, approveUrl, paypalOrderId } = await atPayPal();
    const returned = await browser.get(await decide(approveUrl, 'approve', 'buyer+declined@paypal.test'));
    expect([returned.status, returned.headers.get('location')]).toEqual([303, '/paypal/express/back?result=declined']);
    await shop.twin.paypal.settled();
    expect(await orderOf(cart.id)).toMatchObject({ state: 'canceled' });
    expect(await paymentOf(cart.id)).toMatchObject({ status: 'DECLINED' });
    expect(shop.twin.paypal.order(paypalOrderId)!.capture!.status).toBe('DECLINED');
    expect(await stockOf()).toBe(stock);
    expect((await (await browser.get('/paypal/express/basket')).json()).cart_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a webhook settles an order whose return never came (approved → captured → processing); the late return still lands on the success page', async () => {
    const { cart, browser, approveUrl } = await atPayPal();
    const back = await decide(approveUrl, 'approve');
    await shop.twin.paypal.settled();
    expect(await orderOf(cart.id)).toMatchObject({ state: 'processing' });
    expect(await paymentOf(cart.id)).toMatchObject({ status: 'CAPTURED', returnedAt: null });
    expect((await browser.get(back)).headers.get('location')).toBe('/checkout/onepage/success');
  });

  it('a pending capture (a +pending payer) shows the success page and leaves the order pending until PayPal’s webhook completes it', async () => {
    shop.webhooks.on = false;
    const { cart, browser, approveUrl } = await atPayPal();
    expect((await browser.get(await decide(approveUrl, 'approve', 'buyer+pending@paypal.test'))).headers.get('location')).toBe('/checkout/onepage/success');
    expect((await orderOf(cart.id)).state).toBe('pending_payment');
    expect((await paymentOf(cart.id)).status).toBe('CAPTURE_PENDING');
    shop.webhooks.on = true;
    await shop.twin.paypal.settled();
    expect(await orderOf(cart.id)).toMatchObject({ state: 'processing' });
    expect((await paymentOf(cart.id)).status).toBe('CAPTURED');
  });

  it('refuses an unsigned, a wrongly signed or a tampered webhook with 4xx, and nothing changes', async () => {
    shop.webhooks.on = false;
    const { cart, approveUrl, paypalOrderId } = await atPayPal();
    await decide(approveUrl, 'approve');
    const body = JSON.stringify({ id: 'WH-FORGED-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: paypalOrderId, status: 'APPROVED' } });
    const send = (headers: Record<string, string>, payload = body) =>
      fetch(`${shop.shopUrl}/paypal/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
    const unsigned = await send({});
    expect([unsigned.status, (await unsigned.json()).message]).toEqual([401, WEBHOOK_SIGNATURE_MISSING]);
    const forged = await send(webhookHeaders('not-the-secret', 'id-1', new Date().toISOString(), body));
    expect([forged.status, (await forged.json()).message]).toEqual([403, WEBHOOK_SIGNATURE_INVALID]);
    const genuine = webhookHeaders('sandbox-paypal-webhook-secret', 'id-2', new Date().toISOString(), body);
    const tampered = await send(genuine, body.replace('WH-FORGED-1', 'WH-FORGED-2'));
    expect(tampered.status).toBe(403);
    expect((await orderOf(cart.id)).state).toBe('pending_payment');
    expect((await paymentOf(cart.id)).status).toBe('PAYER_ACTION_REQUIRED');
    expect(shop.twin.paypal.order(paypalOrderId)!.capture).toBeUndefined();
    // Signed with the shared secret, the same event is applied.
    expect((await send(genuine)).status).toBe(200);
    expect((await orderOf(cart.id)).state).toBe('processing');
  });

  it.each([
    ['no start key', {}, START_KEY_INVALID],
    ['a start key too short to be secret', { paypal_start_key: 'abc' }, START_KEY_INVALID],
    ['card fields', { paypal_start_key: newStartKey(), cc_number: '4444333322221111' }, START_KEY_INVALID],
    ['a guest asking to save PayPal', { paypal_start_key: newStartKey(), paypal_save_agreement: true }, SAVE_AGREEMENT_NOT_ALLOWED],
  ])('refuses %s with 400 and changes nothing', async (_case, data, message) => {
    const { cartId } = await readyCart();
    const stock = await stockOf();
    const response = await place(cartId, data);
    expect([response.status, (await response.json()).message]).toEqual([400, message]);
    expect((await cartRow(cartId)).isActive).toBe(true);
    expect(await orderOf((await cartRow(cartId)).id)).toBeUndefined();
    expect(await stockOf()).toBe(stock);
  });

  it('settles Express orders past PayPal’s approval window: an approved one is captured, one never approved is canceled', async () => {
    shop.webhooks.on = false;
    const abandoned = await atPayPal();
    const lost = await atPayPal();
    await decide(lost.approveUrl, 'approve');
    const settlement = {
      db: db(),
      port: createHttpPayPal({ baseUrl: shop.twin.url, clientId: 'sandbox-paypal-client', clientSecret: 'sandbox-paypal-secret', webhookSecret: 'x' }),
      log: shop.t.app.log,
      settleOrder: async (cartId: number, outcome: 'paid' | 'canceled') => {
        const { settlePendingPaymentOrder } = await import('../../checkout/server/apm-orders');
        await settlePendingPaymentOrder(db(), shop.t.app.stores, cartId, outcome, ['paypal_express']);
      },
    };
    // Within the window nothing moves.
    await settleExpiredExpressPayments(settlement);
    expect((await orderOf(abandoned.cart.id)).state).toBe('pending_payment');
    // Every waiting payment of this file is past a window of 0 s: swept batch by batch.
    for (let batches = 0; batches < 10 && (await settleExpiredExpressPayments(settlement, 0)) > 0; batches++);
    expect(await orderOf(abandoned.cart.id)).toMatchObject({ state: 'canceled' });
    expect(await paymentOf(abandoned.cart.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await orderOf(lost.cart.id)).toMatchObject({ state: 'processing' });
    expect(await paymentOf(lost.cart.id)).toMatchObject({ status: 'CAPTURED' });
    // The abandoned browser's late start finds nothing to start.
    expect((await abandoned.browser.get(`/paypal/express/start?key=${abandoned.startKey}`)).status).toBe(404);
  });

  it('tells the shopper when PayPal is unavailable, before any order is written', async () => {
    const { cartId } = await readyCart();
    const stock = await stockOf();
    shop.outage.on = true;
    const outage = await place(cartId, { paypal_start_key: newStartKey() }).finally(() => (shop.outage.on = false));
    expect([outage.status, (await outage.json()).message]).toEqual([503, PAYPAL_UNAVAILABLE]);
    const cart = await cartRow(cartId);
    expect(cart.isActive).toBe(true);
    expect(await orderOf(cart.id)).toBeUndefined();
    expect(await stockOf()).toBe(stock);
    // PayPal back: the same basket is placed.
    expect((await place(cartId, { paypal_start_key: newStartKey() })).status).toBe(200);
  });
});
