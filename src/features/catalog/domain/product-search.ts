import type { ProductSearch } from './search-criteria';

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
}

type Field = ProductSearch['filterGroups'][number][number]['field'] | ProductSearch['sortOrders'][number]['field'];

function fieldValue(p: SearchableProduct, field: Field): string | number {
  switch (field) {
    case 'url_key':
      return p.urlKey;
    case 'entity_id':
      return p.id;
    case 'position':
      return p.sortOrder;
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

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

type Filter = ProductSearch['filterGroups'][number][number];

function matcher(filter: Filter): (p: SearchableProduct) => boolean {
  const { field, conditionType, value } = filter;
  // Prices are decimals on the wire and minor units inside.
  const typed = (raw: string): string | number => (field === 'price' ? Math.round(Number(raw) * 100) : field === 'entity_id' ? Number(raw) : raw);
  const target = typed(value);
  switch (conditionType) {
    case 'like': {
      const pattern = likePattern(value);
      return (p) => pattern.test(String(fieldValue(p, field)));
    }
    case 'in': {
      const set = new Set(value.split(',').map(typed));
      return (p) => set.has(fieldValue(p, field));
    }
    case 'neq':
      return (p) => fieldValue(p, field) !== target;
    case 'gt':
      return (p) => fieldValue(p, field) > target;
    case 'lt':
      return (p) => fieldValue(p, field) < target;
    case 'gteq':
      return (p) => fieldValue(p, field) >= target;
    case 'lteq':
      return (p) => fieldValue(p, field) <= target;
    default:
      return (p) => fieldValue(p, field) === target;
  }
}

function compare(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Magento's searchCriteria over a store's catalogue: filters in a group are OR-ed, groups AND-ed; the
 * sort orders, then position and id; one page. Text compares by code point, as PostgreSQL's C collation.
 */
export function searchCatalogue<P extends SearchableProduct>(catalogue: readonly P[], search: ProductSearch): { items: P[]; totalCount: number } {
  const groups = search.filterGroups.map((group) => group.map(matcher));
  const matching = catalogue.filter((p) => groups.every((group) => group.some((match) => match(p))));
  const orders: { field: Field; sign: number }[] = [
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
