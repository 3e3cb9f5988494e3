import { eq } from 'drizzle-orm';
import { customers, orders } from '../../../db/schema';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';

const COD = { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } };

describe.skipIf(postgresSkipReason)('a guest order made into an account, asked twice at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes one account and gives it the order once; the other request is refused', async () => {
    const email = 'river.song@example.com';
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-GOLDEN-TOBACCO-18', qty: 1 }]);
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, { email, ...COD });
    expect(placed.statusCode, placed.body).toBe(200);
    const answers = await Promise.all(['Spoilers1!', 'Spoilers2!'].map((password) => shopClient(t).post(`guest-carts/${cartId}/order/account`, { password })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const accounts = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(accounts).toHaveLength(1);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(placed.json())));
    expect(order.customerId).toBe(accounts[0].id);
  });
});
