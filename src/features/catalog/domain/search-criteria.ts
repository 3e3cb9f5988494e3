import { z } from 'zod';
import { type InputProblem, invalidFieldValue } from './product-attributes';

/** Magento's web-API limits: page size at most 300, default 20; at most 20 entities in a list input. */
const MAX_PAGE_SIZE = 300;
const DEFAULT_PAGE_SIZE = 20;
const MAX_FILTERS = 20;
const MAX_SORT_ORDERS = 5;

/** The attributes searchCriteria filters on; those that are numbers compare as numbers. */
const FILTER_FIELDS = [
  'sku',
  'name',
  'url_key',
  'category',
  'kind',
  'price',
  'entity_id',
  'flavour_family',
  'nicotine_strength',
  'volume',
  'pack_size',
  'ingredients',
  'is_in_stock',
  'created_at',
  'compatible_with',
] as const;
const SORT_FIELDS = ['sku', 'name', 'price', 'position', 'entity_id', 'flavour_family', 'nicotine_strength', 'volume', 'pack_size', 'created_at'] as const;
export const NUMBER_FIELDS: ReadonlySet<string> = new Set(['price', 'entity_id', 'nicotine_strength', 'volume', 'pack_size', 'is_in_stock']);
const CONDITION_TYPES = ['eq', 'neq', 'like', 'nlike', 'in', 'nin', 'gt', 'lt', 'gteq', 'lteq', 'from', 'to', 'null', 'notnull'] as const;
/** What a relation (the devices a product fits, the pods that fit a device) can be asked: whether it holds a SKU. */
const RELATION_CONDITIONS: readonly ConditionType[] = ['eq', 'in', 'neq', 'nin', 'null', 'notnull'];

export type FilterField = (typeof FILTER_FIELDS)[number];
export type SortField = (typeof SORT_FIELDS)[number];
type ConditionType = (typeof CONDITION_TYPES)[number];

/** Magento's own failures for a field it does not know and for a page larger than it serves. */
const INVALID_ATTRIBUTE = 'Invalid attribute name: %1';
const PAGE_SIZE_TOO_LARGE = 'Maximum SearchCriteria pageSize is %max';
const TOO_MANY_ITEMS = 'Maximum items of type "%type" is %max';

const text = z.string().max(255);
/** Magento reads both spellings of a key (filter_groups and filterGroups): one schema for either. */
const filterSchema = z.object({ field: text, value: text.optional(), condition_type: text.optional(), conditionType: text.optional() });
/**
 * A list input: the query parser gives an array up to 20 items and an object keyed by index beyond, so
 * both are read as the list (up to five times the limit, which the check then names in Magento's words).
 */
const list = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item).max(MAX_FILTERS * 5), z.record(z.string().regex(/^\d{1,3}$/), item).transform((byIndex) => Object.values(byIndex))])
    .refine((items) => items.length <= MAX_FILTERS * 5);
const criteriaSchema = z.object({
  filter_groups: list(z.object({ filters: list(filterSchema) })).optional(),
  filterGroups: list(z.object({ filters: list(filterSchema) })).optional(),
  sort_orders: list(z.object({ field: text, direction: text.optional() })).optional(),
  sortOrders: list(z.object({ field: text, direction: text.optional() })).optional(),
  page_size: z.string().max(12).optional(),
  pageSize: z.string().max(12).optional(),
  current_page: z.string().max(12).optional(),
  currentPage: z.string().max(12).optional(),
});

/** The query string as qs parses it: searchCriteria[filter_groups][0][filters][0][field]=… (a bare ?searchCriteria too). */
export const searchCriteriaQuerySchema = z.object({ searchCriteria: z.union([z.string().max(0), criteriaSchema]).optional() }).passthrough();

export interface ProductSearch {
  filterGroups: { field: FilterField; conditionType: ConditionType; value: string }[][];
  sortOrders: { field: SortField; direction: 'ASC' | 'DESC' }[];
  pageSize: number;
  currentPage: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);
const NUMBER = /^-?\d{1,12}(\.\d{1,4})?$/;

