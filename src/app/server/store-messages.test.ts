import { type TestApp, createTestApp } from '../../shared/server/testing/test-app';
import { shopClient } from '../../shared/server/testing/shop-client';

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
});
