import { and, eq } from 'drizzle-orm';
import { productPrices, products, stores } from '../../../db/schema';
import { referenceTableChanged } from '../../../shared/server/reference-cache';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { ARTWORK_NOT_FOUND } from './media-routes';
import { PRODUCT_NOT_FOUND } from './service';
import { messageIn } from '../../../shared/server/testing/messages';

interface ProductAnswer {
  sku: string;
  name: string;
  extension_attributes: Record<string, unknown>;
  custom_attributes: { attribute_code: string; value: string }[];
}

const attribute = (p: ProductAnswer, code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;

describe("each store's catalogue", () => {
  let t: TestApp;
  const get = (store: string, path: string) => t.request({ method: 'GET', url: `/rest/${store}/V1/${path}` });
  const list = async (store: string): Promise<ProductAnswer[]> => (await get(store, 'products?searchCriteria')).json().items;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [
      'default',
      'ePod Cartridges Crisp Mint 12mg (2 pack)',
      'Two pre-filled pods for the ePod 2 device. Buy once, or subscribe and have them delivered every month.',
    ],
    [
      'fr',
      'Cartouches ePod Menthe Fraîche 12 mg (lot de 2)',
      'Deux pods préremplis pour l’appareil ePod 2. Achetez-les à l’unité ou abonnez-vous pour les recevoir chaque mois.',
    ],
    [
      'de',
      'ePod Kartuschen Frische Minze 12 mg (2er-Pack)',
      'Zwei vorbefüllte Pods für das ePod 2. Einmal kaufen oder abonnieren und jeden Monat geliefert bekommen.',
    ],
    [
      'mx',
      'Cartuchos ePod Menta Fresca 12 mg (paquete de 2)',
      'Dos pods precargados para el dispositivo ePod 2. Cómprelos una sola vez o suscríbase y recíbalos cada mes.',
    ],
    [
      'br',
      'Cartuchos ePod Menta Refrescante 12 mg (pacote com 2)',
      'Dois pods pré-carregados para o dispositivo ePod 2. Compre uma vez ou assine e receba todo mês.',
    ],
  ])('the %s store names and describes its products in its language, in the list, by SKU and by URL key', async (store, name, description) => {
    const listed = (await list(store)).find((p) => p.sku === 'EPOD-CRISP-MINT-12')!;
    expect({ name: listed.name, description: attribute(listed, 'description') }).toEqual({ name, description });
    expect((await get(store, 'products/EPOD-CRISP-MINT-12')).json().name).toBe(name);
    expect((await get(store, 'products-by-url-key/epod-cartridges-crisp-mint-12mg')).json().name).toBe(name);
  });

  it('every seeded product has its name in each store of another language', async () => {
    const english = new Map((await list('default')).map((p) => [p.sku, p.name]));
    for (const store of ['fr', 'de', 'mx', 'br']) {
      const untranslated = (await list(store)).filter((p) => english.get(p.sku) === p.name).map((p) => p.sku);
      expect(untranslated, store).toEqual([]);
    }
  });

  it('shows the suggested products by their names in the store’s language', async () => {
    const suggestions = (await get('fr', 'search/suggestions?q=menthe%20fraiche')).json();
    expect(suggestions.products[0].name).toBe('Cartouches ePod Menthe Fraîche 12 mg (lot de 2)');
  });

  describe('a product not sold in a store (no price there)', () => {
    let caseId: number;
    let franceId: number;
    let frenchPrice: number;

    beforeAll(async () => {
      [{ id: caseId }] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.sku, 'ACC-CARRY-CASE'));
      [{ id: franceId }] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'fr'));
      const where = and(eq(productPrices.productId, caseId), eq(productPrices.storeId, franceId));
      [{ price: frenchPrice }] = await t.database.db.select({ price: productPrices.price }).from(productPrices).where(where);
      await t.database.db.delete(productPrices).where(where);
      referenceTableChanged('product_prices');
    });
    afterAll(async () => {
      await t.database.db.insert(productPrices).values({ productId: caseId, storeId: franceId, price: frenchPrice });
      referenceTableChanged('product_prices');
    });

    it('is not listed there, and is still listed where it is sold', async () => {
      expect((await list('fr')).map((p) => p.sku)).not.toContain('ACC-CARRY-CASE');
      expect((await list('default')).map((p) => p.sku)).toContain('ACC-CARRY-CASE');
    });

    it("is a 404 there by SKU and by URL key, with Magento's message", async () => {
      for (const path of ['products/ACC-CARRY-CASE', 'products-by-url-key/leather-device-carry-case']) {
        const res = await get('fr', path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toEqual({ message: messageIn('fr', PRODUCT_NOT_FOUND), parameters: [] });
      }
      expect((await get('default', 'products/ACC-CARRY-CASE')).statusCode).toBe(200);
    });

    it('is neither found nor suggested by the search there', async () => {
      expect((await get('fr', 'search/suggestions?q=etui')).json().products).toEqual([]);
      const found = await get(
        'fr',
        'search?searchCriteria[requestName]=quick_search_container&searchCriteria[filter_groups][0][filters][0][field]=search_term&searchCriteria[filter_groups][0][filters][0][value]=etui',
      );
      expect(found.json().items).toEqual([]);
    });
  });

  describe("a product's page data", () => {
    const setStock = async (sku: string, qty: number) => {
      await t.database.db.update(products).set({ qty }).where(eq(products.sku, sku));
      referenceTableChanged('products');
    };
    afterAll(() => setStock('EPOD-DARK-CHERRY-6', 600));

    it('says how many are left only while few are, from the stock as it is now', async () => {
      const left = async () => (await get('default', 'products/EPOD-DARK-CHERRY-6')).json().extension_attributes;
      expect(await left()).toMatchObject({ stock_item: { is_in_stock: true }, only_x_left_in_stock: null });
      // Fewer units without a change of in or out of stock: the catalogue is not rebuilt, the page still knows.
      await t.database.db.update(products).set({ qty: 3 }).where(eq(products.sku, 'EPOD-DARK-CHERRY-6'));
      expect(await left()).toMatchObject({ stock_item: { is_in_stock: true }, only_x_left_in_stock: 3 });
      await setStock('EPOD-DARK-CHERRY-6', 10);
      expect((await left()).only_x_left_in_stock).toBe(10);
      await setStock('EPOD-DARK-CHERRY-6', 11);
      expect((await left()).only_x_left_in_stock).toBeNull();
      await setStock('EPOD-DARK-CHERRY-6', 0);
      expect(await left()).toMatchObject({ stock_item: { is_in_stock: false }, only_x_left_in_stock: null });
      // A list says in or out of stock, never a count.
      const listed = (await list('default')).find((p) => p.sku === 'EPOD-DARK-CHERRY-6')!;
      expect(listed.extension_attributes).not.toHaveProperty('only_x_left_in_stock');
    });

    it("states the store's subscription rules and savings on products that offer a subscription, and only there", async () => {
      expect((await get('default', 'products/EPOD-CRISP-MINT-12')).json().extension_attributes.subscription_terms).toEqual({
        min_qty: 2,
        max_qty: 10,
        savings: [],
        free_device_min_qty: 2,
      });
      expect((await get('fr', 'products/EPOD-CRISP-MINT-12')).json().extension_attributes.subscription_terms).toEqual({
        min_qty: 2,
        max_qty: 10,
        savings: [
          { min_qty: 2, max_qty: 3, discount_per_pack: 0.5 },
          { min_qty: 4, max_qty: 10, discount_per_pack: 1 },
        ],
        free_device_min_qty: 2,
      });
      expect((await get('default', 'products/ACC-USBC-CABLE')).json().extension_attributes).not.toHaveProperty('subscription_terms');
    });
  });

  describe("the products' pictures", () => {
    it('gives every product a picture of its own, drawn as an SVG the browser keeps', async () => {
      const all = await list('default');
      const images = all.map((p) => attribute(p, 'image')!);
      expect(new Set(images).size).toBe(all.length);
      for (const image of images) {
        expect(image).toMatch(/^\/media\/catalog\/product\/v1\/(device|pod|sample|accessory|recycling)-[0-9a-f]{6}\.svg$/);
        const res = await t.request({ method: 'GET', url: image });
        expect(res.statusCode, image).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="480" viewBox="0 0 240 240">.*<\/svg>$/);
      }
      // The same picture in every store.
      const french = new Map((await list('fr')).map((p) => [p.sku, attribute(p, 'image')]));
      expect(all.every((p) => french.get(p.sku) === attribute(p, 'image'))).toBe(true);
    });

    it('answers 404 for a drawing it does not make', async () => {
      for (const file of ['robot-2f9e7c.svg', 'pod-2F9E7C.svg', 'pod-2f9e7.svg', 'pod-2f9e7c.png', '..%2Fpod-2f9e7c.svg']) {
        const res = await t.request({ method: 'GET', url: `/media/catalog/product/v1/${file}` });
        expect(res.statusCode, file).toBe(404);
        expect(res.json(), file).toEqual({ message: ARTWORK_NOT_FOUND, parameters: [] });
      }
    });
  });
});
