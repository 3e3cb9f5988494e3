import { eq } from 'drizzle-orm';
import { cartRules, orders } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { newGuestCart, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

const segment = (totals: { total_segments: { code: string; title: string; value: number }[] }, code: string) =>
  totals.total_segments.find((s) => s.code === code);

describe('coupons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function cartWith(items: { sku: string; qty: number }[]) {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    for (const item of items) await client.post(`guest-carts/${cartId}/items`, { cartItem: item });
    return { cartId, client };
  }

  it('applies WELCOME10 (any case), shows it in the totals, and removes it', async () => {
    const { cartId, client } = await cartWith([{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const put = await client.put(`guest-carts/${cartId}/coupons/welcome10`);
    expect(put.json()).toBe(true);
    expect((await client.get(`guest-carts/${cartId}/coupons`)).json()).toBe('WELCOME10');
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals).toMatchObject({ coupon_code: 'WELCOME10', coupon_label: 'WELCOME10: 10% off', discount_amount: -1.2, grand_total: 10.78 });
    expect(segment(totals, 'discount')).toMatchObject({ title: 'Discount (WELCOME10: 10% off)', value: -1.2 });
    expect(totals.extension_attributes.amrule_discount_breakdown).toEqual([{ rule_name: 'WELCOME10: 10% off', rule_amount: -1.2 }]);
    // VAT is charged on the discounted price: 10.78 incl. 20% VAT holds 1.80.
    expect(totals.tax_amount).toBe(1.8);
    expect((await client.delete(`guest-carts/${cartId}/coupons`)).json()).toBe(true);
    const after = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(after).toMatchObject({ coupon_code: null, discount_amount: 0, grand_total: 11.98 });
  });

  it('SAVE5 takes £5 off the whole cart, shared across lines to the penny', async () => {
    const { cartId, client } = await cartWith([
      { sku: 'EPOD-CRISP-MINT-12', qty: 1 },
      { sku: 'ACC-USBC-CABLE', qty: 1 },
      { sku: 'ACC-CARRY-CASE', qty: 1 },
    ]);
    await client.put(`guest-carts/${cartId}/coupons/SAVE5`);
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals.discount_amount).toBe(-5);
    expect(totals.items.reduce((s: number, i: { discount_amount: number }) => s + i.discount_amount, 0)).toBeCloseTo(5, 10);
    expect(totals.grand_total).toBe(13.97);
  });

  it('FREESHIP makes every delivery rate free', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const client = shopClient(t);
    await client.put(`guest-carts/${cartId}/coupons/FREESHIP`);
    const rates = (await client.post(`guest-carts/${cartId}/estimate-shipping-methods`, { address: { country_id: 'GB' } })).json();
    expect(rates.map((r: { amount: number }) => r.amount)).toEqual([0]);
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals).toMatchObject({ shipping_incl_tax: 0, grand_total: 5.99, coupon_code: 'FREESHIP' });
  });

  it.each([
    ['NOPE', 404, 'The coupon code "%1" is not valid.'],
    ['EXPIRED10', 400, 'The coupon code "%1" has expired.'],
  ])('refuses %s with %i and leaves the cart as it was', async (code, status, message) => {
    const { cartId, client } = await cartWith([{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const res = await client.put(`guest-carts/${cartId}/coupons/${code}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message, parameters: [code] });
    expect((await client.get(`guest-carts/${cartId}/coupons`)).json()).toBe('');
  });

  it('ONCEONLY serves one order in total; the next cart is told it is used up', async () => {
    const first = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const second = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const client = shopClient(t);
    expect((await client.put(`guest-carts/${first}/coupons/ONCEONLY`)).json()).toBe(true);
    expect((await client.put(`guest-carts/${second}/coupons/ONCEONLY`)).json()).toBe(true);
    const placed = await client.post(`guest-carts/${first}/payment-information`, {
      email: 'a@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(placed.statusCode).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(placed.json())));
    expect(order).toMatchObject({ couponCode: 'ONCEONLY', discountAmount: -90 });
    const refused = await client.post(`guest-carts/${second}/payment-information`, {
      email: 'b@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The coupon code "%1" has already been used the maximum number of times.', parameters: ['ONCEONLY'] });
    const third = await newGuestCart(t);
    await client.post(`guest-carts/${third}/items`, { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1 } });
    expect((await client.put(`guest-carts/${third}/coupons/ONCEONLY`)).statusCode).toBe(400);
  });

  it('refuses percent rules outside 0.01–100 % and negative amounts at configuration (database checks)', async () => {
    const [uk] = await t.database.db.select({ storeId: cartRules.storeId }).from(cartRules).limit(1);
    for (const action of [
      { type: 'by_percent', percentBasisPoints: 10_100 },
      { type: 'by_percent', percentBasisPoints: 0 },
      { type: 'by_fixed', amount: -100 },
    ] as const) {
      const failure = await t.database.db
        .insert(cartRules)
        .values({ storeId: uk.storeId, name: 'bad', label: 'bad', action })
        .catch((e: Error) => e);
      expect(String((failure as Error & { cause?: Error }).cause?.message)).toMatch(/cart_rules_(percent_in_range|amount_not_negative)/);
    }
  });
});
