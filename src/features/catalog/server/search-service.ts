import { ShopError } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { referenceGeneration } from '../../../shared/server/reference-cache';
import { keepRecent } from '../../../shared/server/recent-map';
import type { ResolvedStore } from '../../stores/server';
import {
  CATEGORIES,
  type Category,
  MAX_CATEGORY_SUGGESTIONS,
  MAX_SUGGESTIONS,
  SEARCH_TERM_REQUIRED,
  type StorefrontSearchQuery,
  checkSearchQuery,
  type NamePrefixIndex,
  matchingCategories,
  namePrefixIndex,
  productsByNamePrefix,
  productsResembling,
  textSearchConfigOf,
} from '../domain';
import type { CatalogProduct } from './catalog-product';
import { type SearchPage, searchProductIds } from './search-store';
import { type Catalogue, catalogueOf } from './service';

const DEFAULT_PAGE_SIZE = 20;

/** A query the search can run, or the 400 that says why not (Magento's own notices). */
function checkedQuery(raw: string): { query: string; words: string[] } {
  const check = checkSearchQuery(raw);
  if (!check.ok) throw new ShopError('INVALID_INPUT', check.message, check.parameters);
  return check;
}

/** Magento's quick search: the store's products matching search_term, best first, one page. */
export async function quickSearch(
  db: Executor,
  shop: ResolvedStore,
  criteria: StorefrontSearchQuery['searchCriteria'],
): Promise<SearchPage & { pageSize: number; currentPage: number }> {
  const term = criteria.filter_groups?.[0]?.filters[0];
  if (!term) throw new ShopError('INVALID_INPUT', SEARCH_TERM_REQUIRED, { fieldName: 'search_term' });
  const { words } = checkedQuery(term.value);
  const pageSize = criteria.pageSize ?? DEFAULT_PAGE_SIZE;
  const currentPage = criteria.currentPage ?? 1;
  const page = await searchProductIds(db, {
    storeId: shop.store.id,
    locale: shop.store.locale,
    config: textSearchConfigOf(shop.store.locale),
    words,
    limit: pageSize,
    offset: (currentPage - 1) * pageSize,
  });
  return { ...page, pageSize, currentPage };
}

export interface Suggestions {
  query: string;
  products: CatalogProduct[];
  categories: Category[];
}

/** Suggestions kept per catalogue (a changed product or price makes a new one), at most this many queries each. */
const MAX_KEPT_SUGGESTIONS = 500;
const keptSuggestions = new WeakMap<object, Map<string, Suggestions>>();

/** Each kept catalogue's names by their words' starts, built at its first suggestion (and dropped with it). */
const nameIndexes = new WeakMap<Catalogue, NamePrefixIndex<CatalogProduct>>();

function nameIndexOf(catalogue: Catalogue): NamePrefixIndex<CatalogProduct> {
  let index = nameIndexes.get(catalogue);
  if (!index) {
    index = namePrefixIndex(catalogue.products);
    nameIndexes.set(catalogue, index);
  }
  return index;
}

/**
 * The header's suggestions while a shopper types: the best products and the matching categories, at
 * most MAX_SUGGESTIONS in all. The same query in the same catalogue answers from what was kept.
 *
 * The products come from the kept catalogue's name index, without a statement (a short prefix matches
 * hundreds of products in a large catalogue, and a typo cost pg_trgm 10 to 20 ms at 10,000 products):
 * first the names (in the store's language, accents ignored) with a word starting with each typed word,
 * whole words first, then the closest, then the catalogue's order; then, while the list has room, the
 * names that resemble the query as pg_trgm's `<%` finds them (word similarity ≥ 0.6), the most similar
 * first, as the database's search ranks a typo. What the database's search finds besides (stems, the
 * category and the descriptions) the results page shows. Only while nothing is kept (no change feed: the
 * catalogue is loaded for each request) does the database's search answer, as the results page's does.
 */
export async function suggest(db: Executor, shop: ResolvedStore, raw: string): Promise<Suggestions> {
  const { query, words } = checkedQuery(raw);
  const catalogue = await catalogueOf(db, shop);
  let kept = keptSuggestions.get(catalogue);
  if (!kept) {
    kept = new Map();
    keptSuggestions.set(catalogue, kept);
  }
  const key = words.join(' ');
  const known = kept.get(key);
  if (known) return { ...known, query };
  const categories = matchingCategories(words, CATEGORIES).slice(0, MAX_CATEGORY_SUGGESTIONS);
  const limit = MAX_SUGGESTIONS - categories.length;
  let products: CatalogProduct[];
  if (referenceGeneration() === undefined) {
    const { hits } = await searchProductIds(db, {
      storeId: shop.store.id,
      locale: shop.store.locale,
      config: textSearchConfigOf(shop.store.locale),
      words,
      limit,
      offset: 0,
    });
    products = hits.map((hit) => catalogue.byId.get(hit.id)).filter((p): p is CatalogProduct => p !== undefined);
  } else {
    const names = nameIndexOf(catalogue);
    products = productsByNamePrefix(names, words, limit).products;
    if (products.length < limit) {
      for (const { product } of productsResembling(names, words, limit - products.length, new Set(products))) products.push(product);
    }
  }
  const answer = { query, products, categories };
  keepRecent(kept, key, answer, MAX_KEPT_SUGGESTIONS);
  return answer;
}
