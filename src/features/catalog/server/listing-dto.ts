import type { StoreSettings } from '../../stores/domain';
import type { Listing, ListingFacets, ListingSelection } from '../domain';
import type { CatalogProduct } from './catalog-product';
import { productDto } from './dto';

/** The filters' attribute codes, as the address and REST's custom_attributes name them. */
const FACET_CODES: Record<keyof ListingFacets, string> = {
  category: 'category',
  flavourFamily: 'flavour_family',
  nicotineStrength: 'nicotine_strength',
  packSize: 'pack_size',
  price: 'price',
  inStock: 'in_stock',
};

/**
 * A category page in one answer: its page of products and, per filter, each value's count (Magento's
 * GraphQL `aggregations` shape: attribute_code and options with value and count).
 */
export function listingDto(
  { items, totalCount, page, facets }: Listing<CatalogProduct>,
  selection: ListingSelection,
  settings: Pick<StoreSettings, 'extraSubscriptionIntervals' | 'brand'>,
  locale: string,
  bySku: ReadonlyMap<string, CatalogProduct>,
) {
  return {
    items: items.map((p) => productDto(p, settings, locale, bySku)),
    total_count: totalCount,
    current_page: page,
    page_size: selection.pageSize,
    aggregations: (Object.keys(FACET_CODES) as (keyof ListingFacets)[]).map((facet) => {
      const options = facet === 'inStock' ? [{ value: '1', ...facets.inStock }] : facets[facet];
      return { attribute_code: FACET_CODES[facet], options: options.map((o) => ({ value: o.value, count: o.count, selected: o.selected })) };
    }),
  };
}
