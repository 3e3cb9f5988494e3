import { CATEGORIES } from './categories';
import { FLAVOUR_FAMILIES, type FlavourFamily, type InputProblem, invalidFieldValue, isFlavourFamily } from './product-attributes';

/**
 * A category page's selection (Magento's layered navigation): filters, sort order and page, all of it in
 * the page's address and, in the same words, in the storefront's listing call. A filter takes several
 * values (any of them matches); filters of different attributes must all match.
 *
 * The search's results page is the same listing over the products its query (`q`) finds: there the
 * catalogue's own order ('position', shown as Relevance) is the search's, best match first.
 *
 * Not shown in the spec, ours: Magento's grid page sizes (12, 24, 36; 24 by default) and its parameter
 * names (p, product_list_order, product_list_dir, product_list_limit; attribute codes for the filters).
 */
const LISTING_PAGE_SIZES = [12, 24, 36] as const;
const DEFAULT_PAGE_SIZE = 24;
/** Values one filter may hold: Magento's limit on a list input. */
const MAX_FILTER_VALUES = 20;
const MAX_PAGE = 10_000;

const LISTING_ORDERS = ['position', 'name', 'price', 'newest'] as const;
export type ListingOrder = (typeof LISTING_ORDERS)[number];
export type ListingDirection = 'asc' | 'desc';

export type CategoryCode = (typeof CATEGORIES)[number]['code'];

/** A price band, in the store's currency (major units): from inclusive, to exclusive, no end when null. */
export interface PriceBand {
  from: number;
  to: number | null;
}

export interface ListingSelection {
  /** The search's query (the results page's `q`, trimmed); empty on a category page. */
  query: string;
  category: CategoryCode[];
  flavourFamily: FlavourFamily[];
  nicotineStrength: number[];
  packSize: number[];
  price: PriceBand[];
  inStock: boolean;
  order: ListingOrder;
  direction: ListingDirection;
  page: number;
  pageSize: number;
}

/** The address's (and the call's) parameter of each part of the selection. */
export const LISTING_PARAMS = {
  query: 'q',
  category: 'category',
  flavourFamily: 'flavour_family',
  nicotineStrength: 'nicotine_strength',
  packSize: 'pack_size',
  price: 'price',
  inStock: 'in_stock',
  order: 'product_list_order',
  direction: 'product_list_dir',
  page: 'p',
  pageSize: 'product_list_limit',
} as const;

/** The filters a shopper picks values of, in the order the page shows them. */
export const FILTER_ATTRIBUTES = ['category', 'flavourFamily', 'nicotineStrength', 'packSize', 'price'] as const;
export type FilterAttribute = (typeof FILTER_ATTRIBUTES)[number];

/** Which way an order goes unless the address says: newest first, everything else from the start. */
const defaultDirection = (order: ListingOrder): ListingDirection => (order === 'newest' ? 'desc' : 'asc');

