import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { withQueryTally } from '../../../shared/server/query-count';
import { type DbKind, type TestApp, createTestApp, dbKind } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import type { CartRef } from '../../cart/server';
import { cartRepository } from '../../cart/server/persistence';

/**
 * The SQL statements each cart call sends, against a budget: a route that starts asking the database
 * more often fails here. The budgets are what the calls sent when measured (November 2026) plus one, or
 * two for the calls of eight and more (place order measured again on 29 November, 9 statements on PGlite
 * and 14 on PostgreSQL with the store's agreements cached: its prepare reads in one read-only transaction,
 * so BEGIN READ ONLY and COMMIT, and its write in another). On
 * PostgreSQL BEGIN and COMMIT are statements too (a basket write's BEGIN carries its setting, one
 * statement); PGlite runs them without the logger seeing them.
 * Adding, changing and removing a line, a coupon and the delivery address and method are decided on the
 * cart as the process holds it (it read or wrote the cart last: cart/server/known-carts.ts) and written in
 * one statement guarded by the cart's xmin, no transaction; a cart the process does not hold, or one that
 * moved on, is read first. A locked read is two statements on PostgreSQL (the lock, then the read). Place
 * order also reads the place-order captcha's counts (with the shopper's cart, one statement); the coupon
 * counts the attempt (the code judged first, so one that applies is no failure and needs no forgiving) and
 * writes the cart. A basket quantity change is one call: POST basket/update.
 */
const BUDGETS: Record<string, Record<DbKind, number>> = {
  'POST items': { pglite: 2, postgres: 2 },
  'PUT items/{id}': { pglite: 2, postgres: 2 },
  'GET totals': { pglite: 2, postgres: 2 },
  'GET cart-data': { pglite: 2, postgres: 2 },
  'POST basket/update': { pglite: 6, postgres: 8 },
  'POST estimate-shipping-methods': { pglite: 2, postgres: 2 },
  'POST totals-information': { pglite: 2, postgres: 2 },
  'PUT coupons/{code}': { pglite: 3, postgres: 3 },
  'POST shipping-information': { pglite: 2, postgres: 2 },
  'POST payment-information (place order)': { pglite: 11, postgres: 15 },
};

const MINT = 'EPOD-CRISP-MINT-12';
const CABLE = 'ACC-USBC-CABLE';
const ESTIMATE_ADDRESS = { country_id: 'GB', postcode: UK_ADDRESS.postcode };

/** The plan of a cart statement, as PostgreSQL would run it for a cart. */
async function planOf(t: TestApp, ref: CartRef, text: string): Promise<string> {
  const owner = ref.kind === 'guest' ? `'${ref.maskedId}'` : String(ref.customerId);
  await t.database.db.execute(sql.raw(`prepare cart_plan as ${text}`));
  try {
    // A signature held ($3): the answer's uses of it stay in the plan (with null they fold away).
    const result = await t.database.db.execute(sql.raw(`explain (verbose, costs off) execute cart_plan(${owner}, 1, 'a signature held', 1)`));
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  } finally {
    await t.database.db.execute(sql.raw('deallocate cart_plan'));
  }
}

describe(`SQL statements per cart call (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Runs one call and returns how many statements it sent; the call must succeed. */
  async function statementsOf(call: () => Promise<LightMyRequestResponse>): Promise<number> {
    const { result, statements } = await withQueryTally(call);
    // SHOW_STATEMENTS=1 prints each call's statements: where a budget goes.
    if (process.env.SHOW_STATEMENTS) console.log(statements.map((s) => s.slice(0, 300)).join('\n'));
    expect(result.statusCode, result.body).toBe(200);
    return statements.length;
  }

  it('keeps every call of a basket-to-order journey within its budget', async () => {
    const client = shopClient(t);
    // The store and its settings (and its agreements) are read once per process; a first call warms them, as in the shop.
    const warm = await newGuestCart(t);
    await client.get(`guest-carts/${warm}/cart-data`);
    await client.get('carts/licence');
    await client.post(`guest-carts/${warm}/items`, { cartItem: { sku: CABLE, qty: 1, quote_id: warm } });
    expect((await client.put(`guest-carts/${warm}/coupons/welcome10`)).statusCode).toBe(200);

    const cartId = await newGuestCart(t);
    const cart = `guest-carts/${cartId}`;
    await client.post(`${cart}/items`, { cartItem: { sku: CABLE, qty: 1, quote_id: cartId } });
    const counts: Record<string, number> = {};
    let itemId = 0;
    counts['POST items'] = await statementsOf(async () => {
      const res = await client.post(`${cart}/items`, { cartItem: { sku: MINT, qty: 2, quote_id: cartId } });
      itemId = res.json().item_id;
      return res;
    });
    counts['PUT items/{id}'] = await statementsOf(() => client.put(`${cart}/items/${itemId}`, { cartItem: { qty: 3 } }));
    counts['GET totals'] = await statementsOf(() => client.get(`${cart}/totals`));
    counts['GET cart-data'] = await statementsOf(() => client.get(`${cart}/cart-data`));
    counts['POST basket/update'] = await statementsOf(() => client.post(`${cart}/basket/update`, { report_problems: true, cart: { [itemId]: { qty: 4 } } }));
    counts['POST estimate-shipping-methods'] = await statementsOf(() => client.post(`${cart}/estimate-shipping-methods`, { address: ESTIMATE_ADDRESS }));
    counts['POST totals-information'] = await statementsOf(() =>
      client.post(`${cart}/totals-information`, {
        addressInformation: {
          address: { countryId: 'GB', postcode: UK_ADDRESS.postcode },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      }),
    );
    counts['PUT coupons/{code}'] = await statementsOf(() => client.put(`${cart}/coupons/welcome10`));
    counts['POST shipping-information'] = await statementsOf(() =>
      client.post(`${cart}/shipping-information`, {
        addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      }),
    );
    // The checkout's age step runs the automatic check (the UK store asks for it) before the order.
    await client.post(`${cart}/age-verification/verify`, {});
    counts['POST payment-information (place order)'] = await statementsOf(() =>
      client.post(`${cart}/payment-information`, {
        email: UK_ADDRESS.email,
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      }),
    );

    if (process.env.SHOW_STATEMENT_COUNTS) console.log(dbKind, JSON.stringify(counts));
    const over = Object.entries(counts).filter(([call, count]) => count > BUDGETS[call][dbKind]);
    expect(over, 'calls over their statement budget: [call, statements sent]').toEqual([]);
  });

  it.each<[string, CartRef]>([
    ['guest', { kind: 'guest', maskedId: 'a'.repeat(32) }],
    ['customer', { kind: 'customer', customerId: 1 }],
  ])('computes the %s cart signature once, though the answer uses it three times', async (_kind, ref) => {
    const { text } = cartRepository.cartStatement(ref, true, true);
    const plan = await planOf(t, ref, text);
    // The lines' stock in the signature is one aggregate; pulled up into each use, it was three.
    expect(plan.match(/string_agg/g)).toHaveLength(1);
  });
});
