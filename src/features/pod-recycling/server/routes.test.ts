import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { referenceTableChanged } from '../../../shared/server/reference-cache';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { customerToken, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { setStoreConfig } from '../../stores/server/testing';

const BAG = 'POD-RECYCLE-BAG';

describe('pod recycling (spec 002 §2, §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function basket(skus: string[]) {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    for (const sku of skus) expect((await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku, qty: 1, quote_id: cartId } })).statusCode).toBe(200);
    return { cartId, client, block: async () => (await client.get(`guest-carts/${cartId}/pod-recycling`)).json() };
  }

  it('shows the block with a pod in the basket: the uk store’s prs item and its content page', async () => {
    const { block } = await basket(['EPOD-CRISP-MINT-12']);
    expect(await block()).toEqual({
      show: true,
      in_cart: false,
      salable: true,
      can_add: true,
      prs: {
        sku: BAG,
        qty: 1,
        title: 'Drop the Pod',
        description: 'Add a free prepaid return bag and send up to 30 used pods back to us for recycling.',
        page_id: 'drop-the-pod',
        page_url: '/drop-the-pod',
      },
    });
  });

  it('adds the bag through the cart’s own call, free, and then keeps the button off', async () => {
    const { cartId, client, block } = await basket(['EPOD-CRISP-MINT-12']);
    const added = await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: BAG, qty: 1, quote_id: cartId } });
    expect(added.statusCode).toBe(200);
    expect(await block()).toMatchObject({ show: true, in_cart: true, salable: true, can_add: false });
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals).toMatchObject({ items_qty: 2, grand_total: 5.99 });
    // A second bag is over the item's sale limit: the cart refuses it.
    expect((await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: BAG, qty: 1, quote_id: cartId } })).statusCode).toBe(400);
  });

  it('hides the block without a qualifying item: a device, an accessory or the bag alone', async () => {
    expect(await (await basket(['EPOD2-KIT-BLACK', 'ACC-USBC-CABLE'])).block()).toEqual({
      show: false,
      in_cart: false,
      salable: true,
      can_add: false,
      prs: null,
    });
    expect(await (await basket([BAG])).block()).toMatchObject({ show: false, in_cart: true, prs: null });
  });

  it('hides the block while the bag is out of stock or not sold in the store', async () => {
    const { block } = await basket(['EPOD-CRISP-MINT-12']);
    await t.database.db.update(products).set({ qty: 0 }).where(eq(products.sku, BAG));
    referenceTableChanged('products');
    try {
      expect(await block()).toMatchObject({ show: false, salable: false, can_add: false });
    } finally {
      await t.database.db.update(products).set({ qty: 1000 }).where(eq(products.sku, BAG));
      referenceTableChanged('products');
    }
    await t.database.db.update(products).set({ isEnabled: false }).where(eq(products.sku, BAG));
    referenceTableChanged('products');
    try {
      expect(await block()).toMatchObject({ show: false, salable: false });
    } finally {
      await t.database.db.update(products).set({ isEnabled: true }).where(eq(products.sku, BAG));
      referenceTableChanged('products');
    }
    expect((await block()).show).toBe(true);
  });

  it('hides the block where the scheme is off', async () => {
    const restore = await setStoreConfig(t.database.db, { 'prs/general/enabled': '0' });
    try {
      expect(await (await basket(['EPOD-CRISP-MINT-12'])).block()).toEqual({ show: false, in_cart: false, salable: false, can_add: false, prs: null });
    } finally {
      await restore();
    }
  });

  it('answers a customer’s basket on carts/mine, and 404 for an unknown cart', async () => {
    const client = shopClient(t, { token: await customerToken(t) });
    await client.post('carts/mine');
    await client.post('carts/mine/items', { cartItem: { sku: 'EPEN-BLENDED-TOBACCO-18', qty: 1 } });
    expect((await client.get('carts/mine/pod-recycling')).json()).toMatchObject({ show: true, can_add: true });
    const unknown = await shopClient(t).get(`guest-carts/${'a'.repeat(32)}/pod-recycling`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such entity with %fieldName = %fieldValue');
  });
});
