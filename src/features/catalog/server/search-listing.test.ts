import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { countsOf, type ListingAnswer } from './testing';

const PODS = ['EPOD-GOLDEN-TOBACCO-18', 'EPOD-CRISP-MINT-12', 'EPOD-DARK-CHERRY-6', 'EPOD-MANGO-ICE-18', 'EPEN-BLENDED-TOBACCO-18'];

describe("the search's results page: the category pages' filters, orders and pages over what the query finds", () => {
  let t: TestApp;
  const listing = async (query: string, store = 'default'): Promise<ListingAnswer> => {
    const res = await t.request({ method: 'GET', url: `/rest/${store}/V1/search-listing?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const skus = (answer: ListingAnswer) => answer.items.map((p) => p.sku);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("counts each filter's values over the query's matches only", async () => {
    // 'epod': ten of the thirteen products (the ePod cartridges and kits, the trio, and the products that name ePod in their description).
    const answer = await listing('q=epod');
    expect(answer.total_count).toBe(10);
    expect(answer.current_page).toBe(1);
    expect(answer.page_size).toBe(24);
    expect(new Set(skus(answer))).toEqual(new Set([...PODS, 'EPOD2-TRIAL-KIT', 'EPOD2-KIT-BLACK', 'EPOD2-KIT-BLUE', 'SAMPLE-EPOD-TRIO', 'ACC-USBC-CABLE']));
    expect(countsOf(answer)).toEqual({
      // The whole catalogue has 4 devices and 4 accessories: the ePen 3 kit and two accessories are not found.
      category: 'devices (3), pods (5), accessories (2)',
      flavour_family: 'tobacco (2), menthol (1), fruit (2)',
      nicotine_strength: '6 (1), 12 (1), 18 (3)',
      pack_size: '1 (4), 2 (5), 3 (1)',
      // Up to £9.99: bands of £1.
      price: '1-2 (2), 4-5 (1), 5-6 (4), 6-7 (1), 9-10 (2)',
      in_stock: '1 (10)',
    });
    const tobacco = await listing('q=tobacco');
    expect(skus(tobacco)).toEqual(['EPOD-GOLDEN-TOBACCO-18', 'EPEN-BLENDED-TOBACCO-18', 'SAMPLE-EPOD-TRIO']);
    expect(countsOf(tobacco)).toEqual({
      category: 'pods (2), accessories (1)',
      flavour_family: 'tobacco (2)',
      nicotine_strength: '18 (2)',
      pack_size: '2 (2), 3 (1)',
      price: '1-2 (1), 5-6 (1), 6-7 (1)',
      in_stock: '1 (3)',
    });
  });

  it('counts as layered navigation does: each filter over what the query and every other filter let through', async () => {
    const pods = await listing('q=epod&category=pods');
    expect(skus(pods)).toEqual(PODS);
    expect(countsOf(pods)).toEqual({
      category: 'devices (3), pods (5)*, accessories (2)',
      flavour_family: 'tobacco (2), menthol (1), fruit (2)',
      nicotine_strength: '6 (1), 12 (1), 18 (3)',
      pack_size: '2 (5)',
      price: '5-6 (4), 6-7 (1)',
      in_stock: '1 (5)',
    });
    const strong = await listing('q=epod&category=pods&nicotine_strength=18&flavour_family=tobacco');
    expect(skus(strong)).toEqual(['EPOD-GOLDEN-TOBACCO-18', 'EPEN-BLENDED-TOBACCO-18']);
    expect(countsOf(strong)).toMatchObject({ flavour_family: 'tobacco (2)*, fruit (1)', nicotine_strength: '18 (2)*', category: 'pods (2)*' });
    // A typo's matches are counted as well.
    expect(countsOf(await listing('q=tobaco')).category).toBe('pods (2)');
  });

  it('lists by relevance unless asked for price, name or newest, and pages', async () => {
    expect(skus(await listing('q=cartridge&product_list_order=price&product_list_dir=desc'))).toEqual([
      'EPEN-BLENDED-TOBACCO-18',
      'EPOD-GOLDEN-TOBACCO-18',
      'EPOD-CRISP-MINT-12',
      'EPOD-DARK-CHERRY-6',
      'EPOD-MANGO-ICE-18',
    ]);
    expect(skus(await listing('q=kit&product_list_order=name'))).toEqual(['EPEN3-KIT-SILVER', 'EPOD2-KIT-BLACK', 'EPOD2-KIT-BLUE']);
    expect(skus(await listing('q=kit&product_list_order=price'))).toEqual(['EPOD2-KIT-BLACK', 'EPOD2-KIT-BLUE', 'EPEN3-KIT-SILVER']);
    // Relevance is the search's own order: the quick search's, best first.
    const quick = await t.request({
      method: 'GET',
      url: '/rest/default/V1/search?searchCriteria[requestName]=quick_search_container&searchCriteria[filter_groups][0][filters][0][field]=search_term&searchCriteria[filter_groups][0][filters][0][value]=epod',
    });
    const ids = (quick.json() as { items: { id: number }[] }).items.map((i) => i.id);
    const relevance = await listing('q=epod');
    expect(relevance.items.map((p) => (p as unknown as { id: number }).id)).toEqual(ids);
    // A page past the last shows the last one: the ten matches fit on one page of twelve.
    const first = await listing('q=epod&product_list_limit=12&p=2');
    expect(first.current_page).toBe(1);
    expect(first.items).toHaveLength(10);
  });

  it("searches in the store's language", async () => {
    const french = await listing('q=menthe', 'fr');
    // The trio's French description names 'menthe' too.
    expect(skus(french)).toEqual(['EPOD-CRISP-MINT-12', 'SAMPLE-EPOD-TRIO']);
    expect(countsOf(french)).toMatchObject({ category: 'pods (1), accessories (1)', flavour_family: 'menthol (1)' });
  });

  it("refuses a query the search cannot take, and a category page's listing refuses q", async () => {
    const short = await t.request({ method: 'GET', url: '/rest/default/V1/search-listing?q=ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Minimum Search query length is %1', parameters: ['3'] });
    const none = await t.request({ method: 'GET', url: '/rest/default/V1/search-listing' });
    expect(none.json()).toEqual({ message: 'Minimum Search query length is %1', parameters: ['3'] });
    const category = await shopClient(t).get('category-listing?q=epod');
    expect(category.statusCode).toBe(400);
    expect(category.json()).toEqual({ message: 'Invalid attribute name: %1', parameters: ['q'] });
    const bad = await t.request({ method: 'GET', url: '/rest/default/V1/search-listing?q=epod&product_list_order=rating' });
    expect(bad.statusCode).toBe(400);
  });

  it('finds nothing for a word no product has, every count empty', async () => {
    const answer = await listing('q=strawberry');
    expect(answer.total_count).toBe(0);
    expect(countsOf(answer)).toEqual({ category: '', flavour_family: '', nicotine_strength: '', pack_size: '', price: '', in_stock: '1 (0)' });
  });
});
