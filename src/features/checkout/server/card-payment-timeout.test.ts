import { eq, like } from 'drizzle-orm';
import { carts, orders, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { CARD_PAYMENT_REFUSED, encryptCard } from '../../payment/domain';
import type { AuthoriseRequest } from '../../payment/providers';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { GATEWAY_UNAVAILABLE } from '../../payment/server/routes';
import { startTestGateway } from '../../payment/server/testing';

const VISA = { number: '4444333322221111', type: 'VI' };
const MASTERCARD = { number: '5555555555554444', type: 'MC' };
const nextYear = String(new Date().getUTCFullYear() + 1);
/** How long the shop waits for the gateway here; the steered calls answer well after it. */
const SHOP_TIMEOUT_MS = 400;
const LATE_MS = 1_500;

/**
 * Spec 002 §5 (issue: "a retried or double-clicked place order never makes a second order or a second
 * charge, also when the gateway is slow or times out"): the gateway authorises a card but the shop never
 * gets the answer (it comes after the shop's timeout). Whatever the shopper does next, the basket becomes
 * one order and the card is charged once; an authorisation no order took is voided.
 */
describe('card payments when the gateway’s answer is lost (a timeout after the gateway acted)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  /** The next authorisations to hold back: worked on at once, answered only after the shop's timeout. */
  let heldAnswers = 0;
  /** The next authorisations to work on only after the shop's timeout (the shop's inquiry finds nothing yet). */
  let lateAuthorisations = 0;
  /** Every payment the gateway authorised (or refused), in order. */
  const authorised: { orderCode: string; paymentId: string; status: string }[] = [];
  const settled: Promise<unknown>[] = [];
  beforeAll(async () => {
    twin = await startTestGateway({
      shopTimeoutMs: SHOP_TIMEOUT_MS,
      latencyMs: (operation) => {
        if (operation !== 'authorise' || lateAuthorisations === 0) return 0;
        lateAuthorisations--;
        return LATE_MS;
      },
      answerDelayMs: (operation) => {
        if (operation !== 'authorise' || heldAnswers === 0) return 0;
        heldAnswers--;
        return LATE_MS;
      },
    });
    const authorise = twin.gateway.authorise.bind(twin.gateway);
    twin.gateway.authorise = (request: AuthoriseRequest) => {
      const call = authorise(request).then((result) => {
        if (!authorised.some((a) => a.paymentId === result.paymentId))
          authorised.push({ orderCode: request.orderCode, paymentId: result.paymentId, status: result.status });
        return result;
      });
      settled.push(call.catch(() => null));
      return call;
    };
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });
  afterEach(() => {
    heldAnswers = 0;
    lateAuthorisations = 0;
  });

  async function cardData(card = VISA, name = 'Jane Smith') {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, { number: card.number, cvc: '123', expiryMonth: '12', expiryYear: nextYear, cardholderName: name });
    return { encryptedData, cc_type: card.type, cc_number: `XXXX-XXXX-XXXX-${card.number.slice(-4)}`, cc_name: name };
  }
  const body = (additional_data: object) => ({
    email: 'timeout.buyer@example.com',
    paymentMethod: { method: 'worldpay_cc', additional_data, extension_attributes: { agreement_ids: [1] } },
  });
  const place = (cartId: string, payload: object) => shopClient(t).post(`guest-carts/${cartId}/payment-information`, payload);
  const cartRow = async (maskedId: string) => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  const ordersOf = async (cartId: number) => t.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  const paymentsOf = async (cartId: number) =>
    (
      await t.database.db
        .select()
        .from(paymentTransactions)
        .where(like(paymentTransactions.orderCode, `C${cartId}-%`))
    )
      .map((p) => [p.orderCode, p.paymentId, p.status, p.amount, p.cardLast4])
      .sort();
  const authorisedFor = (cartId: number) => authorised.filter((a) => a.orderCode.startsWith(`C${cartId}-`));
  /** Until every authorisation the gateway was asked for has been worked on and answered. */
  const gatewayDone = () => Promise.all(settled);

  it('the answer comes after the shop’s timeout: the shop asks the gateway, places the order with that authorisation, and a second click changes nothing', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const cart = await cartRow(cartId);
    heldAnswers = 1;
    const first = await place(cartId, body(await cardData()));
    expect(first.statusCode, first.body).toBe(200);
    // The second click encrypted the card anew.
    const again = await place(cartId, body(await cardData()));
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    await gatewayDone();

    expect((await ordersOf(cart.id)).map((o) => [String(o.id), o.grandTotal])).toEqual([[first.json(), 998]]);
    const [payment, ...others] = authorisedFor(cart.id);
    expect(others).toEqual([]);
    expect(await paymentsOf(cart.id)).toEqual([[`C${cart.id}-${cart.version}-1`, payment.paymentId, 'CAPTURED', 998, '1111']]);
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 998 });
  });

  it.each([
    ['the card encrypted anew (a new click)', false],
    ['the same request sent again (a network retry)', true],
  ])('the gateway authorises after the shop gave up (503): a retry with %s takes up that authorisation, one order, one charge', async (_, sameRequest) => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const cart = await cartRow(cartId);
    lateAuthorisations = 1;
    const payload = body(await cardData());
    const first = await place(cartId, payload);
    expect([first.statusCode, first.json()]).toEqual([503, { message: GATEWAY_UNAVAILABLE, parameters: [] }]);
    expect(await ordersOf(cart.id)).toEqual([]);
    // Meanwhile the gateway authorised the card: the shop was not told.
    await gatewayDone();
    const [lost] = authorisedFor(cart.id);
    expect(twin.gateway.payment(lost.paymentId)).toMatchObject({ status: 'AUTHORISED' });

    const retry = await place(cartId, sameRequest ? payload : body(await cardData()));
    expect(retry.statusCode, retry.body).toBe(200);
    await gatewayDone();
    expect((await ordersOf(cart.id)).map((o) => String(o.id))).toEqual([retry.json()]);
    expect(authorisedFor(cart.id)).toEqual([lost]);
    expect(await paymentsOf(cart.id)).toEqual([[`C${cart.id}-${cart.version}-1`, lost.paymentId, 'CAPTURED', 998, '1111']]);
    expect(twin.gateway.payment(lost.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 998 });
  });

  it('the shopper retries with another card after the lost answer: the first card’s authorisation is voided and the other card pays', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const cart = await cartRow(cartId);
    lateAuthorisations = 1;
    const first = await place(cartId, body(await cardData(VISA)));
    expect(first.statusCode, first.body).toBe(503);
    await gatewayDone();
    const [lost] = authorisedFor(cart.id);

    const retry = await place(cartId, body(await cardData(MASTERCARD)));
    expect(retry.statusCode, retry.body).toBe(200);
    await gatewayDone();
    expect((await ordersOf(cart.id)).map((o) => String(o.id))).toEqual([retry.json()]);
    const [, paid, ...more] = authorisedFor(cart.id);
    expect(more).toEqual([]);
    expect(twin.gateway.payment(lost.paymentId)).toMatchObject({ status: 'CANCELLED', captured: 0 });
    expect(twin.gateway.payment(paid.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 998, card: { last4: '4444', type: 'MC' } });
    expect(await paymentsOf(cart.id)).toEqual([
      [`C${cart.id}-${cart.version}-1`, lost.paymentId, 'CANCELLED', 998, '1111'],
      [`C${cart.id}-${cart.version}-2`, paid.paymentId, 'CAPTURED', 998, '4444'],
    ]);
  });

  it('a refusal whose answer came after the shop’s timeout is the shopper’s answer, and the basket pays with another card at once', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const cart = await cartRow(cartId);
    heldAnswers = 1;
    const refused = await place(cartId, body(await cardData(VISA, 'REFUSED')));
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: CARD_PAYMENT_REFUSED, parameters: [] }]);
    const paid = await place(cartId, body(await cardData(MASTERCARD)));
    expect(paid.statusCode, paid.body).toBe(200);
    await gatewayDone();
    expect((await ordersOf(cart.id)).map((o) => String(o.id))).toEqual([paid.json()]);
    const rows = await paymentsOf(cart.id);
    expect(rows.map(([orderCode, , status, amount, last4]) => [orderCode, status, amount, last4])).toEqual([
      [`C${cart.id}-${cart.version}-1`, 'REFUSED', 998, '1111'],
      [`C${cart.id}-${cart.version}-2`, 'CAPTURED', 998, '4444'],
    ]);
    expect(
      authorisedFor(cart.id)
        .map((a) => a.paymentId)
        .sort(),
    ).toEqual(rows.map(([, paymentId]) => paymentId).sort());
    expect(twin.gateway.payment(String(rows[1][1]))).toMatchObject({ status: 'CAPTURED', captured: 998 });
  });
});
