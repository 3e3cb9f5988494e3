import { eq, inArray } from 'drizzle-orm';
import { orders, subscriptionRenewals } from '../../db/schema';
import type { RunningGateway } from '../../features/payment/providers/sandbox/app';
import { shopGatewayTo, startTestGateway } from '../../features/payment/server/testing';
import { runDueRenewals } from '../../features/subscriptions/server';
import { createTestApp, postgresSkipReason, type TestApp } from '../../shared/server/testing/test-app';
import { JANE, JOHN, recordedNotices, subscribeThroughCheckout } from './subscriptions-fixture';
import { renewalPorts } from './subscriptions';

const DAY_MS = 86_400_000;

describe.skipIf(Boolean(postgresSkipReason))('two schedulers at once on one PostgreSQL database', () => {
  let t: TestApp;
  let twin: RunningGateway;
  beforeAll(async () => {
    // Each charge takes a moment at the gateway, so the two schedulers overlap on every renewal.
    twin = await startTestGateway({ latencyMs: () => 20 });
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await twin?.close();
  });

  it('places each period of each subscription once, charged once', async () => {
    const made = [
      await subscribeThroughCheckout(t, JOHN, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]),
      await subscribeThroughCheckout(t, JOHN, [{ sku: 'EPOD-DARK-CHERRY-6', qty: 3 }]),
      await subscribeThroughCheckout(t, JANE, [{ sku: 'EPOD-MANGO-ICE-18', qty: 2 }], 'Jane Doe'),
      await subscribeThroughCheckout(t, JANE, [{ sku: 'EPOD-CRISP-MINT-12', qty: 4 }], 'Jane Doe'),
    ];
    const start = Date.now();
    let now = new Date(start);
    const worker = () => {
      const { notices } = recordedNotices();
      return { db: t.database.db, stores: t.app.stores, now: () => now, log: t.app.log, notices, ...renewalPorts(shopGatewayTo(twin), t.app.pricing) };
    };
    const [first, second] = [worker(), worker()];
    for (let day = 0; day <= 100; day += 1) {
      now = new Date(start + day * DAY_MS);
      await Promise.all([runDueRenewals(first), runDueRenewals(second), runDueRenewals(first)]);
    }
    const ids = made.map((m) => m.subscription.id);
    const renewals = await t.database.db.select().from(subscriptionRenewals).where(inArray(subscriptionRenewals.subscriptionId, ids));
    expect(renewals.length).toBeGreaterThanOrEqual(12);
    expect(renewals.every((r) => r.status === 'placed')).toBe(true);
    expect(new Set(renewals.map((r) => `${r.subscriptionId}:${r.period}`)).size).toBe(renewals.length);
    // Every renewal order of the database (the first orders were paid with a new card, subscribe_pro): one per period.
    const placed = await t.database.db.select().from(orders).where(eq(orders.paymentMethod, 'subscribe_pro_vault'));
    expect(placed.map((o) => o.id).sort()).toEqual(renewals.map((r) => r.orderId!).sort());
    const charges = twin.gateway.ledger().filter((p) => p.orderCode.startsWith('R'));
    expect(charges.filter((p) => p.status === 'CAPTURED')).toHaveLength(renewals.length);
    expect(new Set(charges.map((p) => p.orderCode)).size).toBe(charges.length);
  }, 300_000);
});
