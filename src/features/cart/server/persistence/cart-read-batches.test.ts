import { eq } from 'drizzle-orm';
import { cartItems } from '../../../../db/schema';
import { withQueryTally } from '../../../../shared/server/query-count';
import { type TestApp, createTestApp } from '../../../../shared/server/testing/test-app';
import { customerToken, newGuestCart, shopClient } from '../../../../shared/server/testing/shop-client';

const NO_SUCH_ENTITY = 'No such entity with %fieldName = %fieldValue';

interface CartAnswer {
  id: number;
  items: { item_id: number; sku: string; qty: number }[];
}

/**
 * The cart reads of requests that arrive together are sent as one statement (cart-read-batches.ts): each
 * request must still get its own cart, as stored when it asked, whatever the others ask for.
 */
describe('cart reads sent together', () => {
  let t: TestApp;
  const guest = shopClient;
  const lines = (cart: CartAnswer) => cart.items.map(({ sku, qty }) => ({ sku, qty }));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function guestCartWith(sku: string, qty: number): Promise<{ id: string; itemId: number }> {
    const id = await newGuestCart(t);
    const res = await guest(t).post(`guest-carts/${id}/items`, { cartItem: { sku, qty, quote_id: id } });
    expect(res.statusCode, res.body).toBe(200);
    return { id, itemId: res.json().item_id };
  }

  it('answers each concurrent request with its own cart, in one statement per kind of read', async () => {
    const carts = [await guestCartWith('EPOD-DARK-CHERRY-6', 1), await guestCartWith('EPOD-CRISP-MINT-12', 2), await guestCartWith('ACC-USBC-CABLE', 3)];
    const readAll = () => Promise.all(carts.flatMap(({ id }) => [guest(t).get(`guest-carts/${id}`), guest(t).get(`guest-carts/${id}/totals`)]));
    // The cart rules are read once into their cache first: requests that miss it together each read them.
    await guest(t).get(`guest-carts/${carts[0].id}/totals`);

    const { result: first, statements } = await withQueryTally(readAll);
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(lines(first[0].json())).toEqual([{ sku: 'EPOD-DARK-CHERRY-6', qty: 1 }]);
    expect(lines(first[2].json())).toEqual([{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    expect(lines(first[4].json())).toEqual([{ sku: 'ACC-USBC-CABLE', qty: 3 }]);
    expect(first[5].json().items_qty).toBe(3);
    // Six reads alone would be six statements: the cart's and the totals' reads go as one each.
    expect(statements.length).toBeLessThanOrEqual(2);

    // Changed behind the process's back, between two rounds: only that cart's answers move.
    await t.database.db.update(cartItems).set({ qty: 4 }).where(eq(cartItems.id, carts[1].itemId));
    const second = await readAll();
    expect(lines(second[2].json())).toEqual([{ sku: 'EPOD-CRISP-MINT-12', qty: 4 }]);
    expect(second[3].json().items_qty).toBe(4);
    expect(lines(second[0].json())).toEqual([{ sku: 'EPOD-DARK-CHERRY-6', qty: 1 }]);
    expect(second[5].json().items_qty).toBe(3);
  });

  it('answers 404 for a cart that does not exist, and the others their own carts', async () => {
    const cart = await guestCartWith('EPOD-DARK-CHERRY-6', 2);
    const [missing, found] = await Promise.all([guest(t).get('guest-carts/0123456789abcdef0123456789abcdef'), guest(t).get(`guest-carts/${cart.id}`)]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: NO_SUCH_ENTITY, parameters: { fieldName: 'cartId', fieldValue: '0123456789abcdef0123456789abcdef' } });
    expect(lines(found.json())).toEqual([{ sku: 'EPOD-DARK-CHERRY-6', qty: 2 }]);
  });

  it("keeps a customer's cart apart from guests' carts read at the same moment", async () => {
    const customer = shopClient(t, { token: await customerToken(t) });
    await customer.post('carts/mine');
    const added = await customer.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 5 } });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await guestCartWith('ACC-USBC-CABLE', 1);
    const [mine, theirs] = await Promise.all([customer.get('carts/mine'), guest(t).get(`guest-carts/${cart.id}`)]);
    expect(lines(mine.json()).find((line) => line.sku === 'EPOD-CRISP-MINT-12')?.qty).toBeGreaterThanOrEqual(5);
    expect(lines(theirs.json())).toEqual([{ sku: 'ACC-USBC-CABLE', qty: 1 }]);
  });
});
