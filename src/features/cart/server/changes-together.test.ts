import { eq } from 'drizzle-orm';
import { carts } from '../../../db/schema';
import { withQueryTally } from '../../../shared/server/query-count';
import { type TestApp, createTestApp, dbKind } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

const SKU = 'EPOD-DARK-CHERRY-6';
const OTHER_SKU = 'EPOD-CRISP-MINT-12';

interface CartAnswer {
  items: { item_id: number; sku: string; qty: number }[];
}

/**
 * Basket changes of several shoppers that arrive together are written in one statement
 * (guarded-writes.ts, shared/server/statements-together.ts): each must still change its own cart only, as
 * asked, and two changes of one cart in the same moment must both count.
 */
describe('basket changes sent together', () => {
  let t: TestApp;
  const client = () => shopClient(t);
  const lines = async (cartId: string) => ((await client().get(`guest-carts/${cartId}`)).json() as CartAnswer).items.map(({ sku, qty }) => ({ sku, qty }));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Guest carts of one line each, held by the process (the add wrote them). */
  async function cartsWithALine(count: number): Promise<{ id: string; itemId: number }[]> {
    const carts = [];
    for (let i = 0; i < count; i++) {
      const id = await newGuestCart(t);
      const added = await client().post(`guest-carts/${id}/items`, { cartItem: { sku: SKU, qty: 1, quote_id: id } });
      expect(added.statusCode, added.body).toBe(200);
      carts.push({ id, itemId: added.json().item_id as number });
    }
    return carts;
  }

  it('writes the quantities of four carts in one statement, each to its own cart', async () => {
    // Newest cart first: the batch locks its carts in the order of their ids, and answers each its own.
    const carts = (await cartsWithALine(4)).reverse();
    const { result, statements } = await withQueryTally(() =>
      Promise.all(carts.map(({ id, itemId }, i) => client().put(`guest-carts/${id}/items/${itemId}`, { cartItem: { qty: i + 2 } }))),
    );
    expect(result.map((r) => [r.statusCode, r.json().qty])).toEqual([
      [200, 2],
      [200, 3],
      [200, 4],
      [200, 5],
    ]);
    // Four changes alone would be four statements.
    expect(statements).toHaveLength(1);
    for (const [i, { id }] of carts.entries()) expect(await lines(id)).toEqual([{ sku: SKU, qty: i + 2 }]);
  });

  it('adds a line to each of three carts in one statement, and removes them again in one', async () => {
    const carts = await cartsWithALine(3);
    const added = await withQueryTally(() =>
      Promise.all(carts.map(({ id }) => client().post(`guest-carts/${id}/items`, { cartItem: { sku: OTHER_SKU, qty: 2, quote_id: id } }))),
    );
    expect(added.result.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(added.statements).toHaveLength(1);
    for (const { id } of carts) {
      expect(await lines(id)).toEqual([
        { sku: SKU, qty: 1 },
        { sku: OTHER_SKU, qty: 2 },
      ]);
    }

    const removed = await withQueryTally(() =>
      Promise.all(carts.map(({ id }, i) => client().delete(`guest-carts/${id}/items/${added.result[i].json().item_id}`))),
    );
    expect(removed.result.map((r) => r.json())).toEqual([true, true, true]);
    expect(removed.statements).toHaveLength(1);
    for (const { id } of carts) expect(await lines(id)).toEqual([{ sku: SKU, qty: 1 }]);
  });

  it('counts both of two adds to one cart that arrive together', async () => {
    const [cart] = await cartsWithALine(1);
    const both = await Promise.all([1, 2].map(() => client().post(`guest-carts/${cart.id}/items`, { cartItem: { sku: SKU, qty: 1, quote_id: cart.id } })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    // One of them went with the other's statement and found the cart moved on: it was decided again.
    expect(both.map((r) => r.json().qty).sort()).toEqual([2, 3]);
    expect(await lines(cart.id)).toEqual([{ sku: SKU, qty: 3 }]);
  });

  it("writes three carts' delivery addresses in one statement, each its own", async () => {
    const carts = await cartsWithALine(3);
    const firstnames = ['Amy', 'Rory', 'Clara'];
    // The cart rules are read once into their cache first: requests that miss it together each read them.
    await client().get(`guest-carts/${carts[0].id}/totals`);
    const saved = await withQueryTally(() =>
      Promise.all(
        carts.map(({ id }, i) =>
          client().post(`guest-carts/${id}/shipping-information`, {
            addressInformation: {
              shipping_address: { ...UK_ADDRESS, firstname: firstnames[i] },
              shipping_carrier_code: 'flatrate',
              shipping_method_code: 'flatrate',
            },
          }),
        ),
      ),
    );
    expect(saved.result.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(saved.statements).toHaveLength(1);
    for (const [i, { id }] of carts.entries()) {
      const details = (await client().get(`guest-carts/${id}/payment-information`)).json();
      expect(details.extension_attributes.shipping_address).toMatchObject({ firstname: firstnames[i], postcode: UK_ADDRESS.postcode });
      expect(details.extension_attributes.shipping_carrier_code).toBe('flatrate');
    }
  });

  it('applies a coupon to three carts with one statement for the captcha counts and one for the carts', async () => {
    const [first, ...carts] = await cartsWithALine(4);
    // The code's rules are read once into their cache first: requests that miss it together each read them.
    expect((await client().put(`guest-carts/${first.id}/coupons/WELCOME10`)).json()).toBe(true);
    const applied = await withQueryTally(() => Promise.all(carts.map(({ id }) => client().put(`guest-carts/${id}/coupons/WELCOME10`))));
    expect(applied.result.map((r) => [r.statusCode, r.json()])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    // Alone, each apply is two statements (the counts, the cart): six.
    expect(applied.statements).toHaveLength(2);
    for (const { id } of carts) expect((await client().get(`guest-carts/${id}/coupons`)).json()).toBe('WELCOME10');
  });

  // A transaction holding a cart's lock needs a second connection: PostgreSQL only (PGlite has one).
  it.skipIf(dbKind !== 'postgres')("does not keep a shopper's change waiting behind another's locked cart", async () => {
    const [locked, free] = await cartsWithALine(2);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, locked.id)).for('update');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let lockedAnswered = false;
    const waiting = client()
      .put(`guest-carts/${locked.id}/items/${locked.itemId}`, { cartItem: { qty: 7 } })
      .then((res) => {
        lockedAnswered = true;
        return res;
      });
    const freeChange = client().put(`guest-carts/${free.id}/items/${free.itemId}`, { cartItem: { qty: 6 } });
    const freeAnswer = await Promise.race([freeChange, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000))]);
    const lockedAnsweredMeanwhile = lockedAnswered;
    release();
    await holder;
    // The free cart's change went with the locked one's, yet answered while the lock was still held.
    expect(freeAnswer?.json().qty).toBe(6);
    expect(lockedAnsweredMeanwhile).toBe(false);
    // The locked cart's change was decided again and waited for the lock on its own.
    expect((await waiting).json().qty).toBe(7);
    expect(await lines(locked.id)).toEqual([{ sku: SKU, qty: 7 }]);
  });
});
