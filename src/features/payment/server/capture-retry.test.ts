import { eq, like } from 'drizzle-orm';
import { carts, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { CARD_DETAILS_MISSING, encryptCard } from '../domain';
import { GatewayUnavailableError, type AmountOperation } from '../providers/port';
import type { RunningGateway } from '../providers/sandbox/app';
import { captureOverduePayments, voidUntakenChallenges } from './capture-retry';
import { notificationsDeliveredTo, startTestGateway } from './testing';

describe('card payments left uncaptured are captured later, once', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let captureDown = false;
  beforeAll(async () => {
    // The gateway's notification of the authorisation reaches the shop before the answer does (so before the order).
    twin = await startTestGateway({
      ...notificationsDeliveredTo(() => t),
      onCall: async (call) => {
        if (call.operation === 'authorise' && call.moment === 'done') await twin.gateway.settled();
      },
    });
    const capture = twin.gateway.capture.bind(twin.gateway);
    twin.gateway.capture = async (request: AmountOperation) => {
      if (captureDown) throw new GatewayUnavailableError('capture outage');
      return capture(request);
    };
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  const CHALLENGE_VISA = '4000000000001091';
  const cardBody = async (number: string, email: string, additional: object = {}) => {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, { number, cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1) });
    return {
      email,
      paymentMethod: {
        method: 'worldpay_cc',
        additional_data: { encryptedData, cc_type: 'VI', cc_number: `XXXX-${number.slice(-4)}`, cc_name: 'Jane Smith', ...additional },
        extension_attributes: { agreement_ids: [1] },
      },
    };
  };
  const takeUpBody = (orderCode: string) => ({
    email: 'challenged@example.com',
    paymentMethod: { method: 'worldpay_cc', additional_data: { threeds_order_code: orderCode }, extension_attributes: { agreement_ids: [1] } },
  });
  /** A guest's basket sent to the 3-D Secure challenge, passed at the gateway (its notification in): the payment no order has taken yet. */
  async function passedChallenge() {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const challenged = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, await cardBody(CHALLENGE_VISA, 'challenged@example.com'));
    expect(challenged.statusCode, challenged.body).toBe(409);
    const { redirect_url: url, order_code: orderCode } = challenged.json().parameters;
    const paymentId = String(url).split('/').at(-1)!;
    await twin.gateway.completePage(paymentId, 'success');
    await twin.gateway.settled();
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.orderCode, String(orderCode)))
      )[0];
    return { cartId, orderCode: String(orderCode), paymentId, row };
  }

  it('a passed challenge no order took is never captured: it is voided once its half hour is over, and cannot be taken up after', async () => {
    const { cartId, orderCode, paymentId, row } = await passedChallenge();
    expect(await row()).toMatchObject({ status: 'AUTHORISED', takenByOrder: false });
    expect(await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(0);
    expect(twin.gateway.payment(paymentId)).toMatchObject({ status: 'AUTHORISED', captured: 0 });
    // Within its half hour the shopper may still place the order with it.
    expect(await voidUntakenChallenges(t.database.db, t.app.paymentGateway, t.app.log)).toBe(0);
    expect(await voidUntakenChallenges(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(1);
    expect(twin.gateway.payment(paymentId)).toMatchObject({ status: 'CANCELLED', captured: 0 });
    expect(await row()).toMatchObject({ status: 'CANCELLED', takenByOrder: false });
    expect(await voidUntakenChallenges(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(0);
    const late = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, takeUpBody(orderCode));
    expect([late.statusCode, late.json()]).toEqual([400, { message: CARD_DETAILS_MISSING, parameters: [] }]);
    expect(twin.gateway.payment(paymentId)).toMatchObject({ status: 'CANCELLED', captured: 0 });
  });

  it('a passed challenge taken up by its order is the order’s and never voided; a take-up while the gateway is down writes nothing and can be tried again', async () => {
    const { cartId, paymentId, orderCode, row } = await passedChallenge();
    captureDown = true;
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, takeUpBody(orderCode));
    captureDown = false;
    // The take-up captures the challenge's payment before the order: the gateway down, the shopper is told, nothing is written.
    expect(placed.statusCode).toBe(503);
    expect(await row()).toMatchObject({ takenByOrder: false });
    const again = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, takeUpBody(orderCode));
    expect(again.statusCode, again.body).toBe(200);
    expect(await row()).toMatchObject({ status: 'CAPTURED', takenByOrder: true });
    expect(await voidUntakenChallenges(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(0);
    expect(twin.gateway.payment(paymentId)).toMatchObject({ status: 'CAPTURED', captured: 998 });
  });

  it('an order whose capture failed after the commit keeps its authorisation, then the retry captures it and a second run changes nothing', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, {
      number: '4444333322221111',
      cvc: '123',
      expiryMonth: '12',
      expiryYear: String(new Date().getUTCFullYear() + 1),
    });
    captureDown = true;
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
      email: 'late.capture@example.com',
      paymentMethod: {
        method: 'worldpay_cc',
        additional_data: { encryptedData, cc_type: 'VI', cc_number: 'XXXX-1111', cc_name: 'Jane Smith' },
        extension_attributes: { agreement_ids: [1] },
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
    const payment = async () =>
      (
        await t.database.db
          .select()
          .from(paymentTransactions)
          .where(like(paymentTransactions.orderCode, `C${cart.id}-%`))
      )[0];
    expect(await payment()).toMatchObject({ status: 'AUTHORISED', method: 'worldpay_cc' });

    // Still down: nothing captured, the payment waits.
    expect(await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(0);
    expect((await payment()).status).toBe('AUTHORISED');

    captureDown = false;
    // Not yet overdue: a minute is left to the order's own capture.
    expect(await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log)).toBe(0);
    expect(await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(1);
    const captured = await payment();
    expect(captured.status).toBe('CAPTURED');
    expect(twin.gateway.payment(captured.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 998 });
    const again = await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log, 0);
    expect(again).toBe(0);
    expect(twin.gateway.payment(captured.paymentId)).toMatchObject({ captured: 998 });
  });
});
