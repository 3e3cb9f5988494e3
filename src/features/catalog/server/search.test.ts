import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { productTranslations, products } from '../../../db/schema';
import { withQueryTally } from '../../../shared/server/query-count';
import { changeFeedLive, referenceTableChanged } from '../../../shared/server/reference-cache';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { namePrefixIndex, productsResembling, searchWords, textSearchConfigOf } from '../domain';
import { searchStatement } from './search-store';

const searchPath = (term: string, extra = '', store = 'default') =>
  `/rest/${store}/V1/search?searchCriteria[requestName]=quick_search_container&searchCriteria[filter_groups][0][filters][0][field]=search_term&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(term)}${extra}`;

interface SearchAnswer {
  items: { id: number; custom_attributes: { attribute_code: string; value: string }[] }[];
  total_count: number;
  search_criteria: unknown;
  aggregations: unknown;
}

describe('storefront search', () => {
  let t: TestApp;
  let skuOf: Map<number, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const all = await t.database.db.select({ id: products.id, sku: products.sku }).from(products);
    skuOf = new Map(all.map((p) => [p.id, p.sku]));
  });
  const idOf = (sku: string) => [...skuOf].find(([, known]) => known === sku)?.[0] ?? 0;
  afterAll(() => t.close());

  async function search(term: string, store = 'default'): Promise<string[]> {
    const res = await t.request({ method: 'GET', url: searchPath(term, '', store) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as SearchAnswer).items.map((item) => skuOf.get(item.id) ?? `unknown ${item.id}`);
  }

  const PODS = ['EPOD-GOLDEN-TOBACCO-18', 'EPOD-CRISP-MINT-12', 'EPOD-DARK-CHERRY-6', 'EPOD-MANGO-ICE-18', 'EPEN-BLENDED-TOBACCO-18'];

  // A query and the products that must come first, in this order (a set where the order between them is free).
  it.each<[string, string[] | Set<string>]>([
    ['mint', ['EPOD-CRISP-MINT-12']],
    ['Crisp Mint', ['EPOD-CRISP-MINT-12']],
    ['mango ice', ['EPOD-MANGO-ICE-18']],
    ['cherry 6mg', ['EPOD-DARK-CHERRY-6']],
    ['usb-c cable', ['ACC-USBC-CABLE']],
    ['recycling', ['POD-RECYCLE-BAG']],
    ['carry case', ['ACC-CARRY-CASE']],
    // A word's start, as a shopper types it.
    ['cartr', new Set(PODS)],
    // A singular finds the plural (and the stem: 'charging' finds 'charge').
    ['cartridge', new Set(PODS)],
    ['charging', ['ACC-USBC-CABLE']],
    ['epen', new Set(['EPEN3-KIT-SILVER', 'EPEN-BLENDED-TOBACCO-18'])],
    // Typos.
    ['tobaco', new Set(['EPOD-GOLDEN-TOBACCO-18', 'EPEN-BLENDED-TOBACCO-18'])],
    ['cartrige', new Set(PODS)],
    ['golden tobbaco', ['EPOD-GOLDEN-TOBACCO-18']],
  ])('%s → %o first', async (query, expected) => {
    const found = await search(query);
    if (Array.isArray(expected)) expect(found.slice(0, expected.length)).toEqual(expected);
    else expect(new Set(found.slice(0, expected.size))).toEqual(expected);
  });

  it('a plural finds the singular: devices → the device kits before any other product', async () => {
    const found = await search('devices');
    expect(found.slice(0, 4).sort()).toEqual(['EPEN3-KIT-SILVER', 'EPOD2-KIT-BLACK', 'EPOD2-KIT-BLUE', 'EPOD2-TRIAL-KIT']);
  });

  it('finds nothing for a word no product has, and the count says so', async () => {
    const res = await t.request({ method: 'GET', url: searchPath('strawberry') });
    expect(res.json()).toMatchObject({ items: [], total_count: 0 });
  });

  it("answers as Magento's search: ids with their score, best first, the criteria and the whole count", async () => {
    const res = await t.request({ method: 'GET', url: searchPath('tobacco', '&searchCriteria[pageSize]=1&searchCriteria[currentPage]=2') });
    expect(res.statusCode).toBe(200);
    const body = res.json() as SearchAnswer;
    expect(body.total_count).toBeGreaterThanOrEqual(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0].custom_attributes).toEqual([{ attribute_code: 'score', value: expect.stringMatching(/^\d+(\.\d+)?(e-?\d+)?$/) }]);
    expect(body.aggregations).toEqual({ buckets: [], bucket_names: [] });
    expect(body.search_criteria).toEqual({
      request_name: 'quick_search_container',
      filter_groups: [{ filters: [{ field: 'search_term', value: 'tobacco', condition_type: 'eq' }] }],
      page_size: 1,
      current_page: 2,
    });
    const scores = ((await t.request({ method: 'GET', url: searchPath('tobacco') })).json() as SearchAnswer).items.map((i) =>
      Number(i.custom_attributes[0].value),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // A page past the last one: no items, the count still told.
    const past = (await t.request({ method: 'GET', url: searchPath('tobacco', '&searchCriteria[pageSize]=5&searchCriteria[currentPage]=9') })).json();
    expect(past).toMatchObject({ items: [], total_count: body.total_count });
  });

  // Each store searches its own language: the translation where the product has one for the store's locale,
  // its own (English) texts otherwise, accents ignored on both sides.
  const STORE_QUERIES: [string, string, string[] | Set<string>][] = [
    // French.
    ['fr', 'menthe', ['EPOD-CRISP-MINT-12']],
    ['fr', 'Menthe Fraîche', ['EPOD-CRISP-MINT-12']],
    ['fr', 'fraiche', ['EPOD-CRISP-MINT-12']],
    ['fr', 'MANGUE GLACEE', ['EPOD-MANGO-ICE-18']],
    ['fr', 'cerise', ['EPOD-DARK-CHERRY-6']],
    ['fr', 'etui cuir', ['ACC-CARRY-CASE']],
    ['fr', 'cable', ['ACC-USBC-CABLE']],
    ['fr', 'decouverte', ['SAMPLE-EPOD-TRIO']],
    ['fr', 'cartouches', new Set(PODS)],
    ['fr', 'tabbac', new Set(['EPOD-GOLDEN-TOBACCO-18', 'EPEN-BLENDED-TOBACCO-18'])],
    // German.
    ['de', 'Minze', ['EPOD-CRISP-MINT-12']],
    ['de', 'kirsche', ['EPOD-DARK-CHERRY-6']],
    ['de', 'rucksendebeutel', ['POD-RECYCLE-BAG']],
    ['de', 'Ladekabel', ['ACC-USBC-CABLE']],
    ['de', 'gerate kit', new Set(['EPOD2-KIT-BLACK', 'EPOD2-KIT-BLUE', 'EPEN3-KIT-SILVER'])],
    ['de', 'kirrsche', ['EPOD-DARK-CHERRY-6']],
    ['de', 'frishe minze', ['EPOD-CRISP-MINT-12']],
    // Mexican Spanish.
    ['mx', 'menta', ['EPOD-CRISP-MINT-12']],
    ['mx', 'cereza negra', ['EPOD-DARK-CHERRY-6']],
    ['mx', 'estuche', ['ACC-CARRY-CASE']],
    ['mx', 'trio muestras', ['SAMPLE-EPOD-TRIO']],
    ['mx', 'prueba 14 dias', ['EPOD2-TRIAL-KIT']],
    ['mx', 'tabacco', new Set(['EPOD-GOLDEN-TOBACCO-18', 'EPEN-BLENDED-TOBACCO-18'])],
    // Brazilian Portuguese.
    ['br', 'manga gelada', ['EPOD-MANGO-ICE-18']],
    ['br', 'cereja', ['EPOD-DARK-CHERRY-6']],
    ['br', 'couro', ['ACC-CARRY-CASE']],
    ['br', 'gratis', ['EPOD2-KIT-BLACK']],
    ['br', 'reciclagem', ['POD-RECYCLE-BAG']],
    ['br', 'refrescamte', ['EPOD-CRISP-MINT-12']],
  ];
  it.each(STORE_QUERIES)('%s: %s → %o first', async (store, query, expected) => {
    const found = await search(query, store);
    if (Array.isArray(expected)) expect(found.slice(0, expected.length)).toEqual(expected);
    else expect(new Set(found.slice(0, expected.size))).toEqual(expected);
  });

  it("finds a translated product by the store's words, not by its English ones", async () => {
    expect(await search('crisp mint', 'fr')).toEqual([]);
    expect(await search('menthe', 'default')).toEqual([]);
  });

  it("stems a product without a translation for the store's locale with the store's language: 'with' is an English stop word, not a Dutch one", async () => {
    expect(await search('with', 'default')).toEqual([]);
    expect(await search('with', 'nl')).toContain('EPOD2-KIT-BLACK');
  });

  it('finds a translation by its new words once it changes', async () => {
    const suggested = async (query: string) =>
      ((await t.request({ method: 'GET', url: `/rest/fr/V1/search/suggestions?q=${query}` })).json() as { products: { name: string }[] }).products.map(
        (p) => p.name,
      );
    const mint = and(eq(productTranslations.locale, 'fr-FR'), eq(productTranslations.productId, idOf('EPOD-CRISP-MINT-12')));
    expect(await suggested('poivr')).toEqual([]);
    try {
      await t.database.db.update(productTranslations).set({ name: 'Cartouches ePod Menthe Poivrée 12 mg (lot de 2)' }).where(mint);
      referenceTableChanged('product_translations');
      expect(await suggested('poivr')).toEqual(['Cartouches ePod Menthe Poivrée 12 mg (lot de 2)']);
      expect(await search('menthe poivree', 'fr')).toEqual(['EPOD-CRISP-MINT-12']);
    } finally {
      await t.database.db.update(productTranslations).set({ name: 'Cartouches ePod Menthe Fraîche 12 mg (lot de 2)' }).where(mint);
      referenceTableChanged('product_translations');
    }
  });

  it("names each locale's text search configuration as the domain does", async () => {
    for (const locale of ['en-GB', 'en-US', 'fr-FR', 'de-DE', 'nl-NL', 'es-MX', 'pt-BR', 'cy', 'pl_PL', 'PT-pt']) {
      const rows = (await t.database.db.execute(sql`select shop_search_config(${locale})::text as config`)) as unknown as { rows: { config: string }[] };
      expect(rows.rows[0].config, locale).toBe(textSearchConfigOf(locale));
    }
  });

  it('finds only what the store sells, and a disabled product nowhere', async () => {
    try {
      await t.database.db.update(products).set({ isEnabled: false }).where(eq(products.sku, 'EPOD-MANGO-ICE-18'));
      referenceTableChanged('products');
      expect(await search('mango')).toEqual([]);
      const suggestions = (await shopClient(t).get('search/suggestions?q=mango')).json();
      expect(suggestions.products).toEqual([]);
    } finally {
      await t.database.db.update(products).set({ isEnabled: true }).where(eq(products.sku, 'EPOD-MANGO-ICE-18'));
      referenceTableChanged('products');
    }
    expect(await search('mango')).toEqual(['EPOD-MANGO-ICE-18']);
  });

  it.each([
    ['english', 'en-GB'],
    ['french', 'fr-FR'],
    ['german', 'de-DE'],
    ['simple', 'cy'],
  ] as const)("can use the %s indexes: the statement's conditions are the indexes' expressions", async (config, locale) => {
    await t.database.db.transaction(async (tx) => {
      // The demo catalogue is small enough for a sequential scan; without one the planner must take the indexes or fail to plan.
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const text = searchStatement(config, false)
        .replace('$1', '1')
        .replace(/\$2/g, "'mint'")
        .replace('$3', '8')
        .replace('$4', '0')
        .replace(/\$5/g, `'${locale}'`);
      const explain = async (statement: string) =>
        ((await tx.execute(sql.raw(`explain ${statement}`))) as unknown as { rows: Record<string, unknown>[] }).rows
          .map((row) => String(Object.values(row)[0]))
          .join('\n');
      expect(await explain(text)).toContain(`products_search_${config}`);
      // The translations' branch without its locale: a catalogue this small reads the locale's few rows by the primary key.
      const translated = text.slice(text.indexOf('select t.product_id'), text.indexOf('union all')).replace(`t.locale = '${locale}' and `, '');
      expect(await explain(translated)).toContain(`product_translations_search_${config}`);
    });
  });

  it('finds typos in the names as pg_trgm does: one letter inserted, left out or changed in every word of the names, alone and after the word before', async () => {
    for (const locale of ['en-GB', 'fr-FR', 'de-DE']) {
      const names = (
        (await t.database.db.execute(
          sql`select p.id, coalesce(t.name, p.name) as name, p.sort_order as "sortOrder" from products p left join product_translations t on t.product_id = p.id and t.locale = ${locale}`,
        )) as unknown as { rows: { id: number; name: string; sortOrder: number }[] }
      ).rows;
      const index = namePrefixIndex(names);
      const typosOf = (word: string) => {
        const typos = new Set<string>();
        for (let i = 0; i <= word.length; i++) {
          typos.add(`${word.slice(0, i)}e${word.slice(i)}`);
          if (i < word.length) {
            typos.add(word.slice(0, i) + word.slice(i + 1));
            typos.add(`${word.slice(0, i)}q${word.slice(i + 1)}`);
          }
        }
        return typos;
      };
      const queries = new Set<string>();
      for (const name of names) {
        const words = searchWords(name.name);
        words.forEach((word, i) => {
          for (const typo of typosOf(word)) {
            queries.add(typo);
            if (i > 0) queries.add(`${words[i - 1]} ${typo}`);
          }
        });
      }
      const typed = [...queries].map((query) => searchWords(query).join(' ')).filter((query) => query.length >= 3);
      // pg_trgm's answer for each query: the names it resembles (<%), with word_similarity, as the search ranks them.
      const rows = (
        (await t.database.db.execute(
          sql`select q.ordinality::int as query, p.id, word_similarity(shop_unaccent(q.value), shop_unaccent(coalesce(t.name, p.name)))::float8 as similarity
              from json_array_elements_text(${JSON.stringify(typed)}::json) with ordinality q
              cross join products p left join product_translations t on t.product_id = p.id and t.locale = ${locale}
              where shop_unaccent(q.value) <% shop_unaccent(coalesce(t.name, p.name))
              order by q.ordinality, similarity desc, p.sort_order, p.id`,
        )) as unknown as { rows: { query: number; id: number; similarity: number }[] }
      ).rows;
      const expected = typed.map(() => [] as [number, number][]);
      for (const row of rows) expected[row.query - 1].push([row.id, row.similarity]);
      let resembling = 0;
      typed.forEach((query, i) => {
        const found = productsResembling(index, searchWords(query)).map(({ product, similarity }): [number, number] => [product.id, similarity]);
        expect(found, `${locale} '${query}'`).toEqual(expected[i]);
        // The suggestions ask for the first few, past the names the words start: the same as the first of all.
        const first = productsResembling(index, searchWords(query), 3).map(({ product, similarity }): [number, number] => [product.id, similarity]);
        expect(first, `${locale} '${query}', the first 3`).toEqual(expected[i].slice(0, 3));
        if (found.length > 0) resembling++;
      });
      // Both kinds are there in numbers: queries some names resemble, and queries none does.
      expect(resembling, locale).toBeGreaterThan(typed.length / 4);
      expect(typed.length - resembling, locale).toBeGreaterThan(typed.length / 10);
    }
  });

  describe('suggestions', () => {
    it('suggests the names a typo resembles, most similar first, after the names the words start, without a statement', async () => {
      const client = shopClient(t);
      const names = async (q: string) =>
        ((await client.get(`search/suggestions?q=${encodeURIComponent(q)}`)).json().products as { name: string }[]).map((p) => p.name);
      // The catalogue kept (on PostgreSQL the earlier tests' change notifications arrive on their own time).
      await expect.poll(async () => (await withQueryTally(() => client.get('search/suggestions?q=zzzz'))).statements.length).toBe(0);
      const typo = await withQueryTally(() => client.get('search/suggestions?q=golden%20tobbaco'));
      expect(typo.statements).toEqual([]);
      expect(typo.result.json().products.map((p: { name: string }) => p.name)[0]).toBe('ePod Cartridges Golden Tobacco 18mg (2 pack)');
      expect(new Set((await names('tobaco')).slice(0, 2))).toEqual(
        new Set(['ePod Cartridges Golden Tobacco 18mg (2 pack)', 'ePen 3 Cartridges Blended Tobacco 18mg (2 pack)']),
      );
      // 'cartrige': no name has a word starting so; the five cartridges' names resemble it.
      expect(await names('cartrige')).toHaveLength(5);
      expect(await names('qwxz')).toEqual([]);
    });

    it('names the best products and the matching categories, at most eight', async () => {
      const res = await shopClient(t).get('search/suggestions?q=pod');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.query).toBe('pod');
      expect(body.categories).toEqual([{ code: 'pods', label: 'Pods & Cartridges' }]);
      // The names with a word starting 'pod' ('ePod' does not, nor does it resemble 'pod' enough): the category names the cartridges.
      expect(body.products.map((p: { name: string }) => p.name)).toEqual(['Pod Recycling Return Bag', 'ePod Flavour Sample Trio (3 single pods)']);
      const epod = (await shopClient(t).get('search/suggestions?q=epo')).json();
      expect(epod.categories).toEqual([]);
      expect(epod.products).toHaveLength(8);
      const mint = (await shopClient(t).get('search/suggestions?q=crisp%20mi')).json();
      expect(mint.categories).toEqual([]);
      expect(mint.products[0]).toEqual({
        id: expect.any(Number),
        sku: 'EPOD-CRISP-MINT-12',
        name: 'ePod Cartridges Crisp Mint 12mg (2 pack)',
        url_key: 'epod-cartridges-crisp-mint-12mg',
        price: 5.99,
        image: '/media/catalog/product/v1/pod-2f9e7c.svg',
      });
      expect((await shopClient(t).get('search/suggestions?q=access')).json().categories).toEqual([{ code: 'accessories', label: 'Accessories' }]);
    });

    it("asks the database's search while nothing is kept (no change feed): stems, categories and descriptions too", async () => {
      const names = async () => ((await shopClient(t).get('search/suggestions?q=acc')).json().products as { name: string }[]).map((p) => p.name);
      expect(await names()).toEqual([]);
      changeFeedLive(false);
      try {
        const asked = await withQueryTally(() => shopClient(t).get('search/suggestions?q=acc'));
        // The catalogue's load and the search.
        expect(asked.statements.length).toBeGreaterThanOrEqual(2);
        expect(asked.result.json().products.map((p: { name: string }) => p.name)).toContain('Leather Device Carry Case');
      } finally {
        changeFeedLive(true);
      }
    });

    it('answers the same query again from what it kept, until a product changes', async () => {
      const client = shopClient(t);
      const first = (await client.get('search/suggestions?q=carry')).json();
      expect(first.products.map((p: { name: string }) => p.name)).toEqual(['Leather Device Carry Case']);
      expect((await client.get('search/suggestions?q=%20Carry%20%20')).json()).toEqual({ ...first, query: 'Carry' });
      try {
        await t.database.db.update(products).set({ name: 'Leather Carry Pouch' }).where(eq(products.sku, 'ACC-CARRY-CASE'));
        referenceTableChanged('products');
        expect((await client.get('search/suggestions?q=carry')).json().products.map((p: { name: string }) => p.name)).toEqual(['Leather Carry Pouch']);
      } finally {
        await t.database.db.update(products).set({ name: 'Leather Device Carry Case' }).where(eq(products.sku, 'ACC-CARRY-CASE'));
        referenceTableChanged('products');
      }
    });
  });

  describe('validation', () => {
    const client = () => shopClient(t);

    it.each([
      ['ab', 'Minimum Search query length is %1', ['3']],
      ['  a  ', 'Minimum Search query length is %1', ['3']],
      ['!!!***', 'Minimum Search query length is %1', ['3']],
      ['x'.repeat(129), 'Maximum Search query length is %1', ['128']],
    ])('refuses %j with a 400 and says why', async (term, message, parameters) => {
      const res = await t.request({ method: 'GET', url: searchPath(term) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, parameters });
      const suggestions = await client().get(`search/suggestions?q=${encodeURIComponent(term)}`);
      expect(suggestions.statusCode).toBe(400);
      expect(suggestions.json()).toEqual({ message, parameters });
    });

    it('refuses criteria Magento would refuse, with a 400 naming the field', async () => {
      const bad = [
        '/rest/default/V1/search',
        '/rest/default/V1/search?searchCriteria',
        '/rest/default/V1/search?searchCriteria[requestName]=advanced_search_container&searchCriteria[filter_groups][0][filters][0][field]=search_term&searchCriteria[filter_groups][0][filters][0][value]=mint',
        '/rest/default/V1/search?searchCriteria[requestName]=quick_search_container&searchCriteria[filter_groups][0][filters][0][field]=password&searchCriteria[filter_groups][0][filters][0][value]=mint',
        `${searchPath('mint')}&searchCriteria[pageSize]=301`,
        `${searchPath('mint')}&searchCriteria[currentPage]=0`,
        `${searchPath('mint')}&searchCriteria[pageSize]=abc`,
        `/rest/default/V1/search?searchCriteria[requestName]=quick_search_container&searchCriteria[filter_groups][0][filters][0][field]=search_term&searchCriteria[filter_groups][0][filters][0][value]=${'y'.repeat(600)}`,
        '/rest/default/V1/search?searchCriteria[requestName][]=quick_search_container',
        '/rest/default/V1/search/suggestions',
        '/rest/default/V1/search/suggestions?q[]=mint',
        '/rest/default/V1/search/suggestions?q[a]=mint',
      ];
      for (const url of bad) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(typeof res.json().message, url).toBe('string');
        expect(res.json(), url).toHaveProperty('parameters');
      }
      const missingTerm = await t.request({ method: 'GET', url: '/rest/default/V1/search?searchCriteria[requestName]=quick_search_container' });
      expect(missingTerm.json()).toEqual({ message: 'The search_term filter is required.', parameters: { fieldName: 'search_term' } });
    });

    it("takes a query language's syntax as plain words", async () => {
      for (const term of ["mint & | ! ( ) : * ' \\", 'mint:*', "mint' or 1=1 --", 'crisp <-> mint', '%mint%_']) {
        expect((await search(term))[0], term).toBe('EPOD-CRISP-MINT-12');
      }
    });

    it('reads letters and digits that lose their accents as punctuation as words of their own', async () => {
      // unaccent writes '½' as '1/2', '⑴' as '(1)' and 'ʼ' as an apostrophe: none of it reaches the query parser.
      expect((await search('ʼmint'))[0]).toBe('EPOD-CRISP-MINT-12');
      expect((await search('ʼmenthe', 'fr'))[0]).toBe('EPOD-CRISP-MINT-12');
      for (const store of ['default', 'fr']) {
        expect(await search('⑴ crisp', store), '⑴ crisp').toEqual(store === 'fr' ? [] : ['EPOD-CRISP-MINT-12']);
        for (const term of ['ʼʼʼ', '½ ⅷ ℡']) expect(await search(term, store), term).toEqual([]);
      }
    });

    it('never fails on odd input: any text is a 200 or a 400', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (text) => {
          const suggestions = await client().get(`search/suggestions?q=${encodeURIComponent(text)}`);
          expect([200, 400], `${JSON.stringify(text)}: ${suggestions.body}`).toContain(suggestions.statusCode);
          const results = await t.request({ method: 'GET', url: searchPath(text) });
          expect([200, 400], `${JSON.stringify(text)}: ${results.body}`).toContain(results.statusCode);
        }),
        { numRuns: 150 },
      );
    });
  });
});
