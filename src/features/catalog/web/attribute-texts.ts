import type { CategoryCode, ListingDirection, ListingOrder } from '../domain/catalogue-listing';
import type { FlavourFamily } from '../domain/product-attributes';

/** The catalogue's texts of attribute values, by value: one place for the filters and the product page. */
export const CATEGORY_TEXT_KEYS = {
  devices: 'catalogueFilters.category.devices',
  pods: 'catalogueFilters.category.pods',
  accessories: 'catalogueFilters.category.accessories',
} as const satisfies Record<CategoryCode, string>;

export const FLAVOUR_TEXT_KEYS = {
  tobacco: 'catalogueFilters.flavour.tobacco',
  menthol: 'catalogueFilters.flavour.menthol',
  fruit: 'catalogueFilters.flavour.fruit',
  dessert: 'catalogueFilters.flavour.dessert',
  drinks: 'catalogueFilters.flavour.drinks',
} as const satisfies Record<FlavourFamily, string>;

/** The orders a shopper picks from, each an order and its direction. */
export const SORT_CHOICES = [
  { order: 'position', direction: 'asc', textKey: 'catalogueFilters.sort.position' },
  { order: 'price', direction: 'asc', textKey: 'catalogueFilters.sort.priceAsc' },
  { order: 'price', direction: 'desc', textKey: 'catalogueFilters.sort.priceDesc' },
  { order: 'name', direction: 'asc', textKey: 'catalogueFilters.sort.nameAsc' },
  { order: 'name', direction: 'desc', textKey: 'catalogueFilters.sort.nameDesc' },
  { order: 'newest', direction: 'desc', textKey: 'catalogueFilters.sort.newest' },
] as const satisfies readonly { order: ListingOrder; direction: ListingDirection; textKey: string }[];

/** A decimal as the store writes it (1.9 → "1,9" in France), with its price format's decimal symbol. */
export function decimalText(value: number, decimalSymbol = '.'): string {
  return String(value).replace('.', decimalSymbol);
}
