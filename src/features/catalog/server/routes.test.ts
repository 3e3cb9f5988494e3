import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { referenceTableChanged } from '../../../shared/server/reference-cache';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { REST, shopClient } from '../../../shared/server/testing/shop-client';

const filter = (field: string, value: string, condition = 'eq') =>
  `searchCriteria[filter_groups][0][filters][0][field]=${field}&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(value)}&searchCriteria[filter_groups][0][filters][0][condition_type]=${condition}`;

describe('catalogue API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every product without logging in, accepting a bare ?searchCriteria', async () => {
    const res = await shopClient(t).get('products?searchCriteria');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_count).toBe(body.items.length);
    expect(body.items.length).toBeGreaterThanOrEqual(10);
    const categories = new Set(
      body.items.map(
        (p: { custom_attributes: { attribute_code: string; value: string }[] }) => p.custom_attributes.find((a) => a.attribute_code === 'category')!.value,
      ),
    );
    expect([...categories].sort()).toEqual(['accessories', 'devices', 'pods']);
  });

  it('answers a repeated list from what it kept, and a changed product at once after its change is heard', async () => {
    const client = shopClient(t);
    const query = `products?${filter('sku', 'ACC-USBC-CABLE')}`;
    const first = await client.get(query);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await client.get(query)).body).toBe(first.body);
    expect(first.json().items.map((p: { name: string }) => p.name)).not.toContain('USB-C Cable (renamed)');
    await t.database.db.update(products).set({ name: 'USB-C Cable (renamed)' }).where(eq(products.sku, 'ACC-USBC-CABLE'));
    // As the change feed does when the database reports the change.
    referenceTableChanged('products');
    expect((await client.get(query)).json().items.map((p: { name: string }) => p.name)).toEqual(['USB-C Cable (renamed)']);
    // Another query is its own answer.
    expect((await client.get(`products?${filter('sku', 'EPOD-CRISP-MINT-12')}`)).json().items.map((p: { sku: string }) => p.sku)).toEqual([
      'EPOD-CRISP-MINT-12',
    ]);
  });

  it('filters, sorts and pages with Magento searchCriteria', async () => {
    const client = shopClient(t);
    const pods = (
      await client.get(`products?${filter('category', 'pods')}&searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=DESC`)
    ).json();
    expect(pods.items.every((p: { sku: string }) => p.sku.includes('EP'))).toBe(true);
    const prices = pods.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const page = (await client.get(`products?searchCriteria[pageSize]=2&searchCriteria[currentPage]=2`)).json();
    expect(page.items).toHaveLength(2);
    expect(page.total_count).toBeGreaterThan(2);
    const cheap = (await client.get(`products?${filter('price', '5', 'lt')}`)).json();
    expect(cheap.items.every((p: { price: number }) => p.price < 5)).toBe(true);
    const like = (await client.get(`products?${filter('name', '%Mint%', 'like')}`)).json();
    expect(like.items.map((p: { sku: string }) => p.sku)).toEqual(['EPOD-CRISP-MINT-12']);
  });

  it('refuses a page size above 300 and unknown filter fields with a 400', async () => {
    const client = shopClient(t);
    expect((await client.get('products?searchCriteria[pageSize]=301')).statusCode).toBe(400);
    const res = await client.get(`products?${filter('password_hash', 'x')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('reads one product by sku and by URL key; unknown ones are 404', async () => {
    const client = shopClient(t);
    const bySku = await client.get('products/EPOD-CRISP-MINT-12');
    expect(bySku.statusCode).toBe(200);
    expect(bySku.json()).toMatchObject({ sku: 'EPOD-CRISP-MINT-12', price: 5.99, type_id: 'simple' });
    const byKey = await client.get('products-by-url-key/epod-cartridges-crisp-mint-12mg');
    expect(byKey.json().sku).toBe('EPOD-CRISP-MINT-12');
    const missing = await client.get('products/NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("The product that was requested doesn't exist. Verify the product and try again.");
  });

  it('says which products can be personalised and, for those, with what', async () => {
    const client = shopClient(t);
    const epen = (await client.get('products/EPEN3-KIT-SILVER')).json();
    expect(epen.extension_attributes.personalisable).toBe(true);
    expect(epen.extension_attributes.personalisation_options).toEqual({
      typefaces: ['Classic Serif', 'Modern Sans', 'Script'],
      orientations: ['Horizontal', 'Vertical'],
      patterns: ['None', 'Waves', 'Geometric', 'Dots'],
      icons: ['None', 'Heart', 'Star', 'Leaf'],
      max_length: 20,
    });
    expect((await client.get('products-by-url-key/epen-3-device-kit-silver')).json().extension_attributes).toMatchObject({ personalisable: true });

    const blue = (await client.get('products/EPOD2-KIT-BLUE')).json();
    expect(blue.extension_attributes.personalisable).toBe(false);
    expect(blue.extension_attributes).not.toHaveProperty('personalisation_options');

    const devices = (await client.get(`products?${filter('category', 'devices')}`)).json();
    const personalisable = devices.items.filter((p: { extension_attributes: { personalisable: boolean } }) => p.extension_attributes.personalisable);
    expect(personalisable.map((p: { sku: string }) => p.sku)).toEqual(['EPEN3-KIT-SILVER']);
    const list = (await client.get('products?searchCriteria')).json();
    expect(list.items.every((p: { extension_attributes: { personalisable: unknown } }) => typeof p.extension_attributes.personalisable === 'boolean')).toBe(
      true,
    );
  });

  it('answers 404 for an unknown store and serves `default` as the UK store', async () => {
    expect((await t.request({ method: 'GET', url: '/rest/mars/V1/products?searchCriteria' })).json()).toEqual({
      message: 'Requested store is not found',
      parameters: [],
    });
    expect((await t.request({ method: 'GET', url: '/rest/uk/V1/products/ACC-USBC-CABLE' })).statusCode).toBe(200);
  });

  it('explains subscriptions in the store brand on products that offer one, and only there', async () => {
    const client = shopClient(t);
    const pods = (await client.get('products/EPOD-CRISP-MINT-12')).json();
    expect(pods.extension_attributes.subscription_explanation).toBe(
      "Subscriptions apply only to Vype's cartridges and cannot be combined with other promotions.",
    );
    const cable = (await client.get('products/ACC-USBC-CABLE')).json();
    expect(cable.extension_attributes).not.toHaveProperty('subscription_explanation'); // In the store's language.
    const inGerman = (await client.get('/rest/de/V1/products/EPOD-CRISP-MINT-12')).json();
    expect(inGerman.extension_attributes.subscription_explanation).toBe(
      'Abonnements gelten nur für Kartuschen von Vype und sind nicht mit anderen Aktionen kombinierbar.',
    );
  });

  it("explains subscriptions in the language the shopper chose among the store's, a client naming none in the store's own", async () => {
    const inWelsh = await t.request({ method: 'GET', url: `${REST}/products/EPOD-CRISP-MINT-12`, headers: { cookie: 'language=cy' } });
    expect(inWelsh.json().extension_attributes.subscription_explanation).toBe(
      'Mae tanysgrifiadau’n berthnasol i getris Vype yn unig ac ni ellir eu cyfuno â hyrwyddiadau eraill.',
    );
    const listed = await t.request({ method: 'GET', url: `${REST}/products?searchCriteria[pageSize]=50`, headers: { cookie: 'language=cy' } });
    const mint = listed.json().items.find((p: { sku: string }) => p.sku === 'EPOD-CRISP-MINT-12');
    expect(mint.extension_attributes.subscription_explanation).toMatch(/^Mae tanysgrifiadau’n/);
    const inEnglish = (await shopClient(t).get('products?searchCriteria[pageSize]=50')).json();
    expect(inEnglish.items.find((p: { sku: string }) => p.sku === 'EPOD-CRISP-MINT-12').extension_attributes.subscription_explanation).toMatch(
      /^Subscriptions apply only/,
    );
  });
});
