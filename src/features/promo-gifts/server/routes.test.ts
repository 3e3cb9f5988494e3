import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

describe('promotional free gifts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function cart(items: { sku: string; qty: number }[]) {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    for (const cartItem of items) await client.post(`guest-carts/${cartId}/items`, { cartItem });
    return { cartId, client };
  }

  it('offers nothing to a basket that does not qualify', async () => {
    const { cartId, client } = await cart([{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    expect((await client.get(`guest-carts/${cartId}/promo-items`)).json()).toEqual({ rules: [], items: [] });
  });

  it('lets a device buyer pick one free pod pack (rule_type 0), at no cost, and no more', async () => {
    const { cartId, client } = await cart([{ sku: 'EPEN3-KIT-SILVER', qty: 1 }]);
    const offer = (await client.get(`guest-carts/${cartId}/promo-items`)).json();
    expect(offer.items.map((i: { sku: string; available_qty: number; rule_type: number }) => [i.sku, i.available_qty, i.rule_type])).toEqual([
      ['EPOD-CRISP-MINT-12', 1, 0],
      ['EPOD-DARK-CHERRY-6', 1, 0],
    ]);
    const ruleId = offer.items[0].rule_id;
    const both = await client.post(`guest-carts/${cartId}/promo-items`, {
      data: [
        { rule_id: ruleId, sku: 'EPOD-CRISP-MINT-12', qty: 1 },
        { rule_id: ruleId, sku: 'EPOD-DARK-CHERRY-6', qty: 1 },
      ],
    });
    expect(both.json()).toEqual({ message: 'You can add up to %1 of this free gift.', parameters: [1] });
    const negative = await client.post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: ruleId, sku: 'EPOD-CRISP-MINT-12', qty: -1 }] });
    expect(negative.json().message).toBe('Please enter a quantity greater than or equal to 0.');
    const added = await client.post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: ruleId, sku: 'EPOD-DARK-CHERRY-6', qty: 1 }] });
    expect(added.json().items.map((i: { available_qty: number }) => i.available_qty)).toEqual([0, 0]);
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals).toMatchObject({ items_qty: 2, grand_total: 14.99 });
    const again = await client.post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: ruleId, sku: 'EPOD-CRISP-MINT-12', qty: 1 }] });
    expect(again.statusCode).toBe(400);
  });

  it('names each gift as the catalogue does, with its picture and the rule’s common quantity', async () => {
    const { cartId, client } = await cart([{ sku: 'EPEN3-KIT-SILVER', qty: 1 }]);
    const offer = (await client.get(`guest-carts/${cartId}/promo-items`)).json();
    expect(offer.items[0]).toMatchObject({
      sku: 'EPOD-CRISP-MINT-12',
      name: 'ePod Cartridges Crisp Mint 12mg (2 pack)',
      image: '/media/catalog/product/v1/pod-2f9e7c.svg',
      common_qty: 1,
      initial_value: 0,
      old_value: 0,
    });
  });

  it('refuses a gift quantity over its maximum, however it is sent, and adds nothing', async () => {
    // £39.97: the device rule (one of two pod packs) and the £30 cable rule (rule_type 1, one cable).
    const { cartId, client } = await cart([
      { sku: 'EPEN3-KIT-SILVER', qty: 2 },
      { sku: 'EPOD2-KIT-BLACK', qty: 1 },
    ]);
    const before = (await client.get(`guest-carts/${cartId}/promo-items`)).json();
    const podRule = before.items.find((i: { sku: string }) => i.sku === 'EPOD-CRISP-MINT-12').rule_id;
    const cableRule = before.items.find((i: { sku: string }) => i.sku === 'ACC-USBC-CABLE').rule_id;
    const TOO_HIGH = 'You can add up to %1 of this free gift.';
    for (const data of [
      [{ rule_id: podRule, sku: 'EPOD-CRISP-MINT-12', qty: 2 }],
      [{ rule_id: podRule, sku: 'EPOD-CRISP-MINT-12', qty: 101 }],
      [{ rule_id: cableRule, sku: 'ACC-USBC-CABLE', qty: 2 }],
      // The same gift twice, each within its max: together they are not.
      [
        { rule_id: cableRule, sku: 'ACC-USBC-CABLE', qty: 1 },
        { rule_id: cableRule, sku: 'ACC-USBC-CABLE', qty: 1 },
      ],
    ]) {
      const res = await client.post(`guest-carts/${cartId}/promo-items`, { data });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json()).toEqual({ message: TOO_HIGH, parameters: [1] });
    }
    expect((await client.get(`guest-carts/${cartId}/promo-items`)).json()).toEqual(before);
    expect((await client.get(`guest-carts/${cartId}/totals`)).json()).toMatchObject({ items_qty: 3 });
  });

  it('refuses a request that chooses no gift at all', async () => {
    const { cartId, client } = await cart([{ sku: 'EPEN3-KIT-SILVER', qty: 1 }]);
    const ruleId = (await client.get(`guest-carts/${cartId}/promo-items`)).json().items[0].rule_id;
    const res = await client.post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: ruleId, sku: 'EPOD-CRISP-MINT-12', qty: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please choose at least one free gift.', parameters: [] });
    expect((await client.get(`guest-carts/${cartId}/totals`)).json()).toMatchObject({ items_qty: 1 });
  });

  it('refuses to place an order whose gift is no longer earned', async () => {
    const { cartId, client } = await cart([{ sku: 'EPEN3-KIT-SILVER', qty: 1 }]);
    const offer = (await client.get(`guest-carts/${cartId}/promo-items`)).json();
    await client.post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: offer.items[0].rule_id, sku: 'EPOD-CRISP-MINT-12', qty: 1 }] });
    const lines = (await client.get(`guest-carts/${cartId}`)).json().items;
    const device = lines.find((l: { sku: string }) => l.sku === 'EPEN3-KIT-SILVER');
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'ACC-CARRY-CASE', qty: 1 } });
    await client.delete(`guest-carts/${cartId}/items/${device.item_id}`);
    await client.post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    const res = await client.post(`guest-carts/${cartId}/payment-information`, {
      email: 'a@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The free gift %1 is not available for your basket.', parameters: ['EPOD-CRISP-MINT-12'] });
  });
});
