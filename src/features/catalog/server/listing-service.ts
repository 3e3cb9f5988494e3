import type { Executor } from '../../../shared/server/db';
import { keepRecent } from '../../../shared/server/recent-map';
import type { ResolvedStore } from '../../stores/server';
import { type Listing, type ListingSelection, listCatalogue, sortForListing, textSearchConfigOf } from '../domain';
import type { CatalogProduct } from './catalog-product';
import { searchProductIds } from './search-store';
import { type Catalogue, catalogueOf } from './service';

/** One collator per locale, made once: names sort as the store's language sorts them. */
const collators = new Map<string, Intl.Collator>();

function collatorOf(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale.replace('_', '-'), { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Each kept catalogue in each order it was listed in, sorted once: a catalogue changes only by being
 * replaced (its cache dropped), and these go with it.
 */
const sortedCatalogues = new WeakMap<readonly CatalogProduct[], Map<string, CatalogProduct[]>>();

function sortedOf(products: readonly CatalogProduct[], selection: ListingSelection, locale: string): CatalogProduct[] {
  let byOrder = sortedCatalogues.get(products);
  if (!byOrder) {
    byOrder = new Map();
    sortedCatalogues.set(products, byOrder);
  }
  const key = `${selection.order} ${selection.direction}`;
  let sorted = byOrder.get(key);
  if (!sorted) {
    sorted = sortForListing(products, selection, collatorOf(locale));
    byOrder.set(key, sorted);
  }
  return sorted;
}

/** Searches kept per catalogue (their products, best first), at most this many queries each. */
const MAX_KEPT_SEARCHES = 100;
const keptSearches = new WeakMap<Catalogue, Map<string, CatalogProduct[]>>();

/** Every product of the catalogue the words find, best first: one search, whatever the filters, order and page. */
async function searchMatches(db: Executor, shop: ResolvedStore, catalogue: Catalogue, words: readonly string[]): Promise<CatalogProduct[]> {
  let kept = keptSearches.get(catalogue);
  if (!kept) {
    kept = new Map();
    keptSearches.set(catalogue, kept);
  }
  const key = words.join(' ');
  let matches = kept.get(key);
  if (!matches) {
    const { hits } = await searchProductIds(db, {
      storeId: shop.store.id,
      locale: shop.store.locale,
      config: textSearchConfigOf(shop.store.locale),
      words,
      limit: null,
      offset: 0,
    });
    // A product changed since the catalogue was built is left out until it is rebuilt, as the lists do.
    matches = hits.map((hit) => catalogue.byId.get(hit.id)).filter((p): p is CatalogProduct => p !== undefined);
    keepRecent(kept, key, matches, MAX_KEPT_SEARCHES);
  }
  return matches;
}

/**
 * A category page's products and filter counts, from the store's kept catalogue (no statement once it is
 * loaded). With a search's words (the results page), the same listing over the products they find: the
 * filters counted over those, 'position' their relevance, any other order the catalogue's.
 */
export async function categoryListing(
  db: Executor,
  shop: ResolvedStore,
  selection: ListingSelection,
  searchWords: readonly string[] | null = null,
): Promise<{ listing: Listing<CatalogProduct>; bySku: ReadonlyMap<string, CatalogProduct> }> {
  const catalogue = await catalogueOf(db, shop);
  let products: readonly CatalogProduct[];
  if (searchWords === null) products = sortedOf(catalogue.products, selection, shop.store.locale);
  else {
    const matches = await searchMatches(db, shop, catalogue, searchWords);
    if (selection.order === 'position') products = selection.direction === 'asc' ? matches : [...matches].reverse();
    else {
      const found = new Set(matches);
      products = sortedOf(catalogue.products, selection, shop.store.locale).filter((p) => found.has(p));
    }
  }
  return { listing: listCatalogue(products, selection), bySku: catalogue.bySku };
}
