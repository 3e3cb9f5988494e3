import { eq } from 'drizzle-orm';
import { cartParcelShops, cartPickupPoints, carts, orderParcelShops } from '../../db/schema';
import { browser, closeTestApp } from '../../features/customers/server/testing';
import { findOrderPickup } from '../../features/pickup-points/server/service';
import { shopClient } from '../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../shared/server/testing/test-app';

const FR = '/rest/fr/V1';
const LOUVRE = { id: '752010', network: 'R01' };
const HALLES = { id: 'P30101', network: 'R03' };
const MOBILE = '+33612345678';
const PARIS = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  street: ['10 Rue de Rivoli'],
  city: 'Paris',
  postcode: '75001',
  country_id: 'FR',
  telephone: '+33612345678',
  email: 'jeanne.martin@example.com',
};
const PASSWORD = 'Password123!';

/**
 * The pickup point or parcel shop a guest chose goes with the basket when the guest signs in
 * (customer/ajax/login with guest_cart_id), with the delivery method it belongs to, and the order
 * placed from the customer's cart goes there.
 */
describe.skipIf(postgresSkipReason)('a guest’s pickup point or parcel shop at login', () => {
  let t: TestApp;
  const client = (token?: string) => shopClient(t, { token });

  beforeAll(async () => {
    t = await createTestApp();
    t.adapters.parcelShops.sandbox.configure({ latencyMs: { min: 0, max: 0 } });
  });
  afterAll(() => closeTestApp(t));

  const newCustomer = async () => {
    const email = `merge.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const created = await client().post(`${FR}/customers`, { customer: { email, firstname: 'Jeanne', lastname: 'Martin' }, password: PASSWORD });
    expect(created.statusCode, created.body).toBe(200);
    const token = (await client().post(`${FR}/integration/customer/token`, { username: email, password: PASSWORD })).json() as string;
    return { email, password: PASSWORD, token };
  };

  const guestCart = async (): Promise<string> => {
    const cartId = (await client().post(`${FR}/guest-carts`)).json() as string;
    const add = await client().post(`${FR}/guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } });
    expect(add.statusCode, add.body).toBe(200);
    return cartId;
  };

  const shipping = (base: string, carrier: string, method: string) =>
    client().post(`${base}/shipping-information`, {
      addressInformation: { shipping_address: PARIS, billing_address: PARIS, shipping_carrier_code: carrier, shipping_method_code: method },
    });

  const signIn = async (who: { email: string; password: string }, guestCartId: string) => {
    const tab = browser(t);
    await tab.load();
    const res = await tab.login(who, { guest_cart_id: guestCartId });
    expect(res.statusCode, res.body).toBe(200);
  };

  const customerCartRow = async (token: string) => {
    const id = (await client(token).get(`${FR}/carts/mine`)).json().id as number;
    const [row] = await t.database.db.select().from(carts).where(eq(carts.id, id));
    return row;
  };

  const placeOrder = async (token: string, carrier: string, method: string): Promise<number> => {
    const ship = await client(token).post(`${FR}/carts/mine/shipping-information`, {
      addressInformation: { shipping_address: PARIS, billing_address: PARIS, shipping_carrier_code: carrier, shipping_method_code: method },
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const placed = await client(token).post(`${FR}/carts/mine/payment-information`, { paymentMethod: { method: 'cashondelivery' }, billing_address: PARIS });
    expect(placed.statusCode, placed.body).toBe(200);
    return Number(placed.json());
  };

  it('carries the pickup point (chosen before the delivery step was sent) with the pickup method, replacing the customer’s own', async () => {
    const customer = await newCustomer();
    const mine = client(customer.token);
    await mine.post(`${FR}/carts/mine`);
    await mine.put(`${FR}/carts/mine/colissimo-pickup/${HALLES.id}/${HALLES.network}/${encodeURIComponent(MOBILE)}`);

    const cartId = await guestCart();
    const saved = await client().put(`${FR}/guest-carts/${cartId}/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent('+33698765432')}`);
    expect(saved.statusCode, saved.body).toBe(200);

    await signIn(customer, cartId);

    const pickup = await mine.get(`${FR}/carts/mine/colissimo-pickup`);
    expect(pickup.json()).toMatchObject({ pickup_id: LOUVRE.id, network_code: LOUVRE.network, telephone: '+33698765432', nom: 'PARIS LOUVRE BUREAU' });
    expect(await customerCartRow(customer.token)).toMatchObject({ shippingCarrierCode: 'colissimo', shippingMethodCode: 'pickup' });
    expect((await client().get(`${FR}/guest-carts/${cartId}`)).statusCode).toBe(404);

    const orderId = await placeOrder(customer.token, 'colissimo', 'pickup');
    expect(await findOrderPickup(t.database.db, orderId)).toMatchObject({
      point: { identifiant: LOUVRE.id, nom: 'PARIS LOUVRE BUREAU' },
      telephone: '+33698765432',
    });
  });

  it('leaves behind a pickup the guest no longer delivers to (another method was chosen since)', async () => {
    const customer = await newCustomer();
    const cartId = await guestCart();
    await client().put(`${FR}/guest-carts/${cartId}/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
    expect((await shipping(`${FR}/guest-carts/${cartId}`, 'flatrate', 'flatrate')).statusCode).toBe(200);

    await signIn(customer, cartId);

    expect((await client(customer.token).get(`${FR}/carts/mine/colissimo-pickup`)).json()).toBeNull();
    expect(await customerCartRow(customer.token)).toMatchObject({ shippingCarrierCode: null, shippingMethodCode: null });
  });

  it('carries the parcel shop with its parcel shop method, and the order goes to it', async () => {
    const customer = await newCustomer();
    const cartId = await guestCart();
    expect((await shipping(`${FR}/guest-carts/${cartId}`, 'dps', 'dps_parcelshop')).statusCode).toBe(200);
    const found = await t.request({
      method: 'POST',
      url: '/dps/checkout/getParcelShops',
      payload: { postcode: '75018', country: 'FR' },
      headers: { cookie: 'store=fr' },
    });
    const [point] = found.json().GetNearestServicePointsResponse.ServicePoints.NearbyServicePoint;
    const save = await t.request({
      method: 'POST',
      url: '/dps/checkout/saveData',
      payload: {
        is_active: 1,
        shipping_dps_pickup_id: point.Identity.Id,
        shipping_dps_additional_data: JSON.stringify({ postcode: '75018', mobile: '06 12 34 56 78' }),
        quote_id: cartId,
      },
      headers: { cookie: 'store=fr' },
    });
    expect(save.statusCode, save.body).toBe(200);

    await signIn(customer, cartId);

    const row = await customerCartRow(customer.token);
    expect(row).toMatchObject({ shippingCarrierCode: 'dps', shippingMethodCode: 'dps_parcelshop' });
    const [carried] = await t.database.db.select().from(cartParcelShops).where(eq(cartParcelShops.cartId, row.id));
    expect(carried.shop).toMatchObject({ id: point.Identity.Id, notificationMobile: MOBILE });

    const orderId = await placeOrder(customer.token, 'dps', 'dps_parcelshop');
    const [recorded] = await t.database.db.select().from(orderParcelShops).where(eq(orderParcelShops.orderId, orderId));
    expect(recorded.shop).toMatchObject({ id: point.Identity.Id, label: point.Identity.DisplayName });
  });

  it('moves nothing when the login fails', async () => {
    const customer = await newCustomer();
    const cartId = await guestCart();
    await client().put(`${FR}/guest-carts/${cartId}/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
    const tab = browser(t);
    await tab.load();
    const res = await tab.login({ email: customer.email, password: 'Not-Hers-123' }, { guest_cart_id: cartId });
    expect(res.statusCode).toBe(401);
    expect((await client().get(`${FR}/guest-carts/${cartId}/colissimo-pickup`)).json()).toMatchObject({ pickup_id: LOUVRE.id });
    const rows = await t.database.db.select().from(cartPickupPoints);
    expect(rows.filter((r) => r.pickupId === LOUVRE.id && r.orderId === null).length).toBeGreaterThanOrEqual(1);
  });
});