/** Whether a filter's value suits its field and condition: numbers for a number field, a date for created_at. */
function valueFits(field: FilterField, condition: ConditionType, value: string): boolean {
  if (condition === 'null' || condition === 'notnull' || condition === 'like' || condition === 'nlike') return true;
  const values = condition === 'in' || condition === 'nin' ? value.split(',') : [value];
  if (NUMBER_FIELDS.has(field)) return values.every((v) => NUMBER.test(v.trim()));
  if (field === 'created_at') return values.every((v) => !Number.isNaN(Date.parse(v)));
  return true;
}

/**
 * Magento's searchCriteria, read and checked: a field it does not know, a condition or direction it does
 * not have, a value that is no number for a number field, or a page larger than 300 is the caller's
 * mistake (a 400 with Magento's message), never a failed query.
 */
export function toProductSearch(query: z.infer<typeof searchCriteriaQuerySchema>): { ok: true; search: ProductSearch } | ({ ok: false } & InputProblem) {
  const criteria = typeof query.searchCriteria === 'object' ? query.searchCriteria : {};
  const groups = criteria.filter_groups ?? criteria.filterGroups ?? [];
  const sorts = criteria.sort_orders ?? criteria.sortOrders ?? [];
  const filterCount = groups.reduce((n, g) => n + g.filters.length, 0);
  if (groups.length > MAX_FILTERS || filterCount > MAX_FILTERS)
    return { ok: false, message: TOO_MANY_ITEMS, parameters: { type: 'filters', max: MAX_FILTERS } };
  if (sorts.length > MAX_SORT_ORDERS) return { ok: false, message: TOO_MANY_ITEMS, parameters: { type: 'sortOrders', max: MAX_SORT_ORDERS } };
  const filterGroups: ProductSearch['filterGroups'] = [];
  for (const group of groups) {
    const filters: ProductSearch['filterGroups'][number] = [];
    for (const filter of group.filters) {
      if (!isOneOf(FILTER_FIELDS, filter.field)) return { ok: false, message: INVALID_ATTRIBUTE, parameters: [filter.field] };
      const condition = filter.condition_type ?? filter.conditionType ?? 'eq';
      const value = filter.value ?? '';
      if (!isOneOf(CONDITION_TYPES, condition) || (filter.field === 'compatible_with' && !RELATION_CONDITIONS.includes(condition)))
        return { ok: false, ...invalidFieldValue('condition_type', condition) };
      if (!valueFits(filter.field, condition, value)) return { ok: false, ...invalidFieldValue(filter.field, value) };
      filters.push({ field: filter.field, conditionType: condition, value });
    }
    if (filters.length > 0) filterGroups.push(filters);
  }
  const sortOrders: ProductSearch['sortOrders'] = [];
  for (const sort of sorts) {
    if (!isOneOf(SORT_FIELDS, sort.field)) return { ok: false, message: INVALID_ATTRIBUTE, parameters: [sort.field] };
    const direction = (sort.direction ?? 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') return { ok: false, ...invalidFieldValue('direction', sort.direction ?? '') };
    sortOrders.push({ field: sort.field, direction });
  }
  const pageSizeText = criteria.page_size ?? criteria.pageSize;
  const currentPageText = criteria.current_page ?? criteria.currentPage;
  const pageSize = pageSizeText === undefined ? DEFAULT_PAGE_SIZE : Number(pageSizeText);
  const currentPage = currentPageText === undefined ? 1 : Number(currentPageText);
  if (!Number.isInteger(pageSize) || pageSize < 1) return { ok: false, ...invalidFieldValue('pageSize', pageSizeText ?? '') };
  if (pageSize > MAX_PAGE_SIZE) return { ok: false, message: PAGE_SIZE_TOO_LARGE, parameters: { max: MAX_PAGE_SIZE } };
  if (!Number.isInteger(currentPage) || currentPage < 1 || currentPage > 100_000)
    return { ok: false, ...invalidFieldValue('currentPage', currentPageText ?? '') };
  return { ok: true, search: { filterGroups, sortOrders, pageSize, currentPage } };
}
