import { eq } from 'drizzle-orm';
import { customers, orders } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, customerToken, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

const segment = (totals: { total_segments: { code: string; value: number }[] }, code: string) => totals.total_segments.find((s) => s.code === code)?.value;

describe('reward points', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function janeWithBasket(sku = 'EPEN3-KIT-SILVER') {
    const client = shopClient(t, { token: await customerToken(t) });
    await client.post('carts/mine');
    await client.post('carts/mine/items', { cartItem: { sku, qty: 1 } });
    await client.post('carts/mine/shipping-information', {
      addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    return client;
  }

  it('pays part of the order with the balance, shows the reward segment, and spends the points with the order', async () => {
    const client = await janeWithBasket();
    const before = (await client.get('carts/mine/totals')).json();
    expect(before.extension_attributes).toMatchObject({ reward_points_balance: 500, base_reward_currency_amount: 0 });
    expect((await client.post('reward/mine/use-reward')).json()).toBe(true);
    const totals = (await client.get('carts/mine/totals')).json();
    expect(segment(totals, 'reward')).toBe(-5);
    expect(totals.grand_total).toBe(13.98);
    expect(totals.extension_attributes.base_reward_currency_amount).toBe(5);
    const again = await client.post('reward/mine/use-reward');
    expect(again.json()).toEqual({ message: 'You cannot use reward points for this order.', parameters: [] });
    const orderId = (
      await client.post('carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } })
    ).json();
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(orderId)));
    expect(order).toMatchObject({ rewardPointsSpent: 500, rewardAmount: 500, grandTotal: 1548 });
    const [jane] = await t.database.db.select().from(customers).where(eq(customers.email, 'jane.doe@example.com'));
    expect(jane.rewardPoints).toBe(0);
  });

  it('is for customers only: a guest gets 401', async () => {
    await newGuestCart(t);
    const res = await shopClient(t).post('reward/mine/use-reward');
    expect(res.statusCode).toBe(401);
  });

  it('removal answers with errors set when nothing is applied, and a success message when it was', async () => {
    await t.database.db.update(customers).set({ rewardPoints: 2_000 }).where(eq(customers.email, 'jane.doe@example.com'));
    const client = await janeWithBasket('ACC-USBC-CABLE');
    expect((await client.post('reward/mine/remove-reward')).json()).toEqual({ errors: true, message: 'No reward points are applied to this order.' });
    await client.post('reward/mine/use-reward');
    const covered = (await client.get('carts/mine/payment-information')).json();
    // The points cover the whole order, so only the free method is left.
    expect(covered.totals.grand_total).toBe(0);
    expect(covered.payment_methods.map((m: { code: string }) => m.code)).toEqual(['free']);
    expect((await client.post('reward/mine/remove-reward')).json()).toEqual({ errors: false, message: 'You removed the reward points from this order.' });
    expect((await client.get('carts/mine/totals')).json().grand_total).toBe(8.98);
  });
});
