import { CATEGORIES } from './categories';
import { type FilterAttribute, type ListingSelection, type PriceBand, priceBandText } from './catalogue-listing';
import { FLAVOUR_FAMILIES } from './product-attributes';

/** What a category page filters and sorts on, for one product in one store. */
export interface ListingProduct {
  id: number;
  name: string;
  /** Minor units, as stored. */
  price: number;
  sortOrder: number;
  /** When it entered the catalogue (ms since the epoch). */
  createdAt: number;
  category: string;
  flavourFamily: string | null;
  nicotineMgPerMl: number | null;
  packSize: number | null;
  inStock: boolean;
}

/** One value of a filter: how many products the page would list with it added to the other filters. */
interface FacetOption {
  value: string;
  count: number;
  selected: boolean;
}

export type ListingFacets = Record<FilterAttribute, FacetOption[]> & { inStock: { count: number; selected: boolean } };

export interface Listing<P> {
  items: P[];
  totalCount: number;
  /** The page shown: the one asked for, or the last there is. */
  page: number;
  facets: ListingFacets;
}

type Group = FilterAttribute | 'inStock';

/** Magento's price navigation: bands of a power of ten below the highest price, at least two when it can (never narrower than 10 once it has gone down to 10). */
const MIN_BAND_WIDTH = 10;

function bandWidth(highestPrice: number, bandsOf: (width: number) => number): number {
  const digits = String(Math.floor(highestPrice)).length;
  let width: number;
  let power = 1;
  do {
    width = 10 ** (digits - power);
    power++;
  } while (width > MIN_BAND_WIDTH && bandsOf(width) < 2);
  return width;
}

const inBand = (price: number, band: PriceBand) => price >= band.from * 100 && (band.to === null || price < band.to * 100);

function matcherOf(selection: ListingSelection, group: Group): ((p: ListingProduct) => boolean) | null {
  switch (group) {
    case 'category':
      return selection.category.length ? (p) => (selection.category as string[]).includes(p.category) : null;
    case 'flavourFamily':
      return selection.flavourFamily.length ? (p) => p.flavourFamily !== null && (selection.flavourFamily as string[]).includes(p.flavourFamily) : null;
    case 'nicotineStrength':
      return selection.nicotineStrength.length ? (p) => p.nicotineMgPerMl !== null && selection.nicotineStrength.includes(p.nicotineMgPerMl) : null;
    case 'packSize':
      return selection.packSize.length ? (p) => p.packSize !== null && selection.packSize.includes(p.packSize) : null;
    case 'price':
      return selection.price.length ? (p) => selection.price.some((band) => inBand(p.price, band)) : null;
    case 'inStock':
      return selection.inStock ? (p) => p.inStock : null;
  }
}

const GROUPS: Group[] = ['category', 'flavourFamily', 'nicotineStrength', 'packSize', 'price', 'inStock'];

/** Each product's value of a filter; null when it has none. */
const facetValueOf: Record<Exclude<FilterAttribute, 'price'>, (p: ListingProduct) => string | number | null> = {
  category: (p) => p.category,
  flavourFamily: (p) => p.flavourFamily,
  nicotineStrength: (p) => p.nicotineMgPerMl,
  packSize: (p) => p.packSize,
};

const ORDER_OF_VALUES: Record<Exclude<FilterAttribute, 'price'>, (a: string, b: string) => number> = {
  category: (a, b) => CATEGORIES.findIndex((c) => c.code === a) - CATEGORIES.findIndex((c) => c.code === b),
  flavourFamily: (a, b) => FLAVOUR_FAMILIES.indexOf(a as never) - FLAVOUR_FAMILIES.indexOf(b as never),
  nicotineStrength: (a, b) => Number(a) - Number(b),
  packSize: (a, b) => Number(a) - Number(b),
};

/** A filter's options, as the address writes their values. */
function options(counted: Map<string | number, number>, selected: readonly string[], order: (a: string, b: string) => number): FacetOption[] {
  const counts = new Map([...counted].map(([value, count]) => [String(value), count]));
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  return [...counts.entries()].sort(([a], [b]) => order(a, b)).map(([value, count]) => ({ value, count, selected: selected.includes(value) }));
}

