import { eq } from 'drizzle-orm';
import { customerAddresses, customers } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { DEMO_CUSTOMER, UK_ADDRESS, customerToken } from '../../../shared/server/testing/shop-client';

describe('POST default_address/Checkout/DefaultAddress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: object, token?: string) =>
    t.request({ method: 'POST', url: '/default_address/Checkout/DefaultAddress', payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const book = async () => {
    const [customer] = await t.app.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    return t.app.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
  };

  it('makes the delivery address the customer’s only default, adding it to the book once', async () => {
    const token = await customerToken(t);
    const before = await book();
    const res = await post({ ...UK_ADDRESS, email: undefined }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const after = await book();
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((a) => a.isDefaultShipping).map((a) => a.street)).toEqual([UK_ADDRESS.street]);
    // The same address again: no copy, still the one default.
    await post({ ...UK_ADDRESS, email: undefined }, token);
    expect(await book()).toHaveLength(before.length + 1);
  });

  it('needs a signed-in customer and a valid address; nothing changes otherwise', async () => {
    const before = await book();
    expect((await post(UK_ADDRESS)).statusCode).toBe(401);
    const bad = await post({ ...UK_ADDRESS, telephone: '07400 123456' }, await customerToken(t));
    expect(bad.statusCode).toBe(400);
    expect(await book()).toEqual(before);
  });
});
