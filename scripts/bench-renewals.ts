import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { openAppDatabase } from '../src/app/server/open-database';
import { readStoreSettings } from '../src/app/server/settings';
import { renewalPorts } from '../src/app/server/subscriptions';
import { customers, products, savedCards, subscriptionRenewals, subscriptions } from '../src/db/schema';
import { renewalOrdersWith } from '../src/features/checkout/server/renewal-orders';
import { shopPricing } from '../src/app/server/payment-methods';
import { encryptCard } from '../src/features/payment/domain';
import { gatewayAt, SANDBOX_API_KEY, SANDBOX_NOTIFICATION_SECRET } from '../src/features/payment/providers';
import { startSandboxGateway } from '../src/features/payment/providers/sandbox/app';
import { storeDirectoryOf } from '../src/features/stores/server/service';
import type { SubscriptionNotices } from '../src/features/subscriptions/server';
import { runDueRenewals } from '../src/features/subscriptions/server';
import { storeToday } from '../src/shared/domain/clock';

const UK_ADDRESS = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['1 Bench Street'],
  city: 'London',
  postcode: 'EC1A 1BB',
  countryId: 'GB',
  telephone: '+447700900123',
};

const silentNotices: SubscriptionNotices = { renewalPlaced: async () => {}, renewalPaymentFailed: async () => {}, subscriptionChanged: async () => {} };

/**
 * Renewals per second on a database the shop has already served (its orders exist): `count` monthly
 * subscriptions of Jane Doe, due today, each charged at the gateway's twin (its own, on a free port) as a
 * merchant-initiated payment and written as an order, by two schedulers at once as two server processes would.
 */
export async function measureRenewals(databaseUrl: string, count: number): Promise<{ placed: number; seconds: number }> {
  const handle = await openAppDatabase({ databaseUrl, dataDir: '', databasePoolSize: 10 });
  const twin = await startSandboxGateway({
    port: 0,
    shopOrigin: 'http://localhost:3000',
    latencyMs: () => 0,
    outage: () => false,
    notificationSecret: SANDBOX_NOTIFICATION_SECRET,
    apiKey: SANDBOX_API_KEY,
  });
  try {
    const db = handle.db;
    const stores = storeDirectoryOf(db, readStoreSettings);
    const pricing = shopPricing();
    const renewalOrders = renewalOrdersWith(pricing);
    const gateway = gatewayAt({ url: twin.url, notificationSecret: SANDBOX_NOTIFICATION_SECRET, apiKey: SANDBOX_API_KEY, timeoutMs: 10_000 });
    // The card, kept as a subscription payment profile by a first stored-credential payment at the twin.
    const encryptedData = await encryptCard(await gateway.publicKey(), {
      number: '5555555555554444',
      cvc: '123',
      expiryMonth: '11',
      expiryYear: String(new Date().getUTCFullYear() + 1),
      cardholderName: 'Jane Doe',
    });
    const first = await gateway.authorise({
      orderCode: 'BENCH-PROFILE',
      idempotencyKey: 'bench-profile',
      amount: { value: 100, currency: 'GBP' },
      instrument: { kind: 'card', encryptedData, cardholderName: 'Jane Doe' },
      shopper: {},
      saveCard: true,
      storedCredentials: { usage: 'FIRST' },
      resultUrl: 'http://localhost:3000/worldpay/redirectresult',
    });
    if (first.status !== 'AUTHORISED' || !first.savedCard || !first.schemeTransactionId) throw new Error('the bench card was not kept');
    const [jane] = await db.select().from(customers).where(eq(customers.email, 'jane.doe@example.com'));
    const [pod] = await db.select().from(products).where(eq(products.sku, 'EPOD-CRISP-MINT-12'));
    const [profile] = await db
      .insert(savedCards)
      .values({
        customerId: jane.id,
        token: first.savedCard.token,
        cardType: 'MC',
        last4: '4444',
        expiryMonth: 11,
        expiryYear: new Date().getUTCFullYear() + 1,
        cardholderName: 'Jane Doe',
        method: 'subscribe_pro',
        schemeTransactionId: first.schemeTransactionId,
      })
      .returning();
    // The orders the subscriptions began with, written as a renewal's are (the bench starts from the seed; one subscription per order).
    const shop = await stores.resolve('uk');
    if (!shop) throw new Error('no uk store');
    const lines = [{ productId: pod.id, sku: pod.sku, name: pod.name, qty: 2, offeredIntervals: [1] }];
    const origin = () =>
      db.transaction(async (tx) => {
        const priced = await renewalOrders.price(tx, {
          shop,
          now: new Date(),
          customerId: jane.id,
          intervalMonths: 1,
          lines,
          shippingAddress: UK_ADDRESS,
          billingAddress: UK_ADDRESS,
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
          paymentProfileId: profile.id,
        });
        return renewalOrders.write(tx, priced.draft, null);
      });
    const today = storeToday({ now: () => new Date() }, 'Europe/London');
    const origins: number[] = [];
    for (let i = 0; i < count; i++) origins.push((await origin()).orderId);
    await db.insert(subscriptions).values(
      origins.map((orderId) => ({
        customerId: jane.id,
        storeId: shop.store.id,
        orderId,
        intervalMonths: 1,
        lines,
        nextDate: today,
        status: 'active',
        paymentProfileId: profile.id,
        shippingAddress: UK_ADDRESS,
        billingAddress: UK_ADDRESS,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      })),
    );
    const work = { db, stores, now: () => new Date(), log: pino({ level: 'silent' }), notices: silentNotices, ...renewalPorts(gateway, pricing) };
    const started = performance.now();
    const scheduler = async () => {
      while ((await runDueRenewals(work)) > 0);
    };
    await Promise.all([scheduler(), scheduler()]);
    const seconds = (performance.now() - started) / 1000;
    const [{ placed }] = await db.select({ placed: sql<number>`count(*)::int` }).from(subscriptionRenewals).where(eq(subscriptionRenewals.status, 'placed'));
    return { placed, seconds };
  } finally {
    await twin.close();
    await handle.close();
  }
}
