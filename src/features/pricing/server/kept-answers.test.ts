import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { cartItems, carts, customers, productPrices, products } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, customerToken, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { type CartRef, cartDto, openCart } from '../../cart/server';
import { clearStoreCache } from '../../stores/server/scope';
import { quoteTotalsDto } from './service';

/**
 * The cart's read calls answer from what they kept while the cart is as it was. Whatever changes the cart,
 * its lines, their stock, their prices or the customer, and whoever changes it (the shop's own calls, or
 * another process or psql writing the tables directly, which never pass through this process), the next
 * answer is the one built afresh from the database.
 */
describe('kept cart answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The answers as built afresh, without anything kept. */
  async function fresh(ref: CartRef) {
    const db = t.database.db;
    const current = (await t.app.stores.resolve('default'))!;
    const loaded = await openCart(db, current, ref);
    return {
      totals: JSON.parse(JSON.stringify(quoteTotalsDto(await t.app.pricing.quoteCart(db, current, loaded), current.settings))),
      cart: JSON.parse(JSON.stringify(cartDto(loaded.cart, loaded.lines, current.store.currency, current.settings))),
    };
  }

  async function answered(client: ReturnType<typeof shopClient>, base: string) {
    const [totals, again, cart] = [await client.get(`${base}/totals`), await client.get(`${base}/totals`), await client.get(base)];
    expect(totals.statusCode).toBe(200);
    expect(again.json()).toEqual(totals.json());
    return { totals: totals.json(), cart: cart.json() };
  }

  const SKUS = ['EPOD-CRISP-MINT-12', 'EPOD-GOLDEN-TOBACCO-18', 'ACC-USBC-CABLE'];
  const change = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), sku: fc.constantFrom(...SKUS), qty: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant('quantity' as const), line: fc.nat(), qty: fc.integer({ min: 1, max: 4 }) }),
    fc.record({ kind: fc.constant('remove' as const), line: fc.nat() }),
    fc.record({ kind: fc.constant('line in the table' as const), line: fc.nat(), qty: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ kind: fc.constant('stock in the table' as const), sku: fc.constantFrom(...SKUS), qty: fc.integer({ min: 0, max: 6 }) }),
    fc.record({ kind: fc.constant('price' as const), sku: fc.constantFrom(...SKUS), price: fc.integer({ min: 100, max: 2000 }) }),
    fc.record({ kind: fc.constant('coupon' as const), on: fc.boolean() }),
    fc.record({ kind: fc.constant('delivery' as const) }),
  );
  type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

  async function apply(client: ReturnType<typeof shopClient>, base: string, cartId: () => Promise<number>, step: Change) {
    const db = t.database.db;
    const lines = await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, await cartId()))
      .orderBy(cartItems.id);
    const line = 'line' in step && lines.length ? lines[step.line % lines.length] : undefined;
    switch (step.kind) {
      case 'add':
        await client.post(`${base}/items`, { cartItem: { sku: step.sku, qty: step.qty } });
        break;
      case 'quantity':
        if (line) await client.put(`${base}/items/${line.id}`, { cartItem: { qty: step.qty } });
        break;
      case 'remove':
        if (line) await client.delete(`${base}/items/${line.id}`);
        break;
      case 'line in the table':
        if (line) await db.update(cartItems).set({ qty: step.qty }).where(eq(cartItems.id, line.id));
        break;
      case 'stock in the table':
        await db.update(products).set({ qty: step.qty }).where(eq(products.sku, step.sku));
        break;
      case 'price': {
        const [product] = await db.select().from(products).where(eq(products.sku, step.sku));
        await db.update(productPrices).set({ price: step.price }).where(eq(productPrices.productId, product.id));
        // What the change feed does a moment after the commit, in every process.
        clearStoreCache();
        break;
      }
      case 'coupon':
        if (step.on) await client.put(`${base}/coupons/WELCOME10`);
        else await client.delete(`${base}/coupons`);
        break;
      case 'delivery':
        await client.post(`${base}/shipping-information`, {
          addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
        });
        break;
    }
  }

  it("answers a customer's totals with their reward points as they are now", async () => {
    const client = shopClient(t, { token: await customerToken(t) });
    await client.post('carts/mine');
    await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-GOLDEN-TOBACCO-18', qty: 2 } });
    await client.post('reward/mine/use-reward');
    const [jane] = await t.database.db.select().from(customers).where(eq(customers.email, 'jane.doe@example.com'));
    const ref: CartRef = { kind: 'customer', customerId: jane.id };
    const before = await answered(client, 'carts/mine');
    expect(before.totals).toEqual((await fresh(ref)).totals);
    // Points spent in another process's order: the customer's row changes, the cart's does not.
    await t.database.db
      .update(customers)
      .set({ rewardPoints: sql`${customers.rewardPoints} / 2` })
      .where(eq(customers.id, jane.id));
    const after = await answered(client, 'carts/mine');
    expect(after.totals).toEqual((await fresh(ref)).totals);
    expect(after.totals).not.toEqual(before.totals);
  });

  it('answers each address its own rates and totals, and a changed line reprices them all', async () => {
    const maskedId = await newGuestCart(t);
    const client = shopClient(t);
    const base = `guest-carts/${maskedId}`;
    await client.post(`${base}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const estimate = (postcode: string) => client.post(`${base}/estimate-shipping-methods`, { address: { country_id: 'GB', postcode } });
    const preview = (countryId: string) =>
      client.post(`${base}/totals-information`, {
        addressInformation: { address: { countryId }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
    const home = (await preview('GB')).json();
    const abroad = (await preview('FR')).json();
    expect(home.grand_total).toBe(9.98);
    expect(abroad.grand_total).toBe(5.99);
    expect((await preview('GB')).json()).toEqual(home);
    const rates = (await estimate('EC1A 1BB')).json();
    expect((await estimate('EC1A 1BB')).json()).toEqual(rates);

    const [line] = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0].id));
    await t.database.db.update(cartItems).set({ qty: 3 }).where(eq(cartItems.id, line.id));
    expect((await preview('GB')).json().grand_total).toBe(21.96);
    expect((await preview('FR')).json().grand_total).toBe(17.97);
  });

  // Last: it changes prices and stock in the shared catalogue.
  it('answers as built afresh after any change, made through the shop or straight in the tables', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (steps) => {
        const maskedId = await newGuestCart(t);
        const client = shopClient(t);
        const base = `guest-carts/${maskedId}`;
        const cartId = async () => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0].id;
        for (const step of steps) {
          await apply(client, base, cartId, step);
          expect(await answered(client, base)).toEqual(await fresh({ kind: 'guest', maskedId }));
        }
      }),
      { numRuns: 30 },
    );
  });
});
