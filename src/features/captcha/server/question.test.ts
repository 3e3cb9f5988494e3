import { eq, sql } from 'drizzle-orm';
import { carts, couponCaptchas } from '../../../db/schema';
import type { Language } from '../../../shared/domain/i18n/languages';
import { REST, readyGuestCart } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { PLACE_ORDER_FAILURE_WINDOW_SECONDS, QUESTION_WORDS } from '../domain';
import { addFailure } from './store';

// Texts written out on purpose: a test fails when the server's wording drifts.
const INCORRECT_CAPTCHA = { message: 'Incorrect CAPTCHA.', parameters: [] };
const notValid = (code: string) => ({ message: 'The coupon code "%1" is not valid.', parameters: [code] });
const ENGLISH_QUESTION =
  /^What is (one|two|three|four|five|six|seven|eight|nine|ten) plus (one|two|three|four|five|six|seven|eight|nine|ten)\? Answer in digits\.$/;

/** What a shopper works out: the sum the question asks, read back through the language's words. */
function answerTo(question: string, language: Language): string {
  const { numbers, question: template } = QUESTION_WORDS[language];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{a}', '(.+)')
    .replace('{b}', '(.+)');
  const [, a, b] = new RegExp(`^${pattern}$`).exec(question) ?? [];
  if (!a || !b) throw new Error(`not a ${language} question: ${question}`);
  return String(numbers.indexOf(a) + 1 + numbers.indexOf(b) + 1);
}

