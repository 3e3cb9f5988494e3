import { escapeRegExp } from '../../../shared/domain/reg-exp';
import type { FilterField, ProductSearch, SortField } from './search-criteria';
import { NUMBER_FIELDS } from './search-criteria';

/** What the searchCriteria filters and sorts on, for one product in one store. */
export interface SearchableProduct {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  category: string;
  kind: string;
  /** Minor units, as stored. */
  price: number;
  sortOrder: number;
  flavourFamily: string | null;
  nicotineMgPerMl: number | null;
  volumeMl: number | null;
  packSize: number | null;
  ingredients: string | null;
  inStock: boolean;
  /** When it entered the catalogue (ms since the epoch). */
  createdAt: number;
  /** The SKUs of what it fits (a pod's devices) and of what fits it (a device's pods). */
  compatibleSkus: readonly string[];
}

type Value = string | number | null;

function fieldValue(p: SearchableProduct, field: Exclude<FilterField | SortField, 'compatible_with'>): Value {
  switch (field) {
    case 'url_key':
      return p.urlKey;
    case 'entity_id':
      return p.id;
    case 'position':
      return p.sortOrder;
    case 'flavour_family':
      return p.flavourFamily;
    case 'nicotine_strength':
      return p.nicotineMgPerMl;
    case 'volume':
      return p.volumeMl;
    case 'pack_size':
      return p.packSize;
    case 'ingredients':
      return p.ingredients;
    case 'is_in_stock':
      return p.inStock ? 1 : 0;
    case 'created_at':
      return p.createdAt;
    default:
      return p[field];
  }
}

/** SQL's ILIKE: % any run, _ one character, backslash escapes; case-insensitive, whole value. */
function likePattern(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]);
    else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += escapeRegExp(c);
  }
  return new RegExp(`^${source}$`, 'i');
}

type Filter = ProductSearch['filterGroups'][number][number];

/** A value as the field holds it: prices are decimals on the wire and minor units inside, dates are times. */
function typed(field: FilterField, raw: string): string | number {
  if (field === 'price') return Math.round(Number(raw) * 100);
  if (field === 'created_at') return Date.parse(raw);
  return NUMBER_FIELDS.has(field) ? Number(raw) : raw;
}

/** A relation's condition: whether the product's SKUs hold the value (or one of the values). */
function relationMatcher({ conditionType, value }: Filter): (p: SearchableProduct) => boolean {
  const skus = new Set(value.split(','));
  const holds = (p: SearchableProduct) => p.compatibleSkus.some((sku) => skus.has(sku));
  switch (conditionType) {
    case 'neq':
    case 'nin':
      return (p) => !holds(p);
    case 'null':
      return (p) => p.compatibleSkus.length === 0;
    case 'notnull':
      return (p) => p.compatibleSkus.length > 0;
    default:
      return holds;
  }
}

/** One filter, with SQL's rule for a missing value: it matches only `null` (and `neq`/`nin` do not match it). */
function matcher(filter: Filter): (p: SearchableProduct) => boolean {
  const { field, conditionType, value } = filter;
  if (field === 'compatible_with') return relationMatcher(filter);
  const of = (p: SearchableProduct) => fieldValue(p, field);
  if (conditionType === 'null') return (p) => of(p) === null;
  if (conditionType === 'notnull') return (p) => of(p) !== null;
  const present = (test: (v: string | number) => boolean) => (p: SearchableProduct) => {
    const v = of(p);
    return v !== null && test(v);
  };
  const target = typed(field, value);
  switch (conditionType) {
    case 'like':
    case 'nlike': {
      const pattern = likePattern(value);
      return present((v) => pattern.test(String(v)) === (conditionType === 'like'));
    }
    case 'in':
    case 'nin': {
      const set = new Set(value.split(',').map((v) => typed(field, v.trim())));
      return present((v) => set.has(v) === (conditionType === 'in'));
    }
    case 'neq':
      return present((v) => v !== target);
    case 'gt':
      return present((v) => v > target);
    case 'lt':
      return present((v) => v < target);
    case 'gteq':
    case 'from':
      return present((v) => v >= target);
    case 'lteq':
    case 'to':
      return present((v) => v <= target);
    default:
      return present((v) => v === target);
  }
}

/** Missing values sort last going up and first going down, as PostgreSQL's NULLS LAST / FIRST defaults. */
function compare(a: Value, b: Value): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Magento's searchCriteria over a store's catalogue: filters in a group are OR-ed, groups AND-ed; the
 * sort orders, then position and id; one page. Text compares by code point, as PostgreSQL's C collation.
 */
export function searchCatalogue<P extends SearchableProduct>(catalogue: readonly P[], search: ProductSearch): { items: P[]; totalCount: number } {
  const groups = search.filterGroups.map((group) => group.map(matcher));
  const matching = catalogue.filter((p) => groups.every((group) => group.some((match) => match(p))));
  const orders: { field: SortField; sign: number }[] = [
    ...search.sortOrders.map((s) => ({ field: s.field, sign: s.direction === 'DESC' ? -1 : 1 })),
    { field: 'position', sign: 1 },
    { field: 'entity_id', sign: 1 },
  ];
  matching.sort((a, b) => {
    for (const { field, sign } of orders) {
      const order = compare(fieldValue(a, field), fieldValue(b, field));
      if (order !== 0) return sign * order;
    }
    return 0;
  });
  const start = (search.currentPage - 1) * search.pageSize;
  return { items: matching.slice(start, start + search.pageSize), totalCount: matching.length };
}
