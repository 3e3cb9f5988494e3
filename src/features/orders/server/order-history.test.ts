import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { expectedDeliveryDate } from '../domain';
import { customerToken, readyGuestCart, shopClient, subscription } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';

const NO_SUCH_ENTITY = 'No such entity with %fieldName = %fieldValue';
const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
const ORDER_HAS_ACCOUNT = 'This order already belongs to an account. Please sign in to see it.';
const JANE = { email: 'jane.doe@example.com', password: 'Password123!' };
const JOHN = { email: 'john.smith@example.com', password: 'Password123!' };
const JANE_ADDRESS = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['1 Downing Street'],
  city: 'London',
  postcode: 'SW1A 2AA',
  country_id: 'GB',
  telephone: '+447400123456',
};
const COD = { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } };

describe.skipIf(postgresSkipReason)('orders a shopper reads: the success page and the order history', () => {
  let t: TestApp;
  let jane: ReturnType<typeof shopClient>;
  let john: ReturnType<typeof shopClient>;
  let janeOrderId: number;

  async function placeCustomerOrder(client: ReturnType<typeof shopClient>) {
    await client.post('carts/mine');
    expect((await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, product_option: subscription(1) } })).statusCode).toBe(200);
    const shipping = await client.post('carts/mine/shipping-information', {
      addressInformation: { shipping_address: JANE_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    const placed = await client.post('carts/mine/payment-information', COD);
    expect(placed.statusCode, placed.body).toBe(200);
    return Number(placed.json());
  }

  async function placeGuestOrder(email: string) {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-GOLDEN-TOBACCO-18', qty: 1 }]);
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, { email, ...COD });
    expect(placed.statusCode, placed.body).toBe(200);
    return { cartId, orderId: Number(placed.json()) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    jane = shopClient(t, { token: await customerToken(t, JANE) });
    john = shopClient(t, { token: await customerToken(t, JOHN) });
    janeOrderId = await placeCustomerOrder(jane);
  });
  afterAll(() => t.close());

  it('answers what the success page shows: lines with their options, delivery estimate, payment title, subscription date', async () => {
    const order = (await jane.get(`carts/mine/orders/${janeOrderId}`)).json();
    expect(order.payment).toMatchObject({ method: 'cashondelivery', additional_information: ['Cash On Delivery'], cc_last4: null });
    expect(order.extension_attributes.shipping_method).toBe('flatrate_flatrate');
    expect(order.extension_attributes.expected_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Flat rate: five working days after the order's day in London ('carriers…' 3–5 working days).
    const placedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(order.created_at));
    expect(order.extension_attributes.expected_delivery_date).toBe(expectedDeliveryDate(placedOn, 5));
    const [line] = order.items;
    expect(line.product_option.extension_attributes.subscription_option).toMatchObject({ create_new_subscription_at_checkout: true, interval: 1 });
    expect(line.product_option.extension_attributes.subscription_option.next_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("lists the customer's own orders with orders?searchCriteria, whatever filter is sent", async () => {
    const johnOrderId = await placeCustomerOrder(john);
    const mine = await jane.get(`orders?searchCriteria[filter_groups][0][filters][0][field]=customer_id&searchCriteria[filter_groups][0][filters][0][value]=2`);
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = mine.json().items.map((o: { entity_id: number }) => o.entity_id);
    expect(ids).toContain(janeOrderId);
    expect(ids).not.toContain(johnOrderId);
    expect(mine.json().total_count).toBe(ids.length);
    const bare = await jane.get('orders?searchCriteria');
    expect(bare.json().items.map((o: { entity_id: number }) => o.entity_id)).toEqual(ids);
    const paged = (await jane.get('orders?searchCriteria[pageSize]=1&searchCriteria[currentPage]=1')).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.search_criteria).toMatchObject({ page_size: 1, current_page: 1 });
  });

  it('keeps the status history: the status the order was placed in, then each change, whoever makes it', async () => {
    const placed = (await jane.get(`orders/${janeOrderId}`)).json();
    expect(placed.status_histories).toEqual([
      {
        entity_id: expect.any(Number),
        parent_id: janeOrderId,
        entity_name: 'order',
        state: placed.state,
        status: placed.status,
        created_at: expect.any(String),
      },
    ]);
    await t.database.db.update(orders).set({ state: 'processing', status: 'processing' }).where(eq(orders.id, janeOrderId));
    // A write that changes neither is no new entry.
    await t.database.db.update(orders).set({ shippingNote: 'Leave with the neighbour' }).where(eq(orders.id, janeOrderId));
    const moved = (await jane.get(`orders/${janeOrderId}`)).json();
    expect(moved.status_histories.map((h: { status: string }) => h.status)).toEqual([placed.status, 'processing']);
    const listed = (await jane.get('orders?searchCriteria')).json().items.find((o: { entity_id: number }) => o.entity_id === janeOrderId);
    expect(listed.status_histories).toEqual(moved.status_histories);
  });

  it("answers 404 for another customer's order and reveals nothing of it", async () => {
    for (const path of [`orders/${janeOrderId}`, `carts/mine/orders/${janeOrderId}`]) {
      const res = await john.get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: NO_SUCH_ENTITY, parameters: { fieldName: 'orderId', fieldValue: janeOrderId } });
    }
    expect((await jane.get(`orders/${janeOrderId}`)).json().entity_id).toBe(janeOrderId);
  });

  it('refuses bad input with 400 and a message, never a 500', async () => {
    for (const path of ['orders/abc', 'orders/0', 'orders?searchCriteria[pageSize]=301', 'orders?searchCriteria[currentPage]=x']) {
      const res = await jane.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await shopClient(t).get('orders?searchCriteria')).statusCode).toBe(401);
  });

  it('makes an account of a guest order with a password: the order joins it, with its address as default', async () => {
    const { cartId, orderId } = await placeGuestOrder('rory.williams@example.com');
    const guest = shopClient(t);
    const weak = await guest.post(`guest-carts/${cartId}/order/account`, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      message: 'Minimum length of this field must be equal or greater than %1 symbols. Leading and trailing spaces will be ignored.',
      parameters: { '1': 8 },
    });

    const made = await guest.post(`guest-carts/${cartId}/order/account`, { password: 'Pond4ever!' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ email: 'rory.williams@example.com', firstname: 'Amy', lastname: 'Pond', order_id: orderId });

    const rory = shopClient(t, { token: await customerToken(t, { email: 'rory.williams@example.com', password: 'Pond4ever!' }) });
    const history = (await rory.get('orders?searchCriteria')).json();
    expect(history.items.map((o: { entity_id: number; customer_is_guest: boolean }) => [o.entity_id, o.customer_is_guest])).toEqual([[orderId, false]]);
    const me = (await rory.get('customers/me')).json();
    expect(me.addresses).toHaveLength(1);
    expect(me.addresses[0]).toMatchObject({ postcode: 'GL1 1AA', default_shipping: true, default_billing: true });

    const again = await guest.post(`guest-carts/${cartId}/order/account`, { password: 'Pond4ever!' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ORDER_HAS_ACCOUNT, parameters: [] });
  });

  it("refuses an account for an email that has one, with Magento's text, and leaves the order a guest's", async () => {
    const { cartId } = await placeGuestOrder('JANE.DOE@example.com');
    const res = await shopClient(t).post(`guest-carts/${cartId}/order/account`, { password: 'Another1!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: EMAIL_TAKEN, parameters: [] });
    expect((await shopClient(t).get(`guest-carts/${cartId}/order`)).json().customer_is_guest).toBe(true);
  });

  it('answers 404 to an account request for a cart that placed no order or is not a guest cart', async () => {
    const unknown = await shopClient(t).post('guest-carts/abcdefghijklmnopqrstuvwxyz012345/order/account', { password: 'Pond4ever!' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NO_SUCH_ENTITY);
    const bad = await shopClient(t).post('guest-carts/x/order/account', {});
    expect(bad.statusCode).toBe(400);
  });
});
