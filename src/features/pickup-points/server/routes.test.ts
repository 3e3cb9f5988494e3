import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { cartPickupPoints, orders } from '../../../db/schema';
import { type TestApp, createTestApp, testLogFile } from '../../../shared/server/testing/test-app';
import { messageIn } from '../../../shared/server/testing/messages';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { PICKUP_LOAD_FAILED, PICKUP_NOT_AVAILABLE, PICKUP_NOT_SELECTED, PICKUP_PHONE_INVALID, PICKUP_POINT_NOT_FOUND } from '../domain';
import { findOrderPickup } from './service';

const FR = '/rest/fr/V1';
/** The French store's refusals are in French. */
const fr = (message: string) => messageIn('fr', message);
const UK = '/rest/default/V1';
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

describe('Colissimo pickup points (spec 001 §3, §4, §5, §7)', () => {
  let t: TestApp;
  const client = (token?: string) => shopClient(t, { token });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.adapters.pickupPoints.sandbox.mode = 'up';
  });

  const newGuestCart = async (base = FR): Promise<string> => (await client().post(`${base}/guest-carts`)).json();
  const pickupRows = async () => t.database.db.select().from(cartPickupPoints);
  const newCustomer = async (): Promise<string> => {
    const email = `pickup.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const password = 'Password123!';
    const created = await client().post(`${FR}/customers`, { customer: { email, firstname: 'Jeanne', lastname: 'Martin' }, password });
    expect(created.statusCode).toBe(200);
    const token = await client().post(`${FR}/integration/customer/token`, { username: email, password });
    return token.json();
  };

  describe('GET colissimoPickup/{pickupId}/{networkCode}', () => {
    it("answers the point's address", async () => {
      const res = await client().get(`${FR}/colissimoPickup/${LOUVRE.id}/${LOUVRE.network}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        identifiant: '752010',
        reseau: 'R01',
        nom: 'PARIS LOUVRE BUREAU',
        adresse1: '52 RUE DU LOUVRE',
        code_postal: '75001',
        localite: 'PARIS',
        code_pays: 'FR',
        type_de_point: 'BPR',
        horaires_ouverture: { lundi: '09:00-12:30 13:30-18:00', dimanche: '00:00-00:00 00:00-00:00' },
      });
    });

    it('is a 404 with a clear message for an unknown point or the wrong network', async () => {
      for (const path of ['000000/R01', `${LOUVRE.id}/R12`]) {
        const res = await client().get(`${FR}/colissimoPickup/${path}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(fr(PICKUP_POINT_NOT_FOUND));
        expect(res.json().parameters).toMatchObject({ pickupId: path.split('/')[0], networkCode: path.split('/')[1] });
      }
    });

    it.each([
      ['a symbol in the id', 'abc%3Cx%3E/R01'],
      ['an id too long', `${'1'.repeat(17)}/R01`],
      ['a space in the network', '752010/R%2001'],
    ])('refuses %s with a 400', async (_label, path) => {
      const res = await client().get(`${FR}/colissimoPickup/${path}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
      expect(res.json()).toHaveProperty('parameters');
    });

    it('is a 404 in a store without pickup points', async () => {
      const res = await client().get(`${UK}/colissimoPickup/${LOUVRE.id}/${LOUVRE.network}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PICKUP_NOT_AVAILABLE, parameters: [] });
    });

    it("answers 503 with the spec's message while the provider is down", async () => {
      t.adapters.pickupPoints.sandbox.mode = 'down';
      const res = await client().get(`${FR}/colissimoPickup/${LOUVRE.id}/${LOUVRE.network}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: fr(PICKUP_LOAD_FAILED), parameters: [] });
    });
  });

  describe('the config', () => {
    it('gives the flags and patterns of the store', async () => {
      expect((await client().get(`${FR}/colissimoPickup/config`)).json()).toMatchObject({
        enabled: true,
        open_popup_automatically: true,
        reset_on_other_method: true,
        mobile_patterns: { FR: '^\\+33[67]\\d{8}$' },
      });
      expect((await client().get(`${UK}/colissimoPickup/config`)).json()).toMatchObject({ enabled: false });
    });
  });

  describe('the cart pickup: PUT, GET, DELETE', () => {
    it('answers null while none is saved, saves, reads back, replaces and resets', async () => {
      const cartId = await newGuestCart();
      const base = `${FR}/guest-carts/${cartId}/colissimo-pickup`;
      const empty = await client().get(base);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toBeNull();

      const saved = await client().put(`${base}/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toBe(true);
      expect((await client().get(base)).json()).toMatchObject({
        pickup_id: LOUVRE.id,
        network_code: LOUVRE.network,
        telephone: MOBILE,
        nom: 'PARIS LOUVRE BUREAU',
        adresse1: '52 RUE DU LOUVRE',
        code_postal: '75001',
        localite: 'PARIS',
      });

      await client().put(`${base}/${HALLES.id}/${HALLES.network}/${encodeURIComponent('+33 7 12 34 56 78')}`);
      expect((await client().get(base)).json()).toMatchObject({ pickup_id: HALLES.id, nom: 'PICKUP STATION LES HALLES', telephone: '+33712345678' });

      const reset = await client().delete(base);
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toBe(true);
      expect((await client().get(base)).json()).toBeNull();
      // Resetting again is fine.
      expect((await client().delete(base)).statusCode).toBe(200);
    });

    it.each([
      ['a mobile without the country prefix', `${LOUVRE.id}/${LOUVRE.network}/0612345678`, 400, PICKUP_PHONE_INVALID],
      ['a landline', `${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent('+33112345678')}`, 400, PICKUP_PHONE_INVALID],
      ['letters in the mobile', `${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent('+3361234567a')}`, 400, PICKUP_PHONE_INVALID],
      ['a British mobile', `${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent('+447400123456')}`, 400, PICKUP_PHONE_INVALID],
      ['a French mobile for a point in Monaco', `980000/R01/${encodeURIComponent(MOBILE)}`, 400, PICKUP_PHONE_INVALID],
      ['a point that does not exist', `000000/R01/${encodeURIComponent(MOBILE)}`, 404, PICKUP_POINT_NOT_FOUND],
      ['a malformed point id', `75%2F01/R01/${encodeURIComponent(MOBILE)}`, 400, undefined],
      ['a mobile far too long', `${LOUVRE.id}/${LOUVRE.network}/${'1'.repeat(40)}`, 400, undefined],
    ])('refuses %s and changes nothing', async (_label, path, status, message) => {
      const cartId = await newGuestCart();
      const base = `${FR}/guest-carts/${cartId}/colissimo-pickup`;
      await client().put(`${base}/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
      const res = await client().put(`${base}/${path}`);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toHaveProperty('parameters');
      if (message) expect(res.json().message).toBe(fr(message));
      expect((await client().get(base)).json()).toMatchObject({ pickup_id: LOUVRE.id, telephone: MOBILE });
    });

    it('never writes the mobile (it is in the path) to the log', async () => {
      const cartId = await newGuestCart();
      const res = await client().put(`${FR}/guest-carts/${cartId}/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent('+33698765432')}`);
      expect(res.statusCode).toBe(200);
      await client().put(`${FR}/guest-carts/${cartId}/colissimo-pickup/000000/R01/${encodeURIComponent('+33698765432')}`);
      const log = readFileSync(testLogFile(), 'utf8');
      expect(log).toContain('colissimoPickup');
      expect(log).not.toMatch(/98765432/);
    });

    it('keeps a Monaco mobile for a point in Monaco', async () => {
      const cartId = await newGuestCart();
      const base = `${FR}/guest-carts/${cartId}/colissimo-pickup`;
      expect((await client().put(`${base}/980000/R01/${encodeURIComponent('+37761234567')}`)).statusCode).toBe(200);
    });

    it('refuses a save while the provider is down (503), and saves nothing', async () => {
      const cartId = await newGuestCart();
      const base = `${FR}/guest-carts/${cartId}/colissimo-pickup`;
      t.adapters.pickupPoints.sandbox.mode = 'down';
      const res = await client().put(`${base}/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: fr(PICKUP_LOAD_FAILED), parameters: [] });
      t.adapters.pickupPoints.sandbox.mode = 'up';
      expect((await client().get(base)).json()).toBeNull();
    });

    it('is a 404 for an unknown or malformed guest cart, and a 401 for carts/mine without a login', async () => {
      const before = (await pickupRows()).length;
      const unknown = await client().put(`${FR}/guest-carts/${'a'.repeat(32)}/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
      expect(unknown.statusCode).toBe(404);
      expect((await client().get(`${FR}/guest-carts/not-a-cart/colissimo-pickup`)).statusCode).toBe(404);
      expect((await client().get(`${FR}/carts/mine/colissimo-pickup`)).statusCode).toBe(401);
      expect((await client().delete(`${FR}/carts/mine/colissimo-pickup`)).statusCode).toBe(401);
      expect((await pickupRows()).length).toBe(before);
    });

    it("keeps guests and customers apart: each sees and resets only its own cart's pickup", async () => {
      const token = await newCustomer();
      const guestCart = await newGuestCart();
      const otherGuestCart = await newGuestCart();
      await client(token).post(`${FR}/carts/mine`);
      await client().put(`${FR}/guest-carts/${guestCart}/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
      await client(token).put(`${FR}/carts/mine/colissimo-pickup/${HALLES.id}/${HALLES.network}/${encodeURIComponent('+33712345678')}`);

      expect((await client(token).get(`${FR}/carts/mine/colissimo-pickup`)).json()).toMatchObject({ pickup_id: HALLES.id });
      expect((await client().get(`${FR}/guest-carts/${guestCart}/colissimo-pickup`)).json()).toMatchObject({ pickup_id: LOUVRE.id });
      expect((await client().get(`${FR}/guest-carts/${otherGuestCart}/colissimo-pickup`)).json()).toBeNull();

      await client(token).delete(`${FR}/carts/mine/colissimo-pickup`);
      expect((await client(token).get(`${FR}/carts/mine/colissimo-pickup`)).json()).toBeNull();
      expect((await client().get(`${FR}/guest-carts/${guestCart}/colissimo-pickup`)).json()).toMatchObject({ pickup_id: LOUVRE.id });
    });

    it('is a 404 in a store without pickup points', async () => {
      const cartId = await newGuestCart(UK);
      const res = await client().put(`${UK}/guest-carts/${cartId}/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PICKUP_NOT_AVAILABLE);
    });
  });

  describe('POST /colissimo/pickup/load', () => {
    const load = (payload: string | object, headers: Record<string, string> = {}, store = 'fr') =>
      t.request({
        method: 'POST',
        url: '/colissimo/pickup/load',
        payload,
        headers: { cookie: `store=${store}`, ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
      });

    it('answers the HTML list of the points near the posted address', async () => {
      const res = await load('street=10+Rue+de+Rivoli&city=Paris&postcode=75001&country_id=FR&telephone=%2B33612345678');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div class="colissimo-pickup-list"><ul>');
      expect(res.body).toContain('data-pickup-id="752010" data-network-code="R01"');
      expect(res.body).toContain('PARIS LOUVRE BUREAU');
      expect(res.body).toContain('75001 PARIS');
      expect(res.body.match(/<li /g)?.length).toBeGreaterThanOrEqual(3);
    });

    it('answers the points as JSON to a client asking for JSON', async () => {
      const res = await load({ postcode: '69002', country_id: 'FR' }, { accept: 'application/json' });
      expect(res.statusCode).toBe(200);
      const { items } = res.json();
      expect(items[0]).toMatchObject({ localite: 'LYON', code_postal: '69002' });
      expect(items.map((p: { distance_en_metre: number }) => p.distance_en_metre)).toEqual(
        [...items.map((p: { distance_en_metre: number }) => p.distance_en_metre)].sort((a: number, b: number) => a - b),
      );
    });

    it('escapes what it echoes and never lets posted text into the page', async () => {
      const res = await load({ street: '<script>alert(1)</script>', city: '"><img src=x onerror=alert(1)>', postcode: '75001', country_id: 'FR' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>');
      expect(res.body).not.toContain('<img');
    });

    it('treats a missing country as the United States (no points there)', async () => {
      const res = await load({ postcode: '10001', city: 'New York' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('No pickup point was found near this address.');
    });

    it.each([
      ['neither postcode nor town', { street: '10 Rue de Rivoli', country_id: 'FR' }],
      ['a country that is not a code', { postcode: '75001', country_id: 'France' }],
      ['a postcode too long', { postcode: '7'.repeat(17), country_id: 'FR' }],
      ['a NUL in a form field', 'postcode=75001%00&country_id=FR'],
    ])('refuses %s with a 400', async (_label, payload) => {
      const res = await load(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
      expect(res.json()).toHaveProperty('parameters');
    });

    it('is a 404 in a store without pickup points and a 503 while the provider is down', async () => {
      expect((await load({ postcode: '75001', country_id: 'FR' }, {}, 'default')).statusCode).toBe(404);
      t.adapters.pickupPoints.sandbox.mode = 'down';
      const res = await load({ postcode: '75001', country_id: 'FR' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(fr(PICKUP_LOAD_FAILED));
    });
  });

  describe('placing the order (spec 001 §5)', () => {
    const readyCart = async (token: string, method: { carrier: string; code: string }) => {
      const c = client(token);
      await c.post(`${FR}/carts/mine`);
      const add = await c.post(`${FR}/carts/mine/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } });
      expect(add.statusCode).toBe(200);
      const ship = await c.post(`${FR}/carts/mine/shipping-information`, {
        addressInformation: { shipping_address: PARIS, billing_address: PARIS, shipping_carrier_code: method.carrier, shipping_method_code: method.code },
      });
      expect(ship.statusCode, ship.body).toBe(200);
      return c;
    };
    const pay = (c: ReturnType<typeof client>) =>
      c.post(`${FR}/carts/mine/payment-information`, { paymentMethod: { method: 'cashondelivery' }, billing_address: PARIS });

    it("offers the pickup method in the French store and refuses the order without a pickup: 'Please select pickup'", async () => {
      const token = await newCustomer();
      const c = await readyCart(token, { carrier: 'colissimo', code: 'pickup' });
      const rates = await c.post(`${FR}/carts/mine/estimate-shipping-methods`, { address: { country_id: 'FR', postcode: '75001' } });
      expect(rates.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ carrier_code: 'colissimo', method_code: 'pickup', method_title: 'Colissimo Point Retrait', available: true }),
        ]),
      );
      const refused = await pay(c);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: fr(PICKUP_NOT_SELECTED), parameters: [] });
      // Nothing changed: the cart is still open and can be ordered once a pickup is saved.
      expect((await c.get(`${FR}/carts/mine/colissimo-pickup`)).json()).toBeNull();
      await c.put(`${FR}/carts/mine/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
      expect((await pay(c)).statusCode).toBe(200);
    });

    it('records the pickup point with the order', async () => {
      const token = await newCustomer();
      const c = await readyCart(token, { carrier: 'colissimo', code: 'pickup' });
      await c.put(`${FR}/carts/mine/colissimo-pickup/${HALLES.id}/${HALLES.network}/${encodeURIComponent(MOBILE)}`);
      const placed = await pay(c);
      expect(placed.statusCode, placed.body).toBe(200);
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(placed.json())));
      expect(order.shippingCarrierCode).toBe('colissimo');
      expect(order.shippingMethodCode).toBe('pickup');
      const pickup = await findOrderPickup(t.database.db, order.id);
      expect(pickup).toMatchObject({
        telephone: MOBILE,
        point: { identifiant: HALLES.id, reseau: HALLES.network, nom: 'PICKUP STATION LES HALLES', codePostal: '75001' },
      });
      // The success page reads it back with the order.
      const answer = (await c.get(`${FR}/carts/mine/orders/${order.id}`)).json();
      expect(answer.extension_attributes.delivery_point).toEqual({
        type: 'pickup_point',
        name: 'PICKUP STATION LES HALLES',
        street: ['101 PORTE BERGER', 'FORUM DES HALLES'],
        postcode: '75001',
        city: 'PARIS',
        country_id: 'FR',
      });
    });

    it('ignores a pickup left on the cart when the order goes by another method', async () => {
      const token = await newCustomer();
      const c = await readyCart(token, { carrier: 'flatrate', code: 'flatrate' });
      await c.put(`${FR}/carts/mine/colissimo-pickup/${LOUVRE.id}/${LOUVRE.network}/${encodeURIComponent(MOBILE)}`);
      const placed = await pay(c);
      expect(placed.statusCode, placed.body).toBe(200);
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(placed.json())));
      expect(await findOrderPickup(t.database.db, order.id)).toBeNull();
      expect((await c.get(`${FR}/carts/mine/orders/${order.id}`)).json().extension_attributes.delivery_point).toBeNull();
    });
  });
});
