import { eq, inArray, sql } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { withQueryTally } from '../../../shared/server/query-count';
import { referenceTableChanged } from '../../../shared/server/reference-cache';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { countsOf, type ListingAnswer } from './testing';

describe('the category page listing: filters, counts, sorting and pages in one answer', () => {
  let t: TestApp;
  const listing = async (query: string): Promise<ListingAnswer> => {
    const res = await shopClient(t).get(`category-listing${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts every value of every filter over the whole catalogue when nothing is chosen', async () => {
    const answer = await listing('');
    expect(answer.total_count).toBe(13);
    expect(answer.current_page).toBe(1);
    expect(answer.page_size).toBe(24);
    expect(countsOf(answer)).toEqual({
      category: 'devices (4), pods (5), accessories (4)',
      flavour_family: 'tobacco (2), menthol (1), fruit (2)',
      nicotine_strength: '6 (1), 12 (1), 18 (3)',
      pack_size: '1 (7), 2 (5), 3 (1)',
      // £0–£14.99: bands of £10 (Magento's price navigation).
      price: '0-10 (12), 10-20 (1)',
      in_stock: '1 (13)',
    });
  });

  it("counts each filter's values over the products every other filter lets through (layered navigation)", async () => {
    const answer = await listing('category=pods&nicotine_strength=18');
    expect(answer.items.map((p) => p.sku)).toEqual(['EPOD-GOLDEN-TOBACCO-18', 'EPOD-MANGO-ICE-18', 'EPEN-BLENDED-TOBACCO-18']);
    expect(answer.total_count).toBe(3);
    expect(countsOf(answer)).toEqual({
      // Only pods come in 18 mg/ml; the other strengths of pods stay on offer to swap to or add.
      category: 'pods (3)*',
      flavour_family: 'tobacco (2), fruit (1)',
      nicotine_strength: '6 (1), 12 (1), 18 (3)*',
      pack_size: '2 (3)',
      // £5.99–£6.49: bands of £1.
      price: '5-6 (2), 6-7 (1)',
      in_stock: '1 (3)',
    });
    // Two values of one filter: either matches.
    const two = await listing('flavour_family=menthol,fruit');
    expect(two.items.map((p) => p.sku)).toEqual(['EPOD-CRISP-MINT-12', 'EPOD-DARK-CHERRY-6', 'EPOD-MANGO-ICE-18']);
    expect(countsOf(two).flavour_family).toBe('tobacco (2), menthol (1)*, fruit (2)*');
    expect(countsOf(two).nicotine_strength).toBe('6 (1), 12 (1), 18 (1)');
  });

  it('filters by price band and pack size, and keeps a chosen value that matches nothing, counted 0', async () => {
    const answer = await listing('price=10-20');
    expect(answer.items.map((p) => p.sku)).toEqual(['EPEN3-KIT-SILVER']);
    const none = await listing('category=accessories&nicotine_strength=12');
    expect(none.total_count).toBe(0);
    expect(countsOf(none).category).toBe('pods (1), accessories (0)*');
    expect((await listing('pack_size=3')).items.map((p) => p.sku)).toEqual(['SAMPLE-EPOD-TRIO']);
  });

  it('sorts by position, price, name and newest, either way', async () => {
    const skus = async (query: string) => (await listing(`category=pods&${query}`)).items.map((p) => p.sku);
    expect(await skus('')).toEqual(['EPOD-GOLDEN-TOBACCO-18', 'EPOD-CRISP-MINT-12', 'EPOD-DARK-CHERRY-6', 'EPOD-MANGO-ICE-18', 'EPEN-BLENDED-TOBACCO-18']);
    // Equal prices keep the catalogue's position.
    expect(await skus('product_list_order=price&product_list_dir=desc')).toEqual([
      'EPEN-BLENDED-TOBACCO-18',
      'EPOD-GOLDEN-TOBACCO-18',
      'EPOD-CRISP-MINT-12',
      'EPOD-DARK-CHERRY-6',
      'EPOD-MANGO-ICE-18',
    ]);
    // Names as the store's language sorts them ("ePen" before "ePod", whatever the case).
    expect(await skus('product_list_order=name')).toEqual([
      'EPEN-BLENDED-TOBACCO-18',
      'EPOD-CRISP-MINT-12',
      'EPOD-DARK-CHERRY-6',
      'EPOD-GOLDEN-TOBACCO-18',
      'EPOD-MANGO-ICE-18',
    ]);
    await t.database.db.update(products).set({ createdAt: sql`now() + interval '1 day'` }).where(eq(products.sku, 'EPOD-DARK-CHERRY-6'));
    referenceTableChanged('products');
    expect((await skus('product_list_order=newest')).slice(0, 2)).toEqual(['EPOD-DARK-CHERRY-6', 'EPEN-BLENDED-TOBACCO-18']);
    expect((await skus('product_list_order=newest&product_list_dir=asc')).at(-1)).toBe('EPOD-DARK-CHERRY-6');
  });

  it('pages: 12 a page on request, and a page past the end shows the last', async () => {
    const second = await listing('product_list_limit=12&p=2');
    expect(second.items.map((p) => p.sku)).toEqual(['EPOD2-TRIAL-KIT']);
    expect(second).toMatchObject({ total_count: 13, current_page: 2, page_size: 12 });
    expect((await listing('product_list_limit=12&p=9')).current_page).toBe(2);
  });

  it('counts and filters what is in stock, and hears a product go out of stock', async () => {
    await t.database.db
      .update(products)
      .set({ qty: 0 })
      .where(inArray(products.sku, ['ACC-CARRY-CASE', 'EPOD-MANGO-ICE-18']));
    referenceTableChanged('products');
    try {
      const answer = await listing('in_stock=1&category=accessories');
      expect(answer.items.map((p) => p.sku)).toEqual(['ACC-USBC-CABLE', 'SAMPLE-EPOD-TRIO', 'POD-RECYCLE-BAG']);
      expect(countsOf(answer).in_stock).toBe('1 (3)*');
      expect(countsOf(answer).category).toBe('devices (4), pods (4), accessories (3)*');
    } finally {
      await t.database.db
        .update(products)
        .set({ qty: 150 })
        .where(inArray(products.sku, ['ACC-CARRY-CASE', 'EPOD-MANGO-ICE-18']));
      referenceTableChanged('products');
    }
  });

  it('sends one statement to load the catalogue, and none for any selection once it is kept', async () => {
    // On PostgreSQL the earlier tests' change notifications arrive on their own time: the catalogue is
    // settled once a call sends nothing.
    await expect.poll(async () => (await withQueryTally(() => shopClient(t).get('category-listing'))).statements.length).toBe(0);
    referenceTableChanged('products');
    const cold = await withQueryTally(() => shopClient(t).get('category-listing?category=devices'));
    expect(cold.result.statusCode).toBe(200);
    expect(cold.statements).toHaveLength(1);
    const warm = await withQueryTally(() => shopClient(t).get('category-listing?flavour_family=fruit&product_list_order=price'));
    expect(warm.result.json().total_count).toBe(2);
    expect(warm.statements).toEqual([]);
  });

  it.each([
    [
      'nicotine_strength=strong',
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'strong', fieldName: 'nicotine_strength' } },
    ],
    ['category=vapes', { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'vapes', fieldName: 'category' } }],
    ['price=20-10', { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: '20-10', fieldName: 'price' } }],
    [
      'product_list_order=popularity',
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'popularity', fieldName: 'product_list_order' } },
    ],
    [
      'product_list_limit=500',
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: '500', fieldName: 'product_list_limit' } },
    ],
    ['p=0', { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: '0', fieldName: 'p' } }],
    ['colour=red', { message: 'Invalid attribute name: %1', parameters: ['colour'] }],
    [`pack_size=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`, { message: 'Invalid value of "%value" provided for the %fieldName field.' }],
  ])('refuses %s with a 400 and Magento’s message', async (query, body) => {
    const res = await shopClient(t).get(`category-listing?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(body);
  });

  it('refuses a repeated or over-long parameter with a 400, never a 500', async () => {
    expect((await shopClient(t).get('category-listing?category=pods&category=devices')).statusCode).toBe(400);
    expect((await shopClient(t).get(`category-listing?category=${'x'.repeat(600)}`)).statusCode).toBe(400);
    expect((await shopClient(t).get('category-listing?price[from]=1')).statusCode).toBe(400);
  });
});
