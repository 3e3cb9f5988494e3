import { eq, sql } from 'drizzle-orm';
import { clearStoreCache } from '../../stores/server/scope';
import { cartRules, carts, orders, products } from '../../../db/schema';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

/**
 * Races only show on a real PostgreSQL (PGlite runs one transaction at a time), so these run on the
 * server-postgres project; there, app.inject calls run concurrently over a pool of 20 connections.
 */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;
if (dbKind === 'postgres' && postgresSkipReason) console.warn(`concurrency tests skipped: ${postgresSkipReason}`);

describe.runIf(onPostgres)('placing orders under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('50 concurrent place-order calls for one cart make exactly one order', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const client = shopClient(t);
    const body = { email: 'race@example.com', paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } };
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.post(`guest-carts/${cartId}/payment-information`, body)));
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json()));
    expect(ids.size).toBe(1);
    for (const answer of answers) expect(answer.statusCode === 200 || (answer.statusCode >= 400 && answer.statusCode < 500)).toBe(true);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
    const made = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(made).toHaveLength(1);
    expect(String(made[0].id)).toBe([...ids][0]);
    expect(cart.isActive).toBe(false);
  });

  it('stock of 5 and 50 concurrent checkouts from different carts make exactly 5 orders', async () => {
    await t.database.db.update(products).set({ qty: 5 }).where(eq(products.sku, 'EPOD-MANGO-ICE-18'));
    const cartIds = [];
    for (let i = 0; i < 50; i++) cartIds.push(await readyGuestCart(t, [{ sku: 'EPOD-MANGO-ICE-18', qty: 1 }]));
    const client = shopClient(t);
    const answers = await Promise.all(
      cartIds.map((id, i) =>
        client.post(`guest-carts/${id}/payment-information`, {
          email: `buyer${i}@example.com`,
          paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
        }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(5);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Not all of your products are available in the requested quantity.');
    }
    const [{ qty }] = await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.sku, 'EPOD-MANGO-ICE-18'));
    expect(qty).toBe(0);
  });

  it('the database itself refuses negative stock, whatever the code does', async () => {
    const failure = await t.database.db.execute(sql`update products set qty = -1 where sku = 'EPOD-MANGO-ICE-18'`).catch((e: Error) => e);
    expect(String((failure as Error & { cause?: Error }).cause?.message)).toContain('products_qty_not_negative');
  });

  it('50 concurrent place-order calls from one customer make exactly one order', async () => {
    const token = (await shopClient(t).post('integration/customer/token', { username: 'john.smith@example.com', password: 'Password123!' })).json();
    const client = shopClient(t, { token });
    await client.post('carts/mine');
    await client.post('carts/mine/items', { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1 } });
    const me = (await client.get('customers/me')).json();
    await client.post('carts/mine/shipping-information', {
      addressInformation: {
        shipping_address: { ...me.addresses[0], customer_address_id: me.addresses[0].id, region: undefined },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.post('carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } }),
      ),
    );
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json()));
    expect(ids.size).toBe(1);
    const made = await t.database.db.select().from(orders).where(eq(orders.customerId, me.id));
    expect(made).toHaveLength(1);
  });
});

describe.runIf(onPostgres)('coupon usage limits under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a coupon good for 3 orders, used by 20 concurrent checkouts, makes exactly 3 discounted orders', async () => {
    const [{ storeId }] = await t.database.db.select({ storeId: cartRules.storeId }).from(cartRules).limit(1);
    await t.database.db
      .insert(cartRules)
      .values({ storeId, name: 'Three', label: 'THREE', couponCode: 'THREE', action: { type: 'by_percent', percentBasisPoints: 500 }, usesPerCoupon: 3 });
    clearStoreCache(); // the new rule, at once (the caches' notification comes a moment later)
    const client = shopClient(t);
    const cartIds = [];
    for (let i = 0; i < 20; i++) {
      const id = await readyGuestCart(t, [{ sku: 'ACC-USBC-CABLE', qty: 1 }]);
      expect((await client.put(`guest-carts/${id}/coupons/THREE`)).json()).toBe(true);
      cartIds.push(id);
    }
    const answers = await Promise.all(
      cartIds.map((id, i) =>
        client.post(`guest-carts/${id}/payment-information`, {
          email: `c${i}@example.com`,
          paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const [rule] = await t.database.db.select().from(cartRules).where(eq(cartRules.couponCode, 'THREE'));
    expect(rule.timesUsed).toBe(3);
    expect(await t.database.db.select().from(orders).where(eq(orders.couponCode, 'THREE'))).toHaveLength(3);
  });
});