describe('the captcha as a question (?type=question)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // Each test is its own client address: failures also count per address, across carts.
  let clientIp = '127.0.0.1';
  let tests = 0;
  beforeEach(() => {
    tests += 1;
    clientIp = `10.2.0.${tests}`;
  });

  const get = (url: string, cookies: Record<string, string> = {}) => t.request({ method: 'GET', url, remoteAddress: clientIp, cookies });
  const putCoupon = (cartId: string, code: string, captcha?: { id: string; answer: string }, rest = REST) =>
    t.request({
      method: 'PUT',
      url: `${rest}/guest-carts/${cartId}/coupons/${code}`,
      headers: captcha ? { 'x-captcha-id': captcha.id, 'x-captcha': captcha.answer } : {},
      remoteAddress: clientIp,
    });
  const cartRowId = async (cartId: string) => (await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, cartId)))[0].id;

  async function couponCaptchaRequired(): Promise<string> {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    for (const code of ['NOPE1', 'NOPE2', 'NOPE3']) expect((await putCoupon(cartId, code)).json()).toEqual(notValid(code));
    return cartId;
  }
  const question = async (cartId: string) => (await get(`${REST}/guest-carts/${cartId}/coupon-captcha?type=question`)).json();

  it('draws a question in words, kept like a picture: a new one each call, nothing of its answer in the answer', async () => {
    const cartId = await couponCaptchaRequired();
    const res = await get(`${REST}/guest-carts/${cartId}/coupon-captcha?type=question`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const drawn = res.json();
    expect(drawn).toEqual({ shown: true, required: true, id: expect.stringMatching(/^[0-9a-f]{32}$/), question: expect.stringMatching(ENGLISH_QUESTION) });
    expect(drawn.question).not.toMatch(/\d/);
    const [row] = await t.database.db
      .select()
      .from(couponCaptchas)
      .where(eq(couponCaptchas.cartId, await cartRowId(cartId)));
    expect(row).toMatchObject({ form: 'coupon', challengeId: drawn.id, answerHash: expect.stringMatching(/^[0-9a-f]{64}$/), usedAt: null });
    expect((await question(cartId)).id).not.toBe(drawn.id);
  });

  it('accepts the right answer once: the code is then judged; the same answer again is refused', async () => {
    const cartId = await couponCaptchaRequired();
    const { id, question: text } = await question(cartId);
    const answer = answerTo(text, 'en-GB');
    expect((await putCoupon(cartId, 'NOPE4', { id, answer: ` ${answer} ` })).json()).toEqual(notValid('NOPE4'));
    const again = await putCoupon(cartId, 'WELCOME10', { id, answer });
    expect([again.statusCode, again.json()]).toEqual([400, INCORRECT_CAPTCHA]);
    const next = await question(cartId);
    expect((await putCoupon(cartId, 'WELCOME10', { id: next.id, answer: answerTo(next.question, 'en-GB') })).json()).toBe(true);
  });

  it('refuses a wrong answer with the captcha’s message and uses the question up', async () => {
    const cartId = await couponCaptchaRequired();
    const { id, question: text } = await question(cartId);
    const right = answerTo(text, 'en-GB');
    const wrong = await putCoupon(cartId, 'WELCOME10', { id, answer: String(Number(right) + 1) });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, INCORRECT_CAPTCHA]);
    expect((await putCoupon(cartId, 'WELCOME10', { id, answer: right })).json()).toEqual(INCORRECT_CAPTCHA);
  });

  it('refuses an expired question', async () => {
    const cartId = await couponCaptchaRequired();
    const { id, question: text } = await question(cartId);
    await t.database.db
      .update(couponCaptchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(couponCaptchas.cartId, await cartRowId(cartId)));
    expect((await putCoupon(cartId, 'WELCOME10', { id, answer: answerTo(text, 'en-GB') })).json()).toEqual(INCORRECT_CAPTCHA);
  });

  it('goes back to a picture on asking for one: the picture replaces the question', async () => {
    const cartId = await couponCaptchaRequired();
    const { id, question: text } = await question(cartId);
    const picture = (await get(`${REST}/guest-carts/${cartId}/coupon-captcha?type=image`)).json();
    expect(picture).toEqual({
      shown: true,
      required: true,
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect((await putCoupon(cartId, 'WELCOME10', { id, answer: answerTo(text, 'en-GB') })).json()).toEqual(INCORRECT_CAPTCHA);
  });

  it('refuses a type it does not know, naming the parameter', async () => {
    const cartId = await couponCaptchaRequired();
    for (const path of ['coupon-captcha?type=audio', 'place-order-captcha?type=', 'coupon-captcha?type[]=question']) {
      const res = await get(`${REST}/guest-carts/${cartId}/${path}`);
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'Please select an option.', parameters: { fieldName: 'type' } }]);
    }
  });

  it('asks in the store’s language (France), and in the language the shopper chose among the store’s (Welsh in the UK)', async () => {
    const frCartId = (await t.request({ method: 'POST', url: '/rest/fr/V1/guest-carts' })).json() as string;
    const french = (await get(`/rest/fr/V1/guest-carts/${frCartId}/coupon-captcha?type=question`)).json();
    expect(french.question).toMatch(/^Combien font [a-zè]+ plus [a-zè]+\u202f\? Répondez en chiffres\.$/);
    expect((await putCoupon(frCartId, 'NOPE', { id: french.id, answer: answerTo(french.question, 'fr') }, '/rest/fr/V1')).statusCode).toBe(404);
    expect((await get(`/rest/fr/V1/guest-carts/${frCartId}/coupon-captcha?type=audio`)).json()).toEqual({
      message: 'Veuillez sélectionner une option.',
      parameters: { fieldName: 'type' },
    });

    const cartId = await couponCaptchaRequired();
    const welsh = (await get(`${REST}/guest-carts/${cartId}/coupon-captcha?type=question`, { language: 'cy' })).json();
    expect(welsh.question).toMatch(/^Faint yw [a-z]+ adio [a-z]+\? Rhowch yr ateb mewn rhifau\.$/);
    expect((await putCoupon(cartId, 'NOPE4', { id: welsh.id, answer: answerTo(welsh.question, 'cy') })).json()).toEqual(notValid('NOPE4'));
    // A language the store does not offer is the store's own.
    expect((await question(cartId)).question).toMatch(ENGLISH_QUESTION);
    expect((await get(`${REST}/guest-carts/${cartId}/coupon-captcha?type=question`, { language: 'de' })).json().question).toMatch(ENGLISH_QUESTION);
  });

  describe('at Place Order', () => {
    const cashOnDelivery = { email: 'cod@example.com', paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } };
    const place = (cartId: string, captcha: { id: string; answer: string }) =>
      t.request({
        method: 'POST',
        url: `${REST}/guest-carts/${cartId}/payment-information`,
        payload: cashOnDelivery,
        headers: { 'x-captcha-id': captcha.id, 'x-captcha': captcha.answer },
        remoteAddress: clientIp,
      });
    /** A basket whose cards were refused three times (counted as the payment step counts them). */
    async function placeOrderCaptchaRequired(): Promise<string> {
      const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
      for (let i = 0; i < 3; i++) await addFailure(t.database.db, 'place_order', await cartRowId(cartId), PLACE_ORDER_FAILURE_WINDOW_SECONDS);
      return cartId;
    }
    const orderQuestion = async (cartId: string) => (await get(`${REST}/guest-carts/${cartId}/place-order-captcha?type=question`)).json();

    it('is not drawn while no captcha is required', async () => {
      const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
      expect(await orderQuestion(cartId)).toEqual({ shown: false, required: false });
    });

    it('asks in the store’s language (France)', async () => {
      const cartId = (await t.request({ method: 'POST', url: '/rest/fr/V1/guest-carts' })).json() as string;
      for (let i = 0; i < 3; i++) await addFailure(t.database.db, 'place_order', await cartRowId(cartId), PLACE_ORDER_FAILURE_WINDOW_SECONDS);
      const french = (await get(`/rest/fr/V1/guest-carts/${cartId}/place-order-captcha?type=question`)).json();
      expect(french).toEqual({ shown: true, required: true, id: expect.stringMatching(/^[0-9a-f]{32}$/), question: expect.stringMatching(/^Combien font /) });
      expect(Number(answerTo(french.question, 'fr'))).toBeGreaterThanOrEqual(2);
    });

    it('refuses a wrong answer and places the order with the right one', async () => {
      const cartId = await placeOrderCaptchaRequired();
      const first = await orderQuestion(cartId);
      expect(first).toEqual({ shown: true, required: true, id: expect.stringMatching(/^[0-9a-f]{32}$/), question: expect.stringMatching(ENGLISH_QUESTION) });
      const wrong = await place(cartId, { id: first.id, answer: String(Number(answerTo(first.question, 'en-GB')) + 1) });
      expect([wrong.statusCode, wrong.json()]).toEqual([400, INCORRECT_CAPTCHA]);
      const next = await orderQuestion(cartId);
      const placed = await place(cartId, { id: next.id, answer: answerTo(next.question, 'en-GB') });
      expect(placed.statusCode).toBe(200);
      expect(placed.json()).toMatch(/^\d+$/);
    });
  });
});
