import { eq } from 'drizzle-orm';
import { orders, subscriptionRenewals } from '../../db/schema';
import type { RunningGateway } from '../../features/payment/providers/sandbox/app';
import { shopGatewayTo, startTestGateway } from '../../features/payment/server/testing';
import { RENEWAL_LEASE_SECONDS, renewalPaymentKey, runDueRenewals } from '../../features/subscriptions/server';
import { createTestApp, type TestApp } from '../../shared/server/testing/test-app';
import { JOHN, recordedNotices, subscribeThroughCheckout } from './subscriptions-fixture';
import { renewalPorts } from './subscriptions';

describe('a renewal whose process dies after the card was charged', () => {
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

  it('is taken over once its lease is out and placed once, the charge answered again by its key: no second charge', async () => {
    const { subscription } = await subscribeThroughCheckout(t, JOHN, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const { notices, seen } = recordedNotices();
    let now = new Date(`${subscription.nextDate}T12:00:00Z`);
    const ports = renewalPorts(shopGatewayTo(twin), t.app.pricing);
    const dying = {
      db: t.database.db,
      stores: t.app.stores,
      now: () => now,
      log: t.app.log,
      notices,
      ...ports,
      afterCharge: () => {
        throw new Error('the process died here');
      },
    };
    await expect(runDueRenewals(dying)).rejects.toThrow('the process died here');
    const [charging] = await t.database.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscription.id));
    expect(charging).toMatchObject({ status: 'charging', attempt: 1, orderId: null });
    const charged = twin.gateway.ledger().filter((p) => p.orderCode.startsWith('R'));
    expect(charged.map((p) => p.status)).toEqual(['CAPTURED']);

    // Another process, while the lease holds: nothing to take.
    const restarted = { db: t.database.db, stores: t.app.stores, now: () => now, log: t.app.log, notices, ...ports };
    expect(await runDueRenewals(restarted)).toBe(0);
    // The lease out: taken over, the same attempt charged again with its key (the gateway answers its first payment), the order written once.
    now = new Date(now.getTime() + (RENEWAL_LEASE_SECONDS + 1) * 1000);
    expect(await runDueRenewals(restarted)).toBe(1);
    const [placed] = await t.database.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscription.id));
    expect(placed).toMatchObject({ status: 'placed', attempt: 1, paymentId: charged[0].paymentId });
    const after = twin.gateway.ledger().filter((p) => p.orderCode.startsWith('R'));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'CAPTURED', captured: charged[0].amount.value });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId!));
    expect(order.grandTotal).toBe(charged[0].amount.value);
    expect(seen.filter((n) => n.kind === 'renewalPlaced')).toHaveLength(1);
    expect(renewalPaymentKey(subscription.id, subscription.nextDate, 1)).toBe(`renewal-${subscription.id}-${subscription.nextDate}-1`);
    expect(await runDueRenewals(restarted)).toBe(0);
  }, 120_000);
});
