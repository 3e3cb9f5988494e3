import { eq } from 'drizzle-orm';
import { cartItems, carts, products } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { cartRepository } from './persistence';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A line's change is decided on an unlocked read and written behind the cart's version: parallel changes
 * to one cart must neither lose one another nor slip past the stock or the purchase limit between the
 * read and the write.
 */
describe('parallel changes to one cart', () => {
  let t: TestApp;
  const client = () => shopClient(t);
  const lines = async (cartId: string) => (await client().get(`guest-carts/${cartId}`)).json().items as { sku: string; qty: number; item_id: number }[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds every one of 30 parallel adds of the same product: no add is lost', async () => {
    const cartId = await newGuestCart(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(await lines(cartId)).toMatchObject([{ sku: 'EPOD-CRISP-MINT-12', qty: 30 }]);
  });

  it('lets exactly the stock in when parallel adds race for the last units', async () => {
    await t.database.db.update(products).set({ qty: 7 }).where(eq(products.sku, 'EPOD-DARK-CHERRY-6'));
    const cartId = await newGuestCart(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-DARK-CHERRY-6', qty: 1 } })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(7);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'The requested qty is not available', parameters: [] });
    }
    expect(await lines(cartId)).toMatchObject([{ sku: 'EPOD-DARK-CHERRY-6', qty: 7 }]);
  });

  it('keeps the cart whole under parallel quantity changes, a removal and adds, and bumps its version for each change', async () => {
    const cartId = await newGuestCart(t);
    const mint = (await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } })).json().item_id;
    const cable = (await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1 } })).json().item_id;
    const [before] = await t.database.db.select({ version: carts.version }).from(carts).where(eq(carts.maskedId, cartId));
    const calls = [
      ...Array.from({ length: 10 }, (_, i) => () => client().put(`guest-carts/${cartId}/items/${mint}`, { cartItem: { qty: i + 1 } })),
      () => client().delete(`guest-carts/${cartId}/items/${cable}`),
      ...Array.from({ length: 5 }, () => () => client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-GOLDEN-TOBACCO-18', qty: 2 } })),
    ];
    const answers = await Promise.all(calls.map((call) => call()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(calls.length).fill(200));
    const after = await lines(cartId);
    expect(after.map((l) => l.sku).sort()).toEqual(['EPOD-CRISP-MINT-12', 'EPOD-GOLDEN-TOBACCO-18']);
    expect(after.find((l) => l.sku === 'EPOD-GOLDEN-TOBACCO-18')?.qty).toBe(10);
    expect(after.find((l) => l.sku === 'EPOD-CRISP-MINT-12')?.qty).toBeGreaterThanOrEqual(1);
    const [version] = await t.database.db.select({ version: carts.version }).from(carts).where(eq(carts.maskedId, cartId));
    expect(version.version - before.version).toBe(calls.length);
  });

  it('refuses a change to a cart ordered meanwhile with the cart-not-found answer, and changes nothing', async () => {
    const cartId = await newGuestCart(t);
    const item = (await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } })).json().item_id;
    await t.database.db.update(carts).set({ isActive: false }).where(eq(carts.maskedId, cartId));
    const res = await client().put(`guest-carts/${cartId}/items/${item}`, { cartItem: { qty: 3 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such entity with %fieldName = %fieldValue');
  });

  it('reads the lines as the previous holder of the cart lock left them, after waiting for the lock', async () => {
    const cartId = await newGuestCart(t);
    await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
    const ref = { kind: 'guest', maskedId: cartId } as const;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const writer = t.database.db.transaction(async (tx) => {
      await cartRepository.findActiveCartWithItems(tx, cart.storeId, ref, { lock: true });
      await tx.update(cartItems).set({ qty: 5 }).where(eq(cartItems.cartId, cart.id));
      await held;
    });
    await pause(50);
    // Waits for the writer's lock, which is let go only after the reader has begun.
    const reader = t.database.db.transaction((tx) => cartRepository.findActiveCartWithItems(tx, cart.storeId, ref, { lock: true }));
    await pause(100);
    release();
    await writer;
    expect((await reader)?.items.map((item) => item.qty)).toEqual([5]);
  });
});
