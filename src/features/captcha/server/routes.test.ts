import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carts, couponCaptchas, couponClientFailures, couponFailures } from '../../../db/schema';
import { REST, customerToken, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { captchaIssuer } from './testing';

// Texts written out on purpose: a test fails when the server's wording drifts from Magento's.
const INCORRECT_CAPTCHA = { message: 'Incorrect CAPTCHA.', parameters: [] };
const notValid = (code: string) => ({ message: 'The coupon code "%1" is not valid.', parameters: [code] });
const ANSWER = 'K7MPX';

describe('coupon captcha', () => {
  let t: TestApp;
  let issuer: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    issuer = await captchaIssuer(t.database.db, () => ANSWER);
  });
  afterAll(async () => {
    await issuer.close();
    await t.close();
  });

  // Each test is its own client address: failures also count per address, across carts.
  let clientIp = '127.0.0.1';
  let tests = 0;
  beforeEach(() => {
    tests += 1;
    clientIp = `10.0.0.${tests}`;
  });
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  /** cart: 'guest-carts/{id}' or 'carts/mine'. */
  const putCoupon = (cart: string, code: string, captcha?: { id?: string; answer?: string }, token?: string) => {
    const headers: Record<string, string> = { ...auth(token) };
    if (captcha?.id !== undefined) headers['x-captcha-id'] = captcha.id;
    if (captcha?.answer !== undefined) headers['x-captcha'] = captcha.answer;
    return t.request({ method: 'PUT', url: `${REST}/${cart}/coupons/${code}`, headers, remoteAddress: clientIp });
  };
  const getCaptcha = async (cart: string, token?: string) =>
    (await t.request({ method: 'GET', url: `${REST}/${cart}/coupon-captcha`, headers: auth(token), remoteAddress: clientIp })).json();
  /** A challenge whose answer is ANSWER, drawn by the second process. */
  const knownChallenge = async (cart: string, token?: string): Promise<{ id: string; required: boolean }> =>
    (await issuer.inject({ method: 'GET', url: `${REST}/${cart}/coupon-captcha`, headers: auth(token), remoteAddress: clientIp })).json();

  async function guestCart(): Promise<string> {
    const cartId = await newGuestCart(t);
    await shopClient(t).post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    return `guest-carts/${cartId}`;
  }
  async function failThreeTimes(cart: string, token?: string) {
    for (const code of ['NOPE1', 'NOPE2', 'NOPE3']) expect((await putCoupon(cart, code, undefined, token)).json()).toEqual(notValid(code));
  }
  const cartRowId = async (cart: string) =>
    (
      await t.database.db
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.maskedId, cart.split('/')[1]))
    )[0].id;

  it('is shown while no coupon is applied: a new SVG challenge each call, not yet required', async () => {
    const cart = await guestCart();
    const res = await t.request({ method: 'GET', url: `${REST}/${cart}/coupon-captcha` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = res.json();
    expect(first).toEqual({
      shown: true,
      required: false,
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(Buffer.from(first.image.split(',')[1], 'base64').toString()).toMatch(/^<svg [\s\S]*<\/svg>$/);
    const second = await getCaptcha(cart);
    expect(second.id).not.toBe(first.id);
    expect(second.image).not.toBe(first.image);
  });

  it('is hidden after a successful coupon and shown again after cancel', async () => {
    const cart = await guestCart();
    expect((await putCoupon(cart, 'WELCOME10')).json()).toBe(true);
    expect(await getCaptcha(cart)).toEqual({ shown: false, required: false });
    expect((await t.request({ method: 'DELETE', url: `${REST}/${cart}/coupons` })).json()).toBe(true);
    expect(await getCaptcha(cart)).toMatchObject({ shown: true, required: false });
  });

  it('is required after three unknown codes: the fourth attempt without it is refused', async () => {
    const cart = await guestCart();
    await failThreeTimes(cart);
    const res = await putCoupon(cart, 'WELCOME10');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INCORRECT_CAPTCHA);
    expect((await shopClient(t).get(`${cart}/coupons`)).json()).toBe('');
    expect(await getCaptcha(cart)).toMatchObject({ shown: true, required: true });
  });

  it('with the right answer (any case) the code is processed; a used challenge cannot be used again', async () => {
    const cart = await guestCart();
    await failThreeTimes(cart);
    const { id, required } = await knownChallenge(cart);
    expect(required).toBe(true);
    expect((await putCoupon(cart, 'NOPE4', { id, answer: ANSWER.toLowerCase() })).json()).toEqual(notValid('NOPE4'));
    const again = await putCoupon(cart, 'WELCOME10', { id, answer: ANSWER });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INCORRECT_CAPTCHA);

    const next = await knownChallenge(cart);
    expect((await putCoupon(cart, 'WELCOME10', { id: next.id, answer: ANSWER })).json()).toBe(true);
    expect((await shopClient(t).get(`${cart}/coupons`)).json()).toBe('WELCOME10');
    // Success forgets the failures: after cancel the captcha is shown but no longer required.
    await t.request({ method: 'DELETE', url: `${REST}/${cart}/coupons` });
    expect(await getCaptcha(cart)).toMatchObject({ shown: true, required: false });
    expect((await putCoupon(cart, 'NOPE5')).json()).toEqual(notValid('NOPE5'));
  });

  it.each([
    ['a wrong answer', (id: string) => ({ id, answer: 'AAAAA' })],
    ['no answer', (id: string) => ({ id })],
    ['no id', () => ({ answer: ANSWER })],
  ])('refuses %s and uses the challenge up', async (_, captcha) => {
    const cart = await guestCart();
    await failThreeTimes(cart);
    const { id } = await knownChallenge(cart);
    expect((await putCoupon(cart, 'WELCOME10', captcha(id))).json()).toEqual(INCORRECT_CAPTCHA);
    expect((await putCoupon(cart, 'WELCOME10', { id, answer: ANSWER })).json()).toEqual(INCORRECT_CAPTCHA);
  });

  it('accepts only the latest challenge of the cart, and only before it expires', async () => {
    const cart = await guestCart();
    await failThreeTimes(cart);
    const older = await knownChallenge(cart);
    await knownChallenge(cart);
    expect((await putCoupon(cart, 'WELCOME10', { id: older.id, answer: ANSWER })).json()).toEqual(INCORRECT_CAPTCHA);

    const expiring = await knownChallenge(cart);
    await t.database.db
      .update(couponCaptchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(couponCaptchas.cartId, await cartRowId(cart)));
    expect((await putCoupon(cart, 'WELCOME10', { id: expiring.id, answer: ANSWER })).json()).toEqual(INCORRECT_CAPTCHA);
  });

  it('stores only a hash of the answer', async () => {
    const cart = await guestCart();
    const { id } = await knownChallenge(cart);
    const [row] = await t.database.db
      .select()
      .from(couponCaptchas)
      .where(eq(couponCaptchas.cartId, await cartRowId(cart)));
    expect(row).toMatchObject({ challengeId: id, answerHash: expect.stringMatching(/^[0-9a-f]{64}$/), usedAt: null });
    expect(JSON.stringify(row)).not.toContain(ANSWER);
  });

  it('leaves another cart alone', async () => {
    const blocked = await guestCart();
    const other = await guestCart();
    await failThreeTimes(blocked);
    expect(await getCaptcha(other)).toMatchObject({ shown: true, required: false });
    expect((await putCoupon(other, 'WELCOME10')).json()).toBe(true);
    expect((await putCoupon(blocked, 'WELCOME10')).json()).toEqual(INCORRECT_CAPTCHA);
  });

  it('forgets failures once the 15-minute window has passed', async () => {
    const cart = await guestCart();
    await failThreeTimes(cart);
    await t.database.db
      .update(couponFailures)
      .set({ windowStart: sql`now() - interval '15 minutes 1 second'` })
      .where(eq(couponFailures.cartId, await cartRowId(cart)));
    expect(await getCaptcha(cart)).toMatchObject({ required: false });
    expect((await putCoupon(cart, 'NOPE4')).json()).toEqual(notValid('NOPE4'));
    const [row] = await t.database.db
      .select()
      .from(couponFailures)
      .where(eq(couponFailures.cartId, await cartRowId(cart)));
    expect(row.failures).toBe(1);
  });

  it('works the same for a customer on carts/mine', async () => {
    const token = await customerToken(t);
    await shopClient(t, { token }).post('carts/mine');
    await failThreeTimes('carts/mine', token);
    expect((await putCoupon('carts/mine', 'WELCOME10', undefined, token)).json()).toEqual(INCORRECT_CAPTCHA);
    const { id } = await knownChallenge('carts/mine', token);
    expect((await putCoupon('carts/mine', 'NOPE4', { id, answer: ANSWER }, token)).json()).toEqual(notValid('NOPE4'));
    expect((await t.request({ method: 'GET', url: `${REST}/carts/mine/coupon-captcha` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown guest cart', async () => {
    const res = await t.request({ method: 'GET', url: `${REST}/guest-carts/${'0'.repeat(32)}/coupon-captcha` });
    expect(res.statusCode).toBe(404);
  });

  it("forgives the cart's earlier failures when a code applies", async () => {
    const cart = await guestCart();
    for (const code of ['NOPE1', 'NOPE2']) await putCoupon(cart, code);
    expect((await putCoupon(cart, 'WELCOME10')).json()).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(couponFailures)
        .where(eq(couponFailures.cartId, await cartRowId(cart))),
    ).toEqual([]);
    // Two more refused codes: two on the cart, short of its three.
    for (const code of ['NOPE3', 'NOPE4']) expect((await putCoupon(cart, code)).json()).toEqual(notValid(code));
    expect((await putCoupon(cart, 'WELCOME10')).json()).toBe(true);
  });

  it('counts only refused codes against the client address: codes that apply, however many, leave its count as it was', async () => {
    // Nine refused codes across three carts: one short of the address's ten.
    for (let i = 0; i < 3; i++) await failThreeTimes(await guestCart());
    for (let i = 0; i < 4; i++) expect((await putCoupon(await guestCart(), 'WELCOME10')).json()).toBe(true);
    const fresh = await guestCart();
    expect(await getCaptcha(fresh)).toMatchObject({ shown: true, required: false });
    expect((await putCoupon(fresh, 'NOPE4')).json()).toEqual(notValid('NOPE4'));
    expect(await getCaptcha(fresh)).toMatchObject({ shown: true, required: true });
    expect((await putCoupon(fresh, 'WELCOME10')).json()).toEqual(INCORRECT_CAPTCHA);
  });

  it('writes nothing for an address whose codes all apply: its attempts only read the counts', async () => {
    for (let i = 0; i < 3; i++) expect((await putCoupon(await guestCart(), 'WELCOME10')).json()).toBe(true);
    expect(await t.database.db.select().from(couponClientFailures).where(eq(couponClientFailures.clientKey, clientIp))).toEqual([]);
  });

  it('is required on a new cart once one client address has failed ten times across carts; other addresses are not held', async () => {
    for (let i = 0; i < 4; i++) {
      const cart = await guestCart();
      for (const code of ['NOPE1', 'NOPE2', 'NOPE3'].slice(0, i < 3 ? 3 : 1)) await putCoupon(cart, code);
    }
    const fresh = await guestCart();
    expect(await getCaptcha(fresh)).toMatchObject({ shown: true, required: true });
    expect((await putCoupon(fresh, 'WELCOME10')).json()).toEqual(INCORRECT_CAPTCHA);
    clientIp = '10.0.1.1';
    expect(await getCaptcha(fresh)).toMatchObject({ shown: true, required: false });
    expect((await putCoupon(fresh, 'WELCOME10')).json()).toBe(true);
  });
});