function priceOptions(prices: number[], selected: readonly PriceBand[]): FacetOption[] {
  const chosen = selected.map(priceBandText);
  const byFrom = (a: string, b: string) => Number.parseFloat(a) - Number.parseFloat(b);
  if (prices.length === 0) return options(new Map(), chosen, byFrom);
  // Counted by band number (price in minor units over the band's width), named once per band.
  const countsOf = (width: number) => {
    const counts = new Map<number, number>();
    for (const price of prices) {
      const band = Math.floor(price / (width * 100));
      counts.set(band, (counts.get(band) ?? 0) + 1);
    }
    return counts;
  };
  let highest = 0;
  for (const price of prices) if (price > highest) highest = price;
  const width = bandWidth(highest / 100, (w) => countsOf(w).size);
  const counts = new Map<string, number>([...countsOf(width)].map(([band, count]) => [priceBandText({ from: band * width, to: (band + 1) * width }), count]));
  for (const band of selected) counts.set(priceBandText(band), prices.filter((price) => inBand(price, band)).length);
  return options(counts, chosen, byFrom);
}

function comparatorOf(selection: Pick<ListingSelection, 'order' | 'direction'>, collator: Intl.Collator): (a: ListingProduct, b: ListingProduct) => number {
  const sign = selection.direction === 'desc' ? -1 : 1;
  const byPosition = (a: ListingProduct, b: ListingProduct) => a.sortOrder - b.sortOrder || a.id - b.id;
  switch (selection.order) {
    case 'name':
      return (a, b) => sign * collator.compare(a.name, b.name) || byPosition(a, b);
    case 'price':
      return (a, b) => sign * (a.price - b.price) || byPosition(a, b);
    case 'newest':
      return (a, b) => sign * (a.createdAt - b.createdAt || a.id - b.id);
    case 'position':
      return (a, b) => sign * byPosition(a, b);
  }
}

/**
 * A catalogue in a listing's order. Sorting thousands of products is most of a listing's work and the
 * same for every selection of that order: the caller may keep each order's result for its catalogue.
 */
export function sortForListing<P extends ListingProduct>(
  catalogue: readonly P[],
  order: Pick<ListingSelection, 'order' | 'direction'>,
  collator: Intl.Collator,
): P[] {
  return [...catalogue].sort(comparatorOf(order, collator));
}

/**
 * A category page's products and its filters' counts, Magento's layered navigation: each filter's counts
 * are those of the products that match every other filter chosen, so a shopper sees what adding (or
 * swapping) a value would give. One pass over the catalogue, given in the selection's order
 * (sortForListing): a product that fails exactly one filter counts for that filter's values only.
 */
export function listCatalogue<P extends ListingProduct>(sortedCatalogue: readonly P[], selection: ListingSelection): Listing<P> {
  const active = GROUPS.flatMap((group) => {
    const match = matcherOf(selection, group);
    return match ? [{ group, match }] : [];
  });
  const matching: P[] = [];
  const countsOf = new Map<Exclude<FilterAttribute, 'price'>, Map<string | number, number>>(
    (['category', 'flavourFamily', 'nicotineStrength', 'packSize'] as const).map((a) => [a, new Map()]),
  );
  const pricesOfOthers: number[] = [];
  let inStockCount = 0;
  for (const product of sortedCatalogue) {
    let failed: Group | null = null;
    let failures = 0;
    for (const { group, match } of active) {
      if (!match(product)) {
        failed = group;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (failures === 0) matching.push(product);
    for (const [attribute, counts] of countsOf) {
      if (failed !== null && failed !== attribute) continue;
      const value = facetValueOf[attribute](product);
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    if (failed === null || failed === 'price') pricesOfOthers.push(product.price);
    if ((failed === null || failed === 'inStock') && product.inStock) inStockCount++;
  }
  const lastPage = Math.max(1, Math.ceil(matching.length / selection.pageSize));
  const page = Math.min(selection.page, lastPage);
  const selectedOf = (attribute: Exclude<FilterAttribute, 'price'>) => selection[attribute].map(String);
  return {
    items: matching.slice((page - 1) * selection.pageSize, page * selection.pageSize),
    totalCount: matching.length,
    page,
    facets: {
      category: options(countsOf.get('category')!, selectedOf('category'), ORDER_OF_VALUES.category),
      flavourFamily: options(countsOf.get('flavourFamily')!, selectedOf('flavourFamily'), ORDER_OF_VALUES.flavourFamily),
      nicotineStrength: options(countsOf.get('nicotineStrength')!, selectedOf('nicotineStrength'), ORDER_OF_VALUES.nicotineStrength),
      packSize: options(countsOf.get('packSize')!, selectedOf('packSize'), ORDER_OF_VALUES.packSize),
      price: priceOptions(pricesOfOthers, selection.price),
      inStock: { count: inStockCount, selected: selection.inStock },
    },
  };
}
