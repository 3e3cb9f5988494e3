import { eq, inArray } from 'drizzle-orm';
import { orderItems, orders, paymentTransactions, products, savedCards, subscriptionRenewals, subscriptions } from '../../db/schema';
import { startTestGateway, shopGatewayTo } from '../../features/payment/server/testing';
import type { RunningGateway } from '../../features/payment/providers/sandbox/app';
import { RENEWAL_RETRY_DELAYS_HOURS } from '../../features/subscriptions/domain';
import { runDueRenewals } from '../../features/subscriptions/server';
import { createTestApp, type TestApp } from '../../shared/server/testing/test-app';
import { JANE, JOHN, recordedNotices, subscribeThroughCheckout, twinCardOf } from './subscriptions-fixture';
import { renewalPorts } from './subscriptions';

const DAY_MS = 86_400_000;

describe('subscriptions that renew: a year of renewals on a moved clock', () => {
  let t: TestApp;
  let twin: RunningGateway;
  beforeAll(async () => {
    twin = await startTestGateway();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await twin?.close();
  });

  const stockOf = async (sku: string) => (await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.sku, sku)))[0].qty;

  it('places each monthly renewal once on its date, re-priced, paid by the saved card at the gateway, stock taken; a refused card retries on its schedule, then the subscription is payment_failed', async () => {
    const mint = await subscribeThroughCheckout(t, JOHN, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const mixed = await subscribeThroughCheckout(t, JOHN, [
      { sku: 'EPOD-DARK-CHERRY-6', qty: 2 },
      { sku: 'EPOD-MANGO-ICE-18', qty: 1 },
    ]);
    const refused = await subscribeThroughCheckout(t, JANE, [{ sku: 'EPOD-MANGO-ICE-18', qty: 3 }], 'Jane Doe');
    for (const made of [mint, mixed, refused]) expect(made.subscription).toMatchObject({ status: 'active', intervalMonths: 1 });
    expect(mint.subscription.lines).toEqual([
      { productId: expect.any(Number), sku: 'EPOD-CRISP-MINT-12', name: 'ePod Cartridges Crisp Mint 12mg (2 pack)', qty: 2, offeredIntervals: [1] },
    ]);
    // Jane's card is refused from now on (the twin's cardholder name steers the outcome).
    const [janeCard] = await t.database.db.select().from(savedCards).where(eq(savedCards.id, refused.subscription.paymentProfileId!));
    twinCardOf(twin.gateway, janeCard.token).cardholderName = 'REFUSED';

    const stockBefore = { mint: await stockOf('EPOD-CRISP-MINT-12'), cherry: await stockOf('EPOD-DARK-CHERRY-6'), mango: await stockOf('EPOD-MANGO-ICE-18') };
    const { notices, seen } = recordedNotices();
    const start = Date.now();
    let now = new Date(start);
    const work = { db: t.database.db, stores: t.app.stores, now: () => now, log: t.app.log, notices, ...renewalPorts(shopGatewayTo(twin), t.app.pricing) };
    for (let day = 0; day <= 366; day++) {
      now = new Date(start + day * DAY_MS);
      await runDueRenewals(work);
      // A second run the same day finds nothing more to do.
      expect(await runDueRenewals(work)).toBe(0);
    }

    const renewals = await t.database.db.select().from(subscriptionRenewals).orderBy(subscriptionRenewals.id);
    const of = (id: number) => renewals.filter((r) => r.subscriptionId === id);
    expect(of(mint.subscription.id).map((r) => r.status)).toEqual(Array(12).fill('placed'));
    expect(of(mixed.subscription.id).map((r) => r.status)).toEqual(Array(12).fill('placed'));
    // Each period once, one month apart from the first date the checkout gave.
    expect(of(mint.subscription.id)[0].period).toBe(mint.subscription.nextDate);
    expect(new Set(of(mint.subscription.id).map((r) => r.period)).size).toBe(12);
    // Jane: the first attempt and one per retry delay, then the period failed and the subscription waits for another card.
    expect(of(refused.subscription.id)).toEqual([
      expect.objectContaining({ status: 'failed', attempt: RENEWAL_RETRY_DELAYS_HOURS.length + 1, reason: 'REFUSED', orderId: null }),
    ]);
    const [janeAfter] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, refused.subscription.id));
    expect(janeAfter.status).toBe('payment_failed');

    // 24 renewal orders, each the renewal's own, paid with the saved card, its lines still the subscription's.
    const placed = renewals.filter((r) => r.status === 'placed');
    const renewalOrders = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((r) => r.orderId!),
        ),
      );
    expect(renewalOrders).toHaveLength(24);
    for (const order of renewalOrders) {
      expect(order).toMatchObject({ paymentMethod: 'subscribe_pro_vault', state: 'new', shippingCarrierCode: 'flatrate', customerEmail: JOHN.email });
      const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines.every((line) => line.isSubscription && line.subscriptionInterval === 1)).toBe(true);
      const [payment] = await t.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderCode, `R${order.cartId}`));
      expect(payment).toMatchObject({ status: 'CAPTURED', amount: order.grandTotal, method: 'subscribe_pro_vault', takenByOrder: true, cardLast4: '4444' });
    }
    const mintOrders = renewalOrders.filter((o) => of(mint.subscription.id).some((r) => r.orderId === o.id));
    // 2 packs at £5.99 with flat-rate delivery, priced today.
    expect(mintOrders.map((o) => o.grandTotal)).toEqual(Array(12).fill(mintOrders[0].grandTotal));

    // Stock: 12 renewals of 2 mint, 12 × 2 cherry, 12 × 1 mango; Jane's refused renewals took none.
    expect(await stockOf('EPOD-CRISP-MINT-12')).toBe(stockBefore.mint - 24);
    expect(await stockOf('EPOD-DARK-CHERRY-6')).toBe(stockBefore.cherry - 24);
    expect(await stockOf('EPOD-MANGO-ICE-18')).toBe(stockBefore.mango - 12);

    // At the gateway: one captured merchant-initiated payment per renewal order, for its amount; Jane's four refusals.
    const renewalPayments = twin.gateway.ledger().filter((p) => p.orderCode.startsWith('R'));
    const captured = renewalPayments.filter((p) => p.status === 'CAPTURED');
    expect(captured).toHaveLength(24);
    expect(captured.map((p) => p.captured).sort()).toEqual(renewalOrders.map((o) => o.grandTotal).sort());
    expect(renewalPayments.filter((p) => p.status === 'REFUSED')).toHaveLength(RENEWAL_RETRY_DELAYS_HOURS.length + 1);

    // The notices, as the outbox will send them.
    expect(seen.filter((n) => n.kind === 'renewalPlaced')).toHaveLength(24);
    expect(seen.filter((n) => n.kind === 'renewalPaymentFailed').map((n) => n.detail.finalAttempt)).toEqual([false, false, false, true]);
    expect(seen.filter((n) => n.kind === 'renewalPaymentFailed').every((n) => n.subscriptionId === refused.subscription.id)).toBe(true);
  }, 240_000);
});
