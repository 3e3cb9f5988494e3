import { readFileSync } from 'node:fs';
import { eq, like } from 'drizzle-orm';
import { carts, orders, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp, testLogFile } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { CARD_DATA_IN_CLEAR, CARD_DETAILS_MISSING, CARD_PAYMENT_ERROR, CARD_PAYMENT_REFUSED, type CardSecret, encryptCard } from '../../payment/domain';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { startTestGateway } from '../../payment/server/testing';
import { GATEWAY_UNAVAILABLE } from '../../payment/server/routes';
import { THREE_DS_REQUIRED } from './place-order';

const VISA = '4444333322221111';
const CHALLENGE_VISA = '4000000000001091';
const nextYear = String(new Date().getUTCFullYear() + 1);

describe('card payments at place order (worldpay_cc, spec 002 §5)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let outage = false;
  beforeAll(async () => {
    twin = await startTestGateway({ latencyMs: () => 0, outage: () => outage });
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  async function cardData(card: Partial<CardSecret> & { name?: string } = {}) {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const number = card.number ?? VISA;
    const encryptedData = await encryptCard(key, {
      number,
      cvc: card.cvc ?? '123',
      expiryMonth: card.expiryMonth ?? '12',
      expiryYear: card.expiryYear ?? nextYear,
      cardholderName: card.name ?? 'Jane Smith',
    });
    return { encryptedData, cc_type: 'VI', cc_number: `XXXX-XXXX-XXXX-${number.slice(-4)}`, cc_name: card.name ?? 'Jane Smith' };
  }

  const body = (additional_data: object, extra: object = {}) => ({
    email: 'card.buyer@example.com',
    paymentMethod: { method: 'worldpay_cc', additional_data, extension_attributes: { agreement_ids: [1] }, ...extra },
  });
  const place = (cartId: string, payload: object) => shopClient(t).post(`guest-carts/${cartId}/payment-information`, payload);
  const cartRow = async (maskedId: string) => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  const paymentsOf = async (cartId: number) =>
    t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cartId}-%`));
  const ordersOf = async (cartId: number) => t.database.db.select().from(orders).where(eq(orders.cartId, cartId));

  it('authorises the server’s amount, writes the order, captures, and keeps only the last four digits and the type', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const response = await place(cartId, body(await cardData()));
    expect(response.statusCode).toBe(200);
    const cart = await cartRow(cartId);
    const [order] = await ordersOf(cart.id);
    expect(String(order.id)).toBe(response.json());
    expect(order).toMatchObject({ paymentMethod: 'worldpay_cc', grandTotal: 1597, currency: 'GBP' });
    const [payment] = await paymentsOf(cart.id);
    expect(payment).toMatchObject({ method: 'worldpay_cc', status: 'CAPTURED', amount: 1597, currency: 'GBP', cardLast4: '1111', cardType: 'VI' });
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 1597, amount: { value: 1597, currency: 'GBP' } });
    expect(cart.isActive).toBe(false);
  });

  it('ignores an amount or currency sent by the browser', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const tampered = { ...(await cardData()), amount: '0.01', currency: 'USD', grand_total: 0.01 };
    const response = await place(cartId, { ...body(tampered, { grand_total: 0.01, base_currency_code: 'USD' }), totals: { grand_total: 0.01 } });
    expect(response.statusCode).toBe(200);
    const [payment] = await paymentsOf((await cartRow(cartId)).id);
    expect(twin.gateway.payment(payment.paymentId)!.amount).toEqual({ value: 998, currency: 'GBP' });
  });

  it.each([
    ['REFUSED', CARD_PAYMENT_REFUSED, 'REFUSED'],
    ['ERROR', CARD_PAYMENT_ERROR, 'ERROR'],
  ])('answers the name %s with its message; nothing changes and the basket stays for another card', async (name, message, status) => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const before = await cartRow(cartId);
    const refused = await place(cartId, body(await cardData({ name })));
    expect([refused.statusCode, refused.json()]).toEqual([400, { message, parameters: [] }]);
    const after = await cartRow(cartId);
    expect(after).toMatchObject({ isActive: true, version: before.version });
    expect(await ordersOf(after.id)).toEqual([]);
    expect((await paymentsOf(after.id)).map((p) => [p.status, p.cardLast4])).toEqual([[status, '1111']]);
    // The same basket then pays with another card: a new attempt, a new key.
    const paid = await place(cartId, body(await cardData({ number: '5555555555554444' })));
    expect(paid.statusCode).toBe(200);
    expect((await paymentsOf(after.id)).map((p) => p.status).sort()).toEqual(['CAPTURED', status].sort());
  });

  it('answers an unknown card with the store’s CCAM0 text and a forged blob by asking for the card again', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const unknown = await place(cartId, body(await cardData({ number: '4111111111111111' })));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { message: 'Invalid card number. Please check the card number and try again.', parameters: [] },
    ]);
    const forged = { ...(await cardData()), encryptedData: `v1.sandbox-forged.${Buffer.from('x'.repeat(256)).toString('base64')}` };
    const refused = await place(cartId, body(forged));
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: CARD_DETAILS_MISSING, parameters: [] }]);
    expect(await ordersOf((await cartRow(cartId)).id)).toEqual([]);
  });

  it('refuses a card number or CVV in clear with a 400 before anything else, and never writes it to the log', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const clearNumber = '4917610000000000';
    for (const data of [
      { ...(await cardData()), cc_number: clearNumber },
      { ...(await cardData()), cc_cid: '737' },
      { ...(await cardData()), note: `card ${clearNumber}` },
    ]) {
      const response = await place(cartId, body(data));
      expect([response.statusCode, response.json()]).toEqual([400, { message: CARD_DATA_IN_CLEAR, parameters: [] }]);
    }
    expect(await paymentsOf((await cartRow(cartId)).id)).toEqual([]);
    expect(readFileSync(testLogFile(), 'utf8')).not.toContain(clearNumber);
  });

  it('answers a 503 while the gateway is down, charges nothing, and places the order when retried', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const data = await cardData();
    outage = true;
    try {
      const down = await place(cartId, body(data));
      expect([down.statusCode, down.json()]).toEqual([503, { message: GATEWAY_UNAVAILABLE, parameters: [] }]);
    } finally {
      outage = false;
    }
    const cart = await cartRow(cartId);
    expect([cart.isActive, await ordersOf(cart.id), await paymentsOf(cart.id)]).toEqual([true, [], []]);
    expect((await place(cartId, body(data))).statusCode).toBe(200);
  });

  it('answers a retried or double-clicked place order with the same order and one authorisation', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const payload = body(await cardData());
    const [first, second] = await Promise.all([place(cartId, payload), place(cartId, payload)]);
    const third = await place(cartId, body(await cardData()));
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([first.json(), second.json(), third.json()]).size).toBe(1);
    const cart = await cartRow(cartId);
    expect((await ordersOf(cart.id)).length).toBe(1);
    expect((await paymentsOf(cart.id)).map((p) => p.status)).toEqual(['CAPTURED']);
  });

  it('sends a 3-D Secure challenge card to the gateway’s challenge page; the order waits', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const response = await place(cartId, body(await cardData({ number: CHALLENGE_VISA })));
    expect(response.statusCode).toBe(409);
    const cart = await cartRow(cartId);
    expect(response.json()).toEqual({
      message: THREE_DS_REQUIRED,
      parameters: { redirect_url: expect.stringMatching(new RegExp(`^${twin.url}/3ds/challenge/pay_`)), order_code: `C${cart.id}-${cart.version}-1` },
    });
    expect((await paymentsOf(cart.id)).map((p) => [p.status, p.cardLast4])).toEqual([['PENDING', '1091']]);
    expect(cart.isActive).toBe(true);
  });

  const challenge = async (cartId: string) => {
    const challenged = await place(cartId, body(await cardData({ number: CHALLENGE_VISA })));
    const { redirect_url: url, order_code: orderCode } = challenged.json().parameters;
    return { orderCode: String(orderCode), paymentId: String(url).split('/').at(-1)! };
  };

  it('places the order with a passed challenge’s payment when the shopper comes back, capturing it then', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const { orderCode, paymentId } = await challenge(cartId);
    const back = await twin.gateway.completePage(paymentId, 'success');
    expect(back!.redirectUrl).toMatch(new RegExp(`/worldpay/threedsecure/auth/success\\?orderCode=${orderCode}$`));
    const returned = await t.request({ method: 'GET', url: `/worldpay/threedsecure/auth/success?orderCode=${orderCode}` });
    expect([returned.statusCode, returned.headers.location]).toEqual([303, `/checkout?threeds=${orderCode}#payment`]);
    // Another basket cannot take this payment up.
    const other = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const stolen = await place(other, body({ threeds_order_code: orderCode }));
    expect([stolen.statusCode, stolen.json()]).toEqual([400, { message: CARD_DETAILS_MISSING, parameters: [] }]);
    const placed = await place(cartId, body({ threeds_order_code: orderCode }));
    expect(placed.statusCode).toBe(200);
    const cart = await cartRow(cartId);
    expect(await ordersOf(cart.id)).toHaveLength(1);
    expect((await paymentsOf(cart.id)).map((p) => [p.orderCode, p.paymentId, p.status, p.cardLast4])).toEqual([[orderCode, paymentId, 'CAPTURED', '1091']]);
    expect(twin.gateway.payment(paymentId)!.status).toBe('CAPTURED');
  });

  it('a failed challenge: back to the payment step, nothing placed; a challenged payment not passed is refused at place order', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const first = await challenge(cartId);
    // Place order tried with a challenge the shopper has not passed: the capture is refused, no order.
    const early = await place(cartId, body({ threeds_order_code: first.orderCode }));
    expect([early.statusCode, early.json()]).toEqual([400, { message: CARD_PAYMENT_REFUSED, parameters: [] }]);
    const cart = await cartRow(cartId);
    expect(await ordersOf(cart.id)).toEqual([]);
    const second = await challenge(cartId);
    expect(second.orderCode).toBe(`C${cart.id}-${cart.version}-2`);
    await twin.gateway.completePage(second.paymentId, 'failure');
    const returned = await t.request({ method: 'GET', url: `/worldpay/threedsecure/auth/failure?orderCode=${second.orderCode}` });
    expect([returned.statusCode, returned.headers.location]).toEqual([303, '/checkout?threeds_result=failure#payment']);
    // An error says so too; a cancelled challenge just comes back.
    expect((await t.request({ method: 'GET', url: `/worldpay/threedsecure/auth/error?orderCode=${second.orderCode}` })).headers.location).toBe(
      '/checkout?threeds_result=error#payment',
    );
    expect((await t.request({ method: 'GET', url: `/worldpay/threedsecure/auth/cancel?orderCode=${second.orderCode}` })).headers.location).toBe(
      '/checkout#payment',
    );
    expect(await ordersOf(cart.id)).toEqual([]);
    const paid = await place(cartId, body(await cardData()));
    expect(paid.statusCode).toBe(200);
    const wrong = await t.request({ method: 'GET', url: '/worldpay/threedsecure/auth/success?orderCode=%3Cscript%3E' });
    expect(wrong.statusCode).toBe(400);
  });
});
