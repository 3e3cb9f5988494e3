import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carts, couponClientFailures, couponFailures, orders, paymentTransactions } from '../../../db/schema';
import { REST, readyGuestCart } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { captchaIssuer } from '../../captcha/server/testing';
import { type CardSecret, encryptCard } from '../../payment/domain';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { startTestGateway } from '../../payment/server/testing';

// Texts written out on purpose: a test fails when the server's wording drifts from Magento's.
const INCORRECT_CAPTCHA = { message: 'Incorrect CAPTCHA.', parameters: [] };
const REFUSED = { message: 'Your payment was declined. Please check your card details or use another card.', parameters: [] };
const ANSWER = 'K7MPX';
const nextYear = String(new Date().getUTCFullYear() + 1);

describe('place-order captcha (spec 002 §7: X-Captcha after repeated card refusals)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let issuer: FastifyInstance;
  beforeAll(async () => {
    twin = await startTestGateway({ latencyMs: () => 0 });
    t = await createTestApp();
    issuer = await captchaIssuer(t.database.db, () => ANSWER);
  });
  afterAll(async () => {
    await issuer.close();
    await t.close();
    await twin.close();
  });

  // Refusals also count per client address, across carts: each test comes from its own.
  let clientIp = '127.0.0.1';
  let tests = 0;
  beforeEach(() => {
    tests += 1;
    clientIp = `10.1.0.${tests}`;
  });

  async function cardData(name = 'Jane Smith', number = '4444333322221111') {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const secret: CardSecret = { number, cvc: '123', expiryMonth: '12', expiryYear: nextYear, cardholderName: name };
    return { encryptedData: await encryptCard(key, secret), cc_type: 'VI', cc_number: `XXXX-XXXX-XXXX-${number.slice(-4)}`, cc_name: name };
  }
  const card = async (name?: string) => ({
    email: 'card.tester@example.com',
    paymentMethod: { method: 'worldpay_cc', additional_data: await cardData(name), extension_attributes: { agreement_ids: [1] } },
  });
  const cashOnDelivery = { email: 'cod@example.com', paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } };
  const place = (cartId: string, body: object, captcha?: { id?: string; answer?: string }, path = 'payment-information') => {
    const headers: Record<string, string> = {};
    if (captcha?.id !== undefined) headers['x-captcha-id'] = captcha.id;
    if (captcha?.answer !== undefined) headers['x-captcha'] = captcha.answer;
    return t.request({ method: 'POST', url: `${REST}/guest-carts/${cartId}/${path}`, payload: body, headers, remoteAddress: clientIp });
  };
  const getCaptcha = (cartId: string) => t.request({ method: 'GET', url: `${REST}/guest-carts/${cartId}/place-order-captcha`, remoteAddress: clientIp });
  /** A challenge whose answer is ANSWER, drawn by a second server process on the same database. */
  const knownChallenge = async (cartId: string): Promise<{ shown: boolean; required: boolean; id: string }> =>
    (await issuer.inject({ method: 'GET', url: `${REST}/guest-carts/${cartId}/place-order-captcha`, remoteAddress: clientIp })).json();
  const cartRow = async (maskedId: string) => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  const gatewayCalls = async (maskedId: string) =>
    (
      await t.database.db
        .select()
        .from(paymentTransactions)
        .where(like(paymentTransactions.orderCode, `C${(await cartRow(maskedId)).id}-%`))
    ).length;
  const ordersOf = async (maskedId: string) =>
    t.database.db
      .select()
      .from(orders)
      .where(eq(orders.cartId, (await cartRow(maskedId)).id));

  async function refuseThreeCards(cartId: string) {
    for (let i = 0; i < 3; i++) {
      const refused = await place(cartId, await card('REFUSED'));
      expect([refused.statusCode, refused.json()]).toEqual([400, REFUSED]);
    }
  }

  it('is not shown while no captcha is required', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const res = await getCaptcha(cartId);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ shown: false, required: false });
    await place(cartId, await card('REFUSED'));
    await place(cartId, await card('REFUSED'));
    expect((await getCaptcha(cartId)).json()).toEqual({ shown: false, required: false });
  });

  it('after 3 refusals: refused without an answer or with a wrong one (no gateway call), placed with the right one', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    await refuseThreeCards(cartId);
    const shown = (await getCaptcha(cartId)).json();
    expect(shown).toEqual({
      shown: true,
      required: true,
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(await gatewayCalls(cartId)).toBe(3);

    const before = await cartRow(cartId);
    expect((await place(cartId, await card())).json()).toEqual(INCORRECT_CAPTCHA);
    const challenge = await knownChallenge(cartId);
    const wrong = await place(cartId, await card(), { id: challenge.id, answer: 'WRONG' }, 'payment-information-custom');
    expect([wrong.statusCode, wrong.json()]).toEqual([400, INCORRECT_CAPTCHA]);
    // The wrong guess used the challenge up: its right answer no longer passes.
    expect((await place(cartId, await card(), { id: challenge.id, answer: ANSWER })).json()).toEqual(INCORRECT_CAPTCHA);
    // Nothing changed: no gateway call, no order, the same basket.
    expect(await gatewayCalls(cartId)).toBe(3);
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await cartRow(cartId)).toMatchObject({ isActive: true, version: before.version });

    const fresh = await knownChallenge(cartId);
    const placed = await place(cartId, await card(), { id: fresh.id, answer: ` ${ANSWER.toLowerCase()} ` });
    expect(placed.statusCode).toBe(200);
    expect((await ordersOf(cartId)).map((o) => String(o.id))).toEqual([placed.json()]);
    expect(await gatewayCalls(cartId)).toBe(4);
  });

  it('after a refusal past the limit asks again: every further card costs an answer', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    await refuseThreeCards(cartId);
    const first = await knownChallenge(cartId);
    expect((await place(cartId, await card('REFUSED'), { id: first.id, answer: ANSWER })).json()).toEqual(REFUSED);
    expect((await place(cartId, await card())).json()).toEqual(INCORRECT_CAPTCHA);
    const second = await knownChallenge(cartId);
    expect((await place(cartId, await card(), { id: second.id, answer: ANSWER }, 'payment-information-custom')).statusCode).toBe(200);
  });

  it('holds every payment method of the cart to the captcha once required', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    await refuseThreeCards(cartId);
    expect((await place(cartId, cashOnDelivery)).json()).toEqual(INCORRECT_CAPTCHA);
    expect(await ordersOf(cartId)).toEqual([]);
    const challenge = await knownChallenge(cartId);
    expect((await place(cartId, cashOnDelivery, { id: challenge.id, answer: ANSWER })).statusCode).toBe(200);
  });

  it('counts refusals per client address too: the tenth across carts makes the next cart answer', async () => {
    const cartIds = await Promise.all(Array.from({ length: 5 }, () => readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }])));
    for (const cartId of cartIds) {
      for (let i = 0; i < 2; i++) expect((await place(cartId, await card('REFUSED'))).json()).toEqual(REFUSED);
    }
    const next = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    expect((await getCaptcha(next)).json()).toMatchObject({ shown: true, required: true });
    expect((await place(next, await card())).json()).toEqual(INCORRECT_CAPTCHA);
    expect(await gatewayCalls(next)).toBe(0);
    // Another address is not held to this one's refusals.
    clientIp = '10.1.9.9';
    expect((await place(next, await card())).statusCode).toBe(200);
  });

  it('does not count refusals that are not the gateway’s, nor a passed payment', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const noTerms = async () => ({ ...(await card()), paymentMethod: { ...(await card()).paymentMethod, extension_attributes: {} } });
    for (let i = 0; i < 4; i++) expect((await place(cartId, await noTerms())).statusCode).toBe(400);
    expect(await gatewayCalls(cartId)).toBe(0);
    await place(cartId, await card('REFUSED'));
    await place(cartId, await card('REFUSED'));
    expect((await getCaptcha(cartId)).json()).toEqual({ shown: false, required: false });
    expect((await place(cartId, await card())).statusCode).toBe(200);
  });

  it('forgets refusals once their hour has passed', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    await refuseThreeCards(cartId);
    expect((await getCaptcha(cartId)).json()).toMatchObject({ required: true });
    const { id } = await cartRow(cartId);
    const anHourAgo = sql`now() - interval '61 minutes'`;
    await t.database.db
      .update(couponFailures)
      .set({ windowStart: anHourAgo })
      .where(and(eq(couponFailures.cartId, id), eq(couponFailures.form, 'place_order')));
    await t.database.db
      .update(couponClientFailures)
      .set({ windowStart: anHourAgo })
      .where(and(eq(couponClientFailures.clientKey, clientIp), eq(couponClientFailures.form, 'place_order')));
    expect((await getCaptcha(cartId)).json()).toEqual({ shown: false, required: false });
    // The next refusal starts a new window at one.
    await place(cartId, await card('REFUSED'));
    const [row] = await t.database.db
      .select()
      .from(couponFailures)
      .where(and(eq(couponFailures.cartId, id), eq(couponFailures.form, 'place_order')));
    expect(row.failures).toBe(1);
  });

  it('keeps the coupon’s failures and the place order’s apart', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    for (const code of ['NOPE1', 'NOPE2', 'NOPE3'])
      await t.request({ method: 'PUT', url: `${REST}/guest-carts/${cartId}/coupons/${code}`, remoteAddress: clientIp });
    expect((await getCaptcha(cartId)).json()).toEqual({ shown: false, required: false });
    await refuseThreeCards(cartId);
    const coupon = (await t.request({ method: 'GET', url: `${REST}/guest-carts/${cartId}/coupon-captcha`, remoteAddress: clientIp })).json();
    const placeOrder = await knownChallenge(cartId);
    // A new coupon challenge does not retire the place-order one.
    expect(coupon.id).not.toBe(placeOrder.id);
    expect((await place(cartId, await card(), { id: placeOrder.id, answer: ANSWER })).statusCode).toBe(200);
  });
});
