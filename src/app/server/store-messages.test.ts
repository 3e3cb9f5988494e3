import { type TestApp, createTestApp } from '../../shared/server/testing/test-app';
import { UK_ADDRESS, shopClient } from '../../shared/server/testing/shop-client';

// The Welsh catalogue's words (messages/cy.json), asserted literally.
const WELSH_AT_MOST_64 = 'Rhowch 64 nod neu lai.';
const WELSH_NO_ROUTE = 'Nid yw’r cais yn cyfateb i unrhyw lwybr.';

/** A request's refusal speaks its store's language (Magento translates by the store's locale); parameters stay as they were. */
describe('the server’s messages in the store’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const client = () => shopClient(t);
  const cartIn = async (store: string) => (await client().post(`/rest/${store}/V1/guest-carts`)).json() as string;
  const longSku = 'S'.repeat(300);

  it('words a schema failure in French and German, its template filled with the same limit, and leaves the UK store in English', async () => {
    const refusal = async (store: string) => {
      const res = await client().post(`/rest/${store}/V1/guest-carts/${await cartIn(store)}/items`, { cartItem: { sku: longSku, qty: 1 } });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    const [fr, de, uk] = [await refusal('fr'), await refusal('de'), await refusal('default')];
    expect(uk).toEqual({ message: 'Please enter less or equal than 64 symbols.', parameters: { fieldName: 'cartItem.sku' } });
    expect(fr).toEqual({ message: 'Veuillez saisir au maximum 64 caractères.', parameters: { fieldName: 'cartItem.sku' } });
    expect(de).toEqual({ message: 'Bitte geben Sie höchstens 64 Zeichen ein.', parameters: { fieldName: 'cartItem.sku' } });
  });

  it('translates a shop refusal’s template and keeps its parameters as they are', async () => {
    const unknownCart = async (store: string) => (await client().get(`/rest/${store}/V1/guest-carts/${'a'.repeat(32)}`)).json();
    expect(await unknownCart('fr')).toEqual({
      message: 'Aucune entité trouvée avec %fieldName = %fieldValue',
      parameters: { fieldName: 'cartId', fieldValue: 'a'.repeat(32) },
    });
    expect(await unknownCart('de')).toEqual({
      message: 'Kein Eintrag mit %fieldName = %fieldValue gefunden',
      parameters: { fieldName: 'cartId', fieldValue: 'a'.repeat(32) },
    });
    expect(await unknownCart('uk')).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'cartId', fieldValue: 'a'.repeat(32) },
    });
  });

  it('answers an unknown address in the language of the store its path names', async () => {
    const notFound = async (store: string) => {
      const res = await client().get(`/rest/${store}/V1/no-such-route`);
      expect(res.statusCode).toBe(404);
      return res.json();
    };
    expect(await notFound('fr')).toEqual({ message: 'La requête ne correspond à aucune route.', parameters: [] });
    expect(await notFound('de')).toEqual({ message: 'Die Anfrage passt zu keiner Route.', parameters: [] });
    expect(await notFound('uk')).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });

  it('takes a module path’s store from the store cookie', async () => {
    const res = await t.request({ method: 'GET', url: '/no-such-module/path', headers: { accept: 'application/json', cookie: 'store=de' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Die Anfrage passt zu keiner Route.', parameters: [] });
  });

  describe('in the language the shopper chose among the store’s (the `language` cookie)', () => {
    const restricted = { ...UK_ADDRESS, postcode: 'GY1 1AA' };
    const refusedDelivery = async (store: string, cookie?: string) => {
      const cartId = await cartIn(store);
      const headers = cookie ? { cookie } : {};
      const added = await t.request({
        method: 'POST',
        url: `/rest/${store}/V1/guest-carts/${cartId}/items`,
        payload: { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: cartId } },
        headers,
      });
      expect(added.statusCode).toBe(200);
      return t.request({
        method: 'POST',
        url: `/rest/${store}/V1/guest-carts/${cartId}/shipping-information`,
        payload: { addressInformation: { shipping_address: restricted, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
        headers,
      });
    };

    it('refuses the same delivery to a UK shopper who chose Cymraeg in Welsh, and in English without the cookie, varying on it', async () => {
      const welsh = await refusedDelivery('default', 'language=cy');
      expect(welsh.statusCode).toBe(400);
      expect(welsh.json()).toEqual({
        message: 'Mae’n ddrwg gennym, ni allwn ddanfon i’r cyfeiriad hwn. Dewiswch gyfeiriad danfon gwahanol.',
        parameters: [],
      });
      expect(welsh.headers.vary).toBe('Cookie');
      const english = await refusedDelivery('uk');
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        message: 'Sorry, we are unable to deliver to this address. Please choose a different delivery address.',
        parameters: [],
      });
      expect(english.headers.vary).toBe('Cookie');
    });

    it('keeps the store’s own language for a language the store does not offer, or one chosen in another store', async () => {
      const unknownCart = async (store: string, cookie: string) =>
        (await t.request({ method: 'GET', url: `/rest/${store}/V1/guest-carts/${'a'.repeat(32)}`, headers: { cookie } })).json().message;
      expect(await unknownCart('uk', 'language=fr')).toBe('No such entity with %fieldName = %fieldValue');
      expect(await unknownCart('fr', 'language=cy')).toBe('Aucune entité trouvée avec %fieldName = %fieldValue');
      expect(await unknownCart('uk', 'language=cy')).toBe('Dim eitem gyda %fieldName = %fieldValue');
    });

    it('words a schema failure and an unknown address in Welsh, and a store that offers one language does not vary on the cookie', async () => {
      const tooLong = await t.request({
        method: 'POST',
        url: `/rest/default/V1/guest-carts/${await cartIn('default')}/items`,
        payload: { cartItem: { sku: longSku, qty: 1 } },
        headers: { cookie: 'language=cy' },
      });
      expect(tooLong.json()).toEqual({ message: WELSH_AT_MOST_64, parameters: { fieldName: 'cartItem.sku' } });
      const unknownRoute = await t.request({ method: 'GET', url: '/rest/uk/V1/no-such-route', headers: { cookie: 'language=cy' } });
      expect(unknownRoute.statusCode).toBe(404);
      expect(unknownRoute.json()).toEqual({ message: WELSH_NO_ROUTE, parameters: [] });
      expect(unknownRoute.headers.vary).toBe('Cookie');
      const german = await t.request({ method: 'GET', url: '/rest/de/V1/no-such-route', headers: { cookie: 'language=cy' } });
      expect(german.json()).toEqual({ message: 'Die Anfrage passt zu keiner Route.', parameters: [] });
      expect(german.headers.vary).toBeUndefined();
    });

    it('reads a module path’s language from the cookie too, beside the store cookie', async () => {
      const res = await t.request({ method: 'GET', url: '/no-such-module/path', headers: { accept: 'application/json', cookie: 'store=uk; language=cy' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: WELSH_NO_ROUTE, parameters: [] });
      expect(res.headers.vary).toBe('Cookie');
    });
  });
});