export const EMPTY_SELECTION: ListingSelection = {
  query: '',
  category: [],
  flavourFamily: [],
  nicotineStrength: [],
  packSize: [],
  price: [],
  inStock: false,
  order: 'position',
  direction: 'asc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const isCategoryCode = (value: string): value is CategoryCode => CATEGORIES.some((c) => c.code === value);
const WHOLE_NUMBER = /^\d{1,3}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** '10-20' → {from: 10, to: 20}; '20-' → from 20 up; null when it is no band. */
export function parsePriceBand(text: string): PriceBand | null {
  const match = /^([^-]*)-([^-]*)$/.exec(text);
  if (!match || !AMOUNT.test(match[1]) || (match[2] !== '' && !AMOUNT.test(match[2]))) return null;
  const band = { from: Number(match[1]), to: match[2] === '' ? null : Number(match[2]) };
  return band.to !== null && band.to <= band.from ? null : band;
}

export const priceBandText = (band: PriceBand): string => `${band.from}-${band.to ?? ''}`;

/**
 * The selection an address (or a call's query) asks for. What cannot be read is left out of the
 * selection and named in `problems` (Magento's message): the page shows the rest, the server refuses.
 */
export function readListingSelection(get: (name: string) => string | null | undefined): { selection: ListingSelection; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  const list = <T>(name: string, read: (value: string) => T | null, key: (value: T) => string | number = String): T[] => {
    const text = get(name);
    if (!text) return [];
    const values = text.split(',');
    if (values.length > MAX_FILTER_VALUES) {
      problems.push(invalidFieldValue(name, text));
      return [];
    }
    const kept = new Map<string | number, T>();
    for (const value of values) {
      const parsed = read(value);
      if (parsed === null) problems.push(invalidFieldValue(name, value));
      else kept.set(key(parsed), parsed);
    }
    return [...kept.values()];
  };
  const one = <T>(name: string, read: (value: string) => T | null, fallback: T): T => {
    const text = get(name);
    if (text === null || text === undefined || text === '') return fallback;
    const value = read(text);
    if (value === null) problems.push(invalidFieldValue(name, text));
    return value ?? fallback;
  };
  const wholeNumber = (value: string) => (WHOLE_NUMBER.test(value) ? Number(value) : null);
  const order = one(LISTING_PARAMS.order, (v) => ((LISTING_ORDERS as readonly string[]).includes(v) ? (v as ListingOrder) : null), 'position');
  const selection: ListingSelection = {
    query: (get(LISTING_PARAMS.query) ?? '').trim().replace(/\s+/g, ' '),
    category: sortedBy(
      list(LISTING_PARAMS.category, (v) => (isCategoryCode(v) ? v : null)),
      (c) => CATEGORIES.findIndex((k) => k.code === c),
    ),
    flavourFamily: sortedBy(
      list(LISTING_PARAMS.flavourFamily, (v) => (isFlavourFamily(v) ? v : null)),
      (f) => FLAVOUR_FAMILIES.indexOf(f),
    ),
    nicotineStrength: sortedBy(list(LISTING_PARAMS.nicotineStrength, wholeNumber), (n) => n),
    packSize: sortedBy(
      list(LISTING_PARAMS.packSize, (v) => (wholeNumber(v) === 0 ? null : wholeNumber(v))),
      (n) => n,
    ),
    price: sortedBy(list(LISTING_PARAMS.price, parsePriceBand, priceBandText), (b) => b.from),
    inStock: one(LISTING_PARAMS.inStock, (v) => (v === '1' ? true : v === '0' ? false : null), false),
    order,
    direction: one(LISTING_PARAMS.direction, (v) => (v === 'asc' || v === 'desc' ? v : null), defaultDirection(order)),
    page: one(LISTING_PARAMS.page, (v) => (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_PAGE ? Number(v) : null), 1),
    pageSize: one(LISTING_PARAMS.pageSize, (v) => LISTING_PAGE_SIZES.find((size) => String(size) === v) ?? null, DEFAULT_PAGE_SIZE),
  };
  return { selection, problems };
}

function sortedBy<T>(values: T[], rank: (value: T) => number): T[] {
  return [...values].sort((a, b) => rank(a) - rank(b));
}

/**
 * The selection as query parameters, in one fixed order and without the defaults: the page's address and
 * the listing call's query, so the same selection is always the same text (kept answers, the browser's cache).
 */
export function listingQuery(selection: ListingSelection): string {
  const params = new URLSearchParams();
  if (selection.query) params.set(LISTING_PARAMS.query, selection.query);
  const add = (name: string, values: readonly (string | number)[]) => {
    if (values.length > 0) params.set(name, values.join(','));
  };
  add(LISTING_PARAMS.category, selection.category);
  add(LISTING_PARAMS.flavourFamily, selection.flavourFamily);
  add(LISTING_PARAMS.nicotineStrength, selection.nicotineStrength);
  add(LISTING_PARAMS.packSize, selection.packSize);
  add(LISTING_PARAMS.price, selection.price.map(priceBandText));
  if (selection.inStock) params.set(LISTING_PARAMS.inStock, '1');
  if (selection.order !== 'position') params.set(LISTING_PARAMS.order, selection.order);
  if (selection.direction !== defaultDirection(selection.order)) params.set(LISTING_PARAMS.direction, selection.direction);
  if (selection.page !== 1) params.set(LISTING_PARAMS.page, String(selection.page));
  if (selection.pageSize !== DEFAULT_PAGE_SIZE) params.set(LISTING_PARAMS.pageSize, String(selection.pageSize));
  // Commas stay readable in the address: they separate a filter's values and need no escaping there.
  return params.toString().replaceAll('%2C', ',');
}

const KNOWN_PARAMS: readonly string[] = Object.values(LISTING_PARAMS);

/** A parameter the listing does not know, as Magento names an attribute it does not have. */
export function unknownListingParams(names: readonly string[]): InputProblem[] {
  return names.filter((name) => !KNOWN_PARAMS.includes(name)).map((name) => ({ message: 'Invalid attribute name: %1', parameters: [name] }));
}

/** Any filter chosen (not the order or the page)? */
export function hasFilters(selection: ListingSelection): boolean {
  return FILTER_ATTRIBUTES.some((attribute) => selection[attribute].length > 0) || selection.inStock;
}
