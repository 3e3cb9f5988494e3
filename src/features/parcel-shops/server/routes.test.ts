import { and, eq } from 'drizzle-orm';
import { cartParcelShops, carts, customers, orderParcelShops, storeConfig, stores } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { messageIn } from '../../../shared/server/testing/messages';
import { DEMO_CUSTOMER, shopClient } from '../../../shared/server/testing/shop-client';
import { clearStoreCache } from '../../stores/server/scope';
import {
  MOBILE_INVALID,
  MOBILE_REQUIRED,
  NOT_PARCEL_SHOP_METHOD,
  POSTCODE_INVALID,
  POSTCODE_REQUIRED,
  SERVICE_UNAVAILABLE,
  SHOP_NOT_FOUND,
  SHOP_REQUIRED,
} from '../domain';
import { LOGIN_REQUIRED_HEADER } from './routes';

const FR = '/rest/fr/V1';
const FR_COOKIE = 'store=fr';
/** The French store's refusals are in French. */
const fr = (message: string) => messageIn('fr', message);
const PARIS = {
  firstname: 'Amélie',
  lastname: 'Poulain',
  street: ['15 rue des Trois Frères'],
  city: 'Paris',
  postcode: '75018',
  country_id: 'FR',
  telephone: '+33612345678',
  email: 'amelie.poulain@example.com',
};
const MOBILE = '06 12 34 56 78';

interface NearbyServicePoint {
  Identity: { Id: string; DisplayName: string };
  Distance: number;
  StreetName: string;
  PostCode: string;
  City: string;
  Coordinate: { Northing: number; Easting: number };
}

