import { eq, like } from 'drizzle-orm';
import { carts, orderAttempts, orders, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { type CardSecret, encryptCard } from '../../payment/domain';
import type { PaymentGatewayPort } from '../../payment/providers';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { notificationsDeliveredTo, shopGatewayTo, startTestGateway } from '../../payment/server/testing';
import { recoverAbandonedAttempts } from './place-order/recovery';

const VISA = '4444333322221111';
const nextYear = String(new Date().getUTCFullYear() + 1);

/**
 * A server killed while placing an order leaves its payment attempt claimed, possibly with an authorisation
 * at the gateway and no order. Simulated here by a gateway whose answer never comes back after the gateway
 * acted (the process died right then): the place-order call never ends, so nothing after it runs.
 */
describe('a payment attempt a crash left behind (issue: no authorisation without an order or a void)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let crashAfterAuthorise = false;
  beforeAll(async () => {
    // The gateway's notifications reach the shop, as they do beside a real shop: the one of an authorisation
    // often before the shop has the answer.
    twin = await startTestGateway({
      latencyMs: () => 0,
      outage: () => false,
      ...notificationsDeliveredTo(() => t),
    });
    const real = shopGatewayTo(twin);
    const gateway: PaymentGatewayPort = {
      ...real,
      authorise: async (request) => {
        const crashes = crashAfterAuthorise;
        const answer = await real.authorise(request);
        return crashes ? new Promise(() => {}) : answer;
      },
    };
    t = await createTestApp({ gateway });
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  async function cardData(card: Partial<CardSecret> = {}) {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, { number: VISA, cvc: '123', expiryMonth: '12', expiryYear: nextYear, cardholderName: 'Jane Smith', ...card });
    return { encryptedData, cc_type: 'VI', cc_number: 'XXXX-XXXX-XXXX-1111', cc_name: 'Jane Smith' };
  }
  const body = (additional_data: object) => ({
    email: 'crash.buyer@example.com',
    paymentMethod: { method: 'worldpay_cc', additional_data, extension_attributes: { agreement_ids: [1] } },
  });
  const recover = () => recoverAbandonedAttempts(t.database.db, t.app.paymentMethods, { gateway: t.app.paymentGateway, log: t.app.log }, 0);

  async function attemptsOf(maskedId: string) {
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId));
    return { cart, attempts: await t.database.db.select().from(orderAttempts).where(eq(orderAttempts.cartId, cart.id)) };
  }

  async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('timed out');
  }

  it('voids the authorisation of a call killed between the authorise and the order, and the shopper then pays once', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    crashAfterAuthorise = true;
    // The call that dies: never awaited, it never answers.
    void shopClient(t).post(`guest-carts/${cartId}/payment-information`, body(await cardData()));
    const { cart, attempts } = await waitFor(
      () => attemptsOf(cartId),
      ({ attempts: rows }) => rows.length === 1,
    );
    expect(attempts[0]).toMatchObject({ state: 'claimed', method: 'worldpay-card', amount: 998, currency: 'GBP', reference: `C${cart.id}-${cart.version}-1` });
    const authorised = await waitFor(
      async () => twin.gateway.findPayment(attempts[0].reference),
      (found) => found?.status === 'AUTHORISED',
    );
    crashAfterAuthorise = false;
    // The shop heard of the authorisation from the gateway's notification only: no order took it.
    await twin.gateway.settled();
    expect((await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderCode, attempts[0].reference)))[0]).toMatchObject({
      status: 'AUTHORISED',
      method: 'worldpay',
    });

    expect(await recover()).toBe(1);
    expect(twin.gateway.payment(authorised!.paymentId)).toMatchObject({ status: 'CANCELLED' });
    expect((await attemptsOf(cartId)).attempts[0].state).toBe('ended');
    expect(await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(0);
    // Run again: nothing left to recover.
    expect(await recover()).toBe(0);

    // The shopper places the order again: a new attempt and one capture.
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, body(await cardData()));
    expect(placed.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(String(order.id)).toBe(placed.json());
    const payments = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cart.id}-%`));
    expect(payments.map((p) => p.status).sort()).toEqual(['CANCELLED', 'CAPTURED']);
    const rows = (await attemptsOf(cartId)).attempts.sort((a, b) => a.id - b.id);
    expect(rows.map((r) => r.state)).toEqual(['ended', 'ordered']);
    expect(rows[1].orderId).toBe(order.id);
  });

  it('leaves an attempt whose order was written alone: its payment is the order’s', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, body(await cardData()));
    expect(placed.statusCode).toBe(200);
    const { cart } = await attemptsOf(cartId);
    // As if the process died after the commit, before the attempt's last move: put it back to claimed.
    await t.database.db.update(orderAttempts).set({ state: 'claimed' }).where(eq(orderAttempts.cartId, cart.id));
    expect(await recover()).toBe(1);
    const [payment] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cart.id}-%`));
    expect(payment.status).toBe('CAPTURED');
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CAPTURED' });
  });
});
