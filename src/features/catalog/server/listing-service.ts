import type { Executor } from '../../../shared/server/db';
import type { ResolvedStore } from '../../stores/server';
import { type Listing, type ListingSelection, listCatalogue, sortForListing } from '../domain';
import type { CatalogProduct } from './catalog-product';
import { catalogueOf } from './service';

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

/** A category page's products and filter counts, from the store's kept catalogue (no statement once it is loaded). */
export async function categoryListing(
  db: Executor,
  shop: ResolvedStore,
  selection: ListingSelection,
): Promise<{ listing: Listing<CatalogProduct>; bySku: ReadonlyMap<string, CatalogProduct> }> {
  const catalogue = await catalogueOf(db, shop);
  return { listing: listCatalogue(sortedOf(catalogue.products, selection, shop.store.locale), selection), bySku: catalogue.bySku };
}