describe('service points: getParcelShops and saveData (spec 001 §7)', () => {
  let t: TestApp;
  const client = () => shopClient(t);
  const module = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, payload, headers: { cookie: FR_COOKIE, ...headers } });
  const search = (payload: object) => module('/dps/checkout/getParcelShops', payload);
  const nearest = async (postcode: string): Promise<NearbyServicePoint[]> =>
    (await search({ postcode, country: 'FR' })).json().GetNearestServicePointsResponse.ServicePoints.NearbyServicePoint;

  /** Sets one config value of the French store; answers how to put the seeded value back. */
  async function setFrConfig(path: string, value: string): Promise<() => Promise<void>> {
    const [fr] = await t.database.db.select().from(stores).where(eq(stores.code, 'fr'));
    const where = and(eq(storeConfig.storeId, fr.id), eq(storeConfig.path, path));
    const [before] = await t.database.db.select().from(storeConfig).where(where);
    await t.database.db
      .insert(storeConfig)
      .values({ storeId: fr.id, path, value })
      .onConflictDoUpdate({ target: [storeConfig.storeId, storeConfig.path], set: { value } });
    clearStoreCache();
    return async () => {
      if (before) await t.database.db.update(storeConfig).set({ value: before.value }).where(where);
      else await t.database.db.delete(storeConfig).where(where);
      clearStoreCache();
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.adapters.parcelShops.sandbox.configure({ latencyMs: { min: 0, max: 0 } });
  });
  afterAll(() => t.close());
  afterEach(() => t.adapters.parcelShops.sandbox.configure({ outage: false }));

  async function frCart(method = 'dps_parcelshop', carrier = 'dps'): Promise<string> {
    const cartId = (await client().post(`${FR}/guest-carts`)).json() as string;
    expect((await client().post(`${FR}/guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } })).statusCode).toBe(200);
    const info = await client().post(`${FR}/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: PARIS, billing_address: PARIS, shipping_carrier_code: carrier, shipping_method_code: method },
    });
    expect(info.statusCode, info.body).toBe(200);
    return cartId;
  }
  const cartRowId = async (maskedId: string) => {
    const [row] = await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, maskedId));
    return row.id;
  };
  const savedShop = async (maskedId: string) => {
    const [row] = await t.database.db
      .select()
      .from(cartParcelShops)
      .where(eq(cartParcelShops.cartId, await cartRowId(maskedId)));
    return row?.shop ?? null;
  };

  it('offers the DPD parcel shop method in the French store', async () => {
    const cartId = (await client().post(`${FR}/guest-carts`)).json() as string;
    await client().post(`${FR}/guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const rates = (await client().post(`${FR}/guest-carts/${cartId}/estimate-shipping-methods`, { address: { country_id: 'FR', postcode: '75001' } })).json();
    expect(rates).toContainEqual(
      expect.objectContaining({
        carrier_code: 'dps',
        method_code: 'dps_parcelshop',
        carrier_title: 'DPD Pickup',
        method_title: 'Retrait en point relais',
        available: true,
      }),
    );
  });

  it('finds the nearest parcel shops for a postcode, in DHL’s shape', async () => {
    const res = await search({ postcode: '75 001', country: 'FR', steet: '10 Rue de Rivoli', city: 'Paris' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const points: NearbyServicePoint[] = res.json().GetNearestServicePointsResponse.ServicePoints.NearbyServicePoint;
    expect(points.length).toBeGreaterThan(0);
    expect(points[0]).toMatchObject({
      Identity: { Id: expect.stringMatching(/^FR75001/), DisplayName: expect.any(String) },
      Distance: expect.any(Number),
      StreetName: expect.any(String),
      PostCode: '75001',
      City: 'Paris',
      Coordinate: { Northing: expect.any(Number), Easting: expect.any(Number) },
    });
  });

  it('answers the JSON string "NULL" when there is none', async () => {
    const res = await search({ postcode: '00000', country: 'FR' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('"NULL"');
    expect(res.json()).toBe('NULL');
  });

  it.each([
    [{ postcode: '' }, POSTCODE_REQUIRED],
    [{ postcode: '7500' }, POSTCODE_INVALID],
    [{ postcode: '75-001' }, POSTCODE_INVALID],
    [{ postcode: '750011' }, POSTCODE_INVALID],
  ])('refuses %j with a clear message', async (body, message) => {
    const res = await search({ country: 'FR', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: fr(message), parameters: [] });
  });

  it('refuses a body that is not the contract', async () => {
    expect((await search({ country: 'FR' })).statusCode).toBe(400);
    expect((await search({ postcode: '75001', country: 'France' })).statusCode).toBe(400);
    expect((await search({ postcode: '75001', country: 'DE' })).statusCode).toBe(400);
  });

  it.each(['/dps/checkout/getParcelShops', '/dps/checkout/saveData'])('%s answers bodies of the wrong shape with a 4xx and a message', async (url) => {
    for (const payload of [[], 'text', { postcode: 75001 }, { postcode: 'x'.repeat(5000) }, { is_active: 'yes' }]) {
      const res = await t.request({ method: 'POST', url, payload: payload as object, headers: { cookie: FR_COOKIE } });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('answers 503 with the spec’s message during an outage', async () => {
    t.adapters.parcelShops.sandbox.configure({ outage: true });
    const res = await search({ postcode: '75001', country: 'FR' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: fr(SERVICE_UNAVAILABLE), parameters: [] });
  });

  it('is not offered where the store has not switched service points on', async () => {
    const res = await t.request({ method: 'POST', url: '/dps/checkout/getParcelShops', payload: { postcode: '75001' } });
    expect(res.statusCode).toBe(404);
  });

  it('serves plain local map tiles, and refuses anything else', async () => {
    const tile = await t.request({ method: 'GET', url: '/dps/map/tiles/13/4207/2923.svg' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(tile.body).toMatch(/^<svg /);
    expect((await t.request({ method: 'GET', url: '/dps/map/tiles/13/4207/2923.png' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/dps/map/tiles/40/1/1.svg' })).statusCode).toBe(400);
  });

  it('documents the module paths in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/dps/checkout/getParcelShops', '/dps/checkout/saveData']));
  });

  it('gives the browser the store’s service point settings', async () => {
    expect((await client().get(`${FR}/parcel-shops/config`)).json()).toMatchObject({ enabled: true, notification_mobile_required: true });
    expect((await client().get('/rest/default/V1/parcel-shops/config')).json()).toMatchObject({ enabled: false });
  });

  describe('saveData', () => {
    it('saves a guest’s shop on the cart named by its masked id, found again by the finder', async () => {
      const cartId = await frCart();
      const [point] = await nearest('75018');
      const res = await module('/dps/checkout/saveData', {
        is_active: 1,
        shipping_dps_pickup_id: point.Identity.Id,
        shipping_dps_additional_data: JSON.stringify({ postcode: '75018', mobile: MOBILE }),
        quote_id: cartId,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, parcel_shop: { id: point.Identity.Id, postcode: '75018', city: 'Paris' } });
      expect(await savedShop(cartId)).toMatchObject({
        id: point.Identity.Id,
        label: point.Identity.DisplayName,
        street: point.StreetName,
        notificationMobile: '+33612345678',
      });

      // Inactive forgets it.
      expect((await module('/dps/checkout/saveData', { is_active: '0', quote_id: cartId })).statusCode).toBe(200);
      expect(await savedShop(cartId)).toBeNull();
    });

    it.each([
      ['no shop', { shipping_dps_additional_data: { postcode: '75018', mobile: MOBILE } }, SHOP_REQUIRED],
      ['no mobile', { shipping_dps_pickup_id: 'FR7501801', shipping_dps_additional_data: { postcode: '75018' } }, MOBILE_REQUIRED],
      ['a landline', { shipping_dps_pickup_id: 'FR7501801', shipping_dps_additional_data: { postcode: '75018', mobile: '01 23 45 67 89' } }, MOBILE_INVALID],
      ['a bad postcode', { shipping_dps_pickup_id: 'FR7501801', shipping_dps_additional_data: { postcode: '750', mobile: MOBILE } }, POSTCODE_INVALID],
      ['an unknown shop', { shipping_dps_pickup_id: 'FR7501899', shipping_dps_additional_data: { postcode: '75018', mobile: MOBILE } }, SHOP_NOT_FOUND],
    ])('refuses %s, changing nothing', async (_, body, message) => {
      const cartId = await frCart();
      const res = await module('/dps/checkout/saveData', { is_active: 1, quote_id: cartId, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: fr(message), parameters: [] });
      expect(await savedShop(cartId)).toBeNull();
    });

    it('refuses malformed input and an unknown cart', async () => {
      const cartId = await frCart();
      const bad = await module('/dps/checkout/saveData', {
        is_active: 1,
        quote_id: cartId,
        shipping_dps_pickup_id: '<script>',
        shipping_dps_additional_data: 'not json',
      });
      expect(bad.statusCode).toBe(400);
      const unknown = await module('/dps/checkout/saveData', { is_active: 1, quote_id: 'nope', shipping_dps_pickup_id: 'FR7501801' });
      expect(unknown.statusCode).toBe(404);
      expect(await savedShop(cartId)).toBeNull();
    });

    it('is accepted only while the cart’s delivery method is a parcel shop one', async () => {
      const cartId = await frCart('flatrate', 'flatrate');
      const [point] = await nearest('75018');
      const res = await module('/dps/checkout/saveData', {
        is_active: 1,
        shipping_dps_pickup_id: point.Identity.Id,
        shipping_dps_additional_data: { postcode: '75018', mobile: MOBILE },
        quote_id: cartId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(fr(NOT_PARCEL_SHOP_METHOD));
      expect(await savedShop(cartId)).toBeNull();
    });

    it('answers 503 during an outage, changing nothing', async () => {
      const cartId = await frCart();
      t.adapters.parcelShops.sandbox.configure({ outage: true });
      const res = await module('/dps/checkout/saveData', {
        quote_id: cartId,
        shipping_dps_pickup_id: 'FR7501801',
        shipping_dps_additional_data: { postcode: '75018', mobile: MOBILE },
      });
      expect(res.statusCode).toBe(503);
      expect(await savedShop(cartId)).toBeNull();
    });

    describe('a logged-in browser session', () => {
      let cookie: string;
      let formKey: string;
      const headers = () => ({ cookie: `shop_session=${cookie}; ${FR_COOKIE}`, 'x-form-key': formKey });

      beforeAll(async () => {
        const start = await t.request({ method: 'GET', url: '/customer/section/load' });
        const anonymous = start.cookies.find((c) => c.name === 'shop_session')!.value;
        const login = await t.request({
          method: 'POST',
          url: '/customer/ajax/login',
          headers: { cookie: `shop_session=${anonymous}`, 'x-form-key': start.json().form_key },
          payload: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
        });
        expect(login.statusCode, login.body).toBe(200);
        cookie = login.cookies.find((c) => c.name === 'shop_session')!.value;
        formKey = login.json().form_key;
        const rest = (method: 'POST' | 'PUT', url: string, payload?: object) => t.request({ method, url: `${FR}/${url}`, payload, headers: headers() });
        await rest('POST', 'carts/mine');
        await rest('POST', 'carts/mine/basket/update', { update_cart_action: 'empty_cart' });
        expect((await rest('POST', 'carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } })).statusCode).toBe(200);
        const info = await rest('POST', 'carts/mine/shipping-information', {
          addressInformation: { shipping_address: PARIS, billing_address: PARIS, shipping_carrier_code: 'dps', shipping_method_code: 'dps_parcelshop' },
        });
        expect(info.statusCode, info.body).toBe(200);
      });

      const choice = (id: string) => ({ is_active: 1, shipping_dps_pickup_id: id, shipping_dps_additional_data: { postcode: '75018', mobile: MOBILE } });
      const customerShop = async () => {
        const [cart] = await t.database.db
          .select({ id: carts.id })
          .from(carts)
          .innerJoin(customers, eq(customers.id, carts.customerId))
          .innerJoin(stores, eq(stores.id, carts.storeId))
          .where(and(eq(customers.email, DEMO_CUSTOMER.email), eq(stores.code, 'fr'), eq(carts.isActive, true)));
        const [row] = await t.database.db.select().from(cartParcelShops).where(eq(cartParcelShops.cartId, cart.id));
        return row?.shop ?? null;
      };

      it('saves the shop on the customer’s cart with the session’s form key', async () => {
        const [point] = await nearest('75018');
        const res = await module('/dps/checkout/saveData', choice(point.Identity.Id), headers());
        expect(res.statusCode, res.body).toBe(200);
        expect((await customerShop())?.id).toBe(point.Identity.Id);
      });

      it('answers 403 with the login-required header for a wrong form key, changing nothing', async () => {
        const before = await customerShop();
        const [, other] = await nearest('75018');
        const res = await module('/dps/checkout/saveData', choice(other.Identity.Id), { ...headers(), 'x-form-key': 'wrong' });
        expect(res.statusCode).toBe(403);
        expect(res.headers[LOGIN_REQUIRED_HEADER]).toBe('1');
        expect(await customerShop()).toEqual(before);
      });

      it('answers 403 with the login-required header when the login has expired', async () => {
        const res = await module('/dps/checkout/saveData', choice('FR7501801'), {
          cookie: `shop_session=expired-session; ${FR_COOKIE}`,
          'x-form-key': formKey,
        });
        expect(res.statusCode).toBe(403);
        expect(res.headers[LOGIN_REQUIRED_HEADER]).toBe('1');
        const token = await module('/dps/checkout/saveData', choice('FR7501801'), { authorization: 'Bearer expired-token' });
        expect(token.statusCode).toBe(403);
        expect(token.headers[LOGIN_REQUIRED_HEADER]).toBe('1');
      });
    });
  });

  describe('placing the order (customers only in the French store)', () => {
    let token: string;
    const jane = () => shopClient(t, { token });
    const place = () => jane().post(`${FR}/carts/mine/payment-information`, { paymentMethod: { method: 'cashondelivery' } });

    beforeAll(async () => {
      token = (await client().post(`${FR}/integration/customer/token`, { username: 'john.smith@example.com', password: 'Password123!' })).json();
    });

    async function readyCart(method: 'dps_parcelshop' | 'flatrate') {
      await jane().post(`${FR}/carts/mine`);
      await jane().post(`${FR}/carts/mine/basket/update`, { update_cart_action: 'empty_cart' });
      await jane().post(`${FR}/carts/mine/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } });
      const carrier = method === 'flatrate' ? 'flatrate' : 'dps';
      const info = await jane().post(`${FR}/carts/mine/shipping-information`, {
        addressInformation: { shipping_address: PARIS, billing_address: PARIS, shipping_carrier_code: carrier, shipping_method_code: method },
      });
      expect(info.statusCode, info.body).toBe(200);
    }

    it('refuses a parcel shop order without a shop: "Please choose a ParcelShop"', async () => {
      await readyCart('dps_parcelshop');
      const res = await place();
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: fr(SHOP_REQUIRED), parameters: [] });
    });

    it('records the chosen shop with the order', async () => {
      await readyCart('dps_parcelshop');
      const [point] = await nearest('75018');
      const saved = await module('/dps/checkout/saveData', choice(point.Identity.Id), { authorization: `Bearer ${token}` });
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await place();
      expect(res.statusCode, res.body).toBe(200);
      const orderId = Number(res.json());
      const [row] = await t.database.db.select().from(orderParcelShops).where(eq(orderParcelShops.orderId, orderId));
      expect(row.shop).toMatchObject({ id: point.Identity.Id, city: 'Paris', postcode: '75018', notificationMobile: '+33612345678' });
      // The success page reads it back with the order (no mobile number in the answer).
      const order = await jane().get(`${FR}/carts/mine/orders/${orderId}`);
      expect(order.json().extension_attributes.delivery_point).toEqual({
        type: 'parcel_shop',
        name: point.Identity.DisplayName,
        street: [point.StreetName],
        postcode: '75018',
        city: 'Paris',
        country_id: 'FR',
      });
    });

    it('records no shop for another method, even one saved earlier', async () => {
      await readyCart('flatrate');
      const res = await place();
      expect(res.statusCode, res.body).toBe(200);
      const rows = await t.database.db
        .select()
        .from(orderParcelShops)
        .where(eq(orderParcelShops.orderId, Number(res.json())));
      expect(rows).toEqual([]);
      expect((await jane().get(`${FR}/carts/mine/orders/${res.json()}`)).json().extension_attributes.delivery_point).toBeNull();
    });

    it('asks for the mobile number at order when the store starts requiring it', async () => {
      const restore = await setFrConfig('dps/notification/mobile_required', '0');
      try {
        await readyCart('dps_parcelshop');
        const [point] = await nearest('75018');
        const saved = await module(
          '/dps/checkout/saveData',
          { is_active: 1, shipping_dps_pickup_id: point.Identity.Id, shipping_dps_additional_data: { postcode: '75018' } },
          { authorization: `Bearer ${token}` },
        );
        expect(saved.statusCode, saved.body).toBe(200);
      } finally {
        await restore();
      }
      const res = await place();
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(fr(MOBILE_REQUIRED));
    });

    const choice = (id: string) => ({ is_active: 1, shipping_dps_pickup_id: id, shipping_dps_additional_data: { postcode: '75018', mobile: MOBILE } });
  });
});
