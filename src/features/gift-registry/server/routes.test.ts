import { eq } from 'drizzle-orm';
import { carts, customerAddresses, customers, giftRegistries, orders, stores } from '../../../db/schema';
import { UK_ADDRESS, customerToken, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';

const JOHN = { email: 'john.smith@example.com', password: 'Password123!' };
const REGISTRANT_ADDRESS = {
  firstname: 'John',
  lastname: 'Smith',
  street: ['10 Princes Street'],
  city: 'Edinburgh',
  postcode: 'EH2 2AN',
  countryId: 'GB',
  telephone: '+447400123458',
};
const notFound = (fieldValue: number | string) => ({
  message: 'No such entity with %fieldName = %fieldValue',
  parameters: { fieldName: 'registryId', fieldValue },
});
/** Parts of the registrants' addresses that must never come back to a giver. */
const PRIVATE = ['Baker Street', 'NW1 6XE', 'Princes Street', 'EH2 2AN', '+447400123458'];
const echoesNothingPrivate = (body: string) => expect(PRIVATE.filter((part) => body.includes(part))).toEqual([]);

describe('gift registry shipping', () => {
  let t: TestApp;
  let janes: number;
  let johnsPrivate: number;
  let otherStores: number;
  const guest = () => shopClient(t);

  async function guestCartWith(sku = 'EPOD-CRISP-MINT-12', qty = 1): Promise<string> {
    const cartId = await newGuestCart(t);
    await guest().post(`guest-carts/${cartId}/items`, { cartItem: { sku, qty } });
    return cartId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [{ id: janes }] = await db.select({ id: giftRegistries.id }).from(giftRegistries).where(eq(giftRegistries.title, 'Jane’s birthday wish list'));
    const [john] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, JOHN.email));
    const [uk] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'uk'));
    const [fr] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'fr'));
    const registry = { customerId: john.id, title: 'John’s wedding list', eventDate: '2027-06-01', shippingAddress: REGISTRANT_ADDRESS };
    [{ id: johnsPrivate }] = await db
      .insert(giftRegistries)
      .values({ ...registry, storeId: uk.id, isPublic: false })
      .returning({ id: giftRegistries.id });
    [{ id: otherStores }] = await db
      .insert(giftRegistries)
      .values({ ...registry, storeId: fr.id, isPublic: true })
      .returning({ id: giftRegistries.id });
  });
  afterAll(() => t.close());

  describe('estimate-shipping-methods', () => {
    it('answers a guest with the rates to the registry’s address, exactly as an estimate for that address, without the address', async () => {
      const cartId = await guestCartWith();
      const res = await guest().post(`guest-giftregistry/${cartId}/estimate-shipping-methods`, { registryId: janes });
      expect(res.statusCode).toBe(200);
      const same = await guest().post(`guest-carts/${cartId}/estimate-shipping-methods`, {
        address: { country_id: 'GB', postcode: 'NW1 6XE', city: 'London' },
      });
      expect(res.json()).toEqual(same.json());
      expect(res.json()[0]).toMatchObject({ carrier_code: 'flatrate', amount: 3.99, price_excl_tax: 3.32, available: true });
      echoesNothingPrivate(res.body);
    });

    it('takes the registry id as a numeric string, as Magento does', async () => {
      const cartId = await guestCartWith();
      const asNumber = await guest().post(`guest-giftregistry/${cartId}/estimate-shipping-methods`, { registryId: janes });
      const asString = await guest().post(`guest-giftregistry/${cartId}/estimate-shipping-methods`, { registryId: String(janes) });
      expect(asString.statusCode).toBe(200);
      expect(asString.json()).toEqual(asNumber.json());
    });

    it('answers the logged-in customer for their own cart, after its discounts (free delivery above the threshold)', async () => {
      const client = shopClient(t, { token: await customerToken(t, JOHN) });
      await client.post('carts/mine');
      await client.post('carts/mine/items', { cartItem: { sku: 'EPEN3-KIT-SILVER', qty: 2 } });
      const res = await client.post('giftregistry/mine/estimate-shipping-methods', { registryId: String(janes) });
      expect(res.statusCode).toBe(200);
      const same = await client.post('carts/mine/estimate-shipping-methods', { address: { country_id: 'GB', postcode: 'NW1 6XE', city: 'London' } });
      expect(res.json()).toEqual(same.json());
      expect(res.json().map((r: { carrier_code: string }) => r.carrier_code)).toContain('freeshipping');
      echoesNothingPrivate(res.body);
    });

    it.each([
      ['an unknown registry', () => 999_999, 999_999],
      ['an unknown registry as text', () => '999999', 999_999],
      ['another store’s registry', () => otherStores, () => otherStores],
      ['someone else’s private registry', () => johnsPrivate, () => johnsPrivate],
    ])('answers %s as no such entity, to guests and customers', async (_label, registryId, expected) => {
      const value = typeof expected === 'function' ? expected() : expected;
      const cartId = await guestCartWith();
      const asGuest = await guest().post(`guest-giftregistry/${cartId}/estimate-shipping-methods`, { registryId: registryId() });
      expect(asGuest.statusCode).toBe(404);
      expect(asGuest.json()).toEqual(notFound(value));
      const jane = shopClient(t, { token: await customerToken(t) });
      await jane.post('carts/mine');
      const asJane = await jane.post('giftregistry/mine/estimate-shipping-methods', { registryId: registryId() });
      expect(asJane.statusCode).toBe(404);
      expect(asJane.json()).toEqual(notFound(value));
    });

    it('lets the registrant use their own private registry', async () => {
      const john = shopClient(t, { token: await customerToken(t, JOHN) });
      await john.post('carts/mine');
      const res = await john.post('giftregistry/mine/estimate-shipping-methods', { registryId: johnsPrivate });
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
    });

    it('refuses a bad registry id, an unknown cart and a missing login', async () => {
      const cartId = await guestCartWith();
      const bad = await guest().post(`guest-giftregistry/${cartId}/estimate-shipping-methods`, { registryId: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().parameters).toMatchObject({ fieldName: 'registryId' });
      const missing = await guest().post(`guest-giftregistry/${cartId}/estimate-shipping-methods`, {});
      expect(missing.statusCode).toBe(400);
      const noCart = await guest().post('guest-giftregistry/not-a-cart/estimate-shipping-methods', { registryId: janes });
      expect(noCart.statusCode).toBe(404);
      expect(noCart.json()).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'not-a-cart' } });
      const anonymous = await guest().post('giftregistry/mine/estimate-shipping-methods', { registryId: janes });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('giftregistry/search', () => {
    const search = (query: unknown, store = 'default') => t.request({ method: 'POST', url: `/rest/${store}/V1/giftregistry/search`, payload: { query } });
    const JANES = () => [{ registry_id: janes, title: 'Jane’s birthday wish list', event_date: '2027-03-14' }];

    it('finds a public registry by the registrant’s full name, in any case and spacing, with its title and date only', async () => {
      for (const query of ['Jane Doe', '  jane   DOE ']) {
        const res = await search(query);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(JANES());
        echoesNothingPrivate(res.body);
        expect(res.body).not.toContain('jane.doe@example.com');
      }
    });

    it('finds it by its number, with or without #', async () => {
      expect((await search(String(janes))).json()).toEqual(JANES());
      expect((await search(`#${janes}`)).json()).toEqual(JANES());
    });

    it('lists nothing for a private registry, another store’s, a surname alone’s match or a stranger', async () => {
      expect((await search('John Smith')).json()).toEqual([]);
      expect((await search(String(johnsPrivate))).json()).toEqual([]);
      expect((await search(String(otherStores))).json()).toEqual([]);
      expect((await search('999999')).json()).toEqual([]);
      expect((await search('Janet Doe')).json()).toEqual([]);
    });

    it('asks for a full name or a number, and refuses a bad body with a 400', async () => {
      for (const query of ['Doe', '', 'Jane2 Doe']) {
        const res = await search(query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'Enter the registrant’s first and last name, or the registry number.', parameters: { fieldName: 'query' } });
      }
      const long = await search('a'.repeat(200));
      expect(long.statusCode).toBe(400);
      expect(long.json()).toHaveProperty('message');
      expect((await search(42)).statusCode).toBe(400);
      const none = await t.request({ method: 'POST', url: '/rest/default/V1/giftregistry/search', payload: {} });
      expect(none.statusCode).toBe(400);
    });

    it('is a 404 where the store has no gift registries', async () => {
      const res = await search('Jane Doe', 'fr');
      expect(res.statusCode).toBe(404);
      // The French store says it in French.
      expect(res.json()).toEqual({ message: 'Les listes de cadeaux ne sont pas disponibles dans cette boutique.', parameters: [] });
    });
  });

  describe('shipping-information with gift_registry_id', () => {
    const info = (registryId: unknown, extra: object = {}) => ({
      addressInformation: {
        // The giver's own details; the delivery address the server saves is the registry's.
        shipping_address: { ...UK_ADDRESS, street: ['1 Tampered Road'] },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        extension_attributes: { gift_registry_id: registryId },
        ...extra,
      },
    });

    it('saves the registry’s address for a guest, keeps the giver’s billing, and places the order to the registrant', async () => {
      const cartId = await guestCartWith();
      const res = await guest().post(`guest-carts/${cartId}/shipping-information`, info(String(janes)));
      expect(res.statusCode).toBe(200);
      expect(res.json().totals).toMatchObject({ shipping_incl_tax: 3.99 });
      expect(res.json().extension_attributes).toMatchObject({
        shipping_address: null,
        billing_address: null,
        email: 'amy.pond@example.com',
        gift_registry_id: janes,
      });
      echoesNothingPrivate(res.body);
      const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
      expect(cart.shippingAddress).toMatchObject({
        street: ['221B Baker Street'],
        city: 'London',
        postcode: 'NW1 6XE',
        firstname: 'Jane',
        giftRegistryId: janes,
      });
      expect(cart.shippingAddress?.email).toBeUndefined();
      echoesNothingPrivate((await guest().get(`guest-carts/${cartId}/payment-information`)).body);

      const placed = await guest().post(`guest-carts/${cartId}/payment-information`, {
        email: 'amy.pond@example.com',
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
        billingAddress: UK_ADDRESS,
      });
      expect(placed.statusCode).toBe(200);
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(placed.json())));
      expect(order.shippingAddress).toMatchObject({ street: ['221B Baker Street'], postcode: 'NW1 6XE', giftRegistryId: janes });
      expect(order.billingAddress).toMatchObject({ firstname: 'Amy', street: ['12 High Street'] });
      expect(order).toMatchObject({ customerFirstname: 'Amy', customerLastname: 'Pond', customerEmail: 'amy.pond@example.com' });
      const shown = await guest().get(`guest-carts/${cartId}/order`);
      expect(shown.json().extension_attributes.shipping_address).toBeNull();
      echoesNothingPrivate(shown.body);
    });

    it('uses a sent billing address and does not put the registrant’s address in the giver’s address book', async () => {
      const client = shopClient(t, { token: await customerToken(t, JOHN) });
      await client.post('carts/mine');
      await client.post('carts/mine/items', { cartItem: { sku: 'ACC-CARRY-CASE', qty: 1 } });
      const res = await client.post('carts/mine/shipping-information', info(janes, { billing_address: UK_ADDRESS }));
      expect(res.statusCode).toBe(200);
      expect(res.json().extension_attributes).toMatchObject({ shipping_address: null, billing_address: { firstname: 'Amy', street: ['12 High Street'] } });
      const placed = await client.post('carts/mine/payment-information', {
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      });
      expect(placed.statusCode).toBe(200);
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(placed.json())));
      expect(order.shippingAddress).toMatchObject({ street: ['221B Baker Street'], giftRegistryId: janes });
      const book = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, order.customerId!));
      expect(book.map((a) => a.street[0])).not.toContain('221B Baker Street');
    });

    it('refuses an unusable registry and changes nothing', async () => {
      const cartId = await guestCartWith();
      for (const registryId of [999_999, johnsPrivate, otherStores]) {
        const res = await guest().post(`guest-carts/${cartId}/shipping-information`, info(registryId));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(notFound(registryId));
      }
      const bad = await guest().post(`guest-carts/${cartId}/shipping-information`, info('abc'));
      expect(bad.statusCode).toBe(400);
      const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
      expect(cart.shippingAddress).toBeNull();
    });
  });
});
