import { eq, sql } from 'drizzle-orm';
import { cartItems, carts, products } from '../../../db/schema';
import { withQueryTally } from '../../../shared/server/query-count';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

const SKU = 'EPOD-DARK-CHERRY-6';
const OTHER_SKU = 'EPOD-CRISP-MINT-12';
const NO_SUCH_ENTITY = 'No such entity with %fieldName = %fieldValue';

/**
 * A change of a cart this process holds (it read or wrote it last) is decided on the held cart and written
 * behind the xmin it was held at (known-carts.ts). What others do to the cart meanwhile, another process,
 * psql, an order taking the stock, must still decide the answer: these change the database behind the
 * process's back, as they would.
 */
describe('changes of a cart the process holds', () => {
  let t: TestApp;
  let cartId: string;
  const client = () => shopClient(t);
  const db = () => t.database.db;
  const add = (sku: string, qty: number) => client().post(`guest-carts/${cartId}/items`, { cartItem: { sku, qty, quote_id: cartId } });
  const cartRowId = async () => (await db().select({ id: carts.id }).from(carts).where(eq(carts.maskedId, cartId)))[0].id;
  let stockBefore: number;

  beforeAll(async () => {
    t = await createTestApp();
    [{ qty: stockBefore }] = await db().select({ qty: products.qty }).from(products).where(eq(products.sku, SKU));
  });
  afterAll(async () => {
    await db().update(products).set({ qty: stockBefore }).where(eq(products.sku, SKU));
    await t.close();
  });
  beforeEach(async () => {
    cartId = await newGuestCart(t);
  });

  it('costs one statement while the cart is as the process holds it', async () => {
    const { item_id } = (await add(SKU, 1)).json();
    const { result, statements } = await withQueryTally(() => client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 2 } }));
    expect(result.json().qty).toBe(2);
    expect(statements).toHaveLength(1);
  });

  it('reads the cart again when a line was removed elsewhere: the change finds no line', async () => {
    const { item_id } = (await add(SKU, 1)).json();
    await db().delete(cartItems).where(eq(cartItems.id, item_id));
    const res = await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 3 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NO_SUCH_ENTITY, parameters: { fieldName: 'itemId', fieldValue: item_id } });
    expect(await db().select().from(cartItems).where(eq(cartItems.id, item_id))).toEqual([]);
  });

  it('reads the cart again when a line was added elsewhere: it can be changed and removed at once', async () => {
    await add(SKU, 1);
    const [other] = await db()
      .insert(cartItems)
      .values({
        cartId: await cartRowId(),
        productId: (await db().select({ id: products.id }).from(products).where(eq(products.sku, OTHER_SKU)))[0].id,
        qty: 1,
      })
      .returning({ id: cartItems.id });
    const changed = await client().put(`guest-carts/${cartId}/items/${other.id}`, { cartItem: { qty: 2 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ sku: OTHER_SKU, qty: 2 });
    expect((await client().delete(`guest-carts/${cartId}/items/${other.id}`)).json()).toBe(true);
    const cart = (await client().get(`guest-carts/${cartId}`)).json();
    expect(cart.items.map((i: { sku: string }) => i.sku)).toEqual([SKU]);
  });

  it('counts a quantity changed elsewhere: the added units join the stored quantity', async () => {
    const { item_id } = (await add(SKU, 1)).json();
    await db().update(cartItems).set({ qty: 5 }).where(eq(cartItems.id, item_id));
    const res = await add(SKU, 1);
    expect(res.json()).toMatchObject({ item_id, qty: 6 });
    expect((await client().get(`guest-carts/${cartId}`)).json().items_qty).toBe(6);
  });

  it('refuses units the stock no longer has, though the held cart saw more', async () => {
    const { item_id } = (await add(SKU, 1)).json();
    await db().update(products).set({ qty: 2 }).where(eq(products.sku, SKU));
    try {
      const more = await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 3 } });
      expect(more.statusCode).toBe(400);
      expect(more.json().message).toBe('The requested qty is not available');
      const added = await add(SKU, 2);
      expect(added.statusCode).toBe(400);
      expect(added.json().message).toBe('The requested qty is not available');
      const [line] = await db().select({ qty: cartItems.qty }).from(cartItems).where(eq(cartItems.id, item_id));
      expect(line.qty).toBe(1);
      // Within the stock the change goes through, and answers the stock as it is now.
      const within = await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 2 } });
      expect(within.json()).toMatchObject({ qty: 2, extension_attributes: { max_sale_qty: 2 } });
    } finally {
      await db().update(products).set({ qty: stockBefore }).where(eq(products.sku, SKU));
    }
  });

  it('keeps what was written elsewhere to the cart row alone: the delivery step keeps the stored email', async () => {
    await add(SKU, 1);
    await db().execute(sql`update carts set email = 'changed@example.com' where masked_id = ${cartId}`);
    const { email: _sent, ...address } = UK_ADDRESS;
    const res = await client().post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select({ email: carts.email }).from(carts).where(eq(carts.maskedId, cartId));
    expect(row.email).toBe('changed@example.com');
  });
});
