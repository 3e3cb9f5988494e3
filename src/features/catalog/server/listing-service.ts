import type { Executor } from '../../../shared/server/db';
import type { ResolvedStore } from '../../stores/server';
import { type Listing, type ListingSelection, listCatalogue } from '../domain';
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

/** A category page's products and filter counts, from the store's kept catalogue (no statement once it is loaded). */
export async function categoryListing(
  db: Executor,
  shop: ResolvedStore,
  selection: ListingSelection,
): Promise<{ listing: Listing<CatalogProduct>; bySku: ReadonlyMap<string, CatalogProduct> }> {
  const catalogue = await catalogueOf(db, shop);
  return { listing: listCatalogue(catalogue.products, selection, collatorOf(shop.store.locale)), bySku: catalogue.bySku };
}
