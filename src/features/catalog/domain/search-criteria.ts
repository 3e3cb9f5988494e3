import { z } from 'zod';

/** Magento's web-API limits: page size at most 300, default 20; at most 20 entities in a list input. */
const MAX_PAGE_SIZE = 300;
const DEFAULT_PAGE_SIZE = 20;
const MAX_FILTERS = 20;

const FILTER_FIELDS = ['sku', 'name', 'url_key', 'category', 'kind', 'price', 'entity_id'] as const;
const SORT_FIELDS = ['sku', 'name', 'price', 'position', 'entity_id'] as const;
const CONDITION_TYPES = ['eq', 'neq', 'like', 'in', 'gt', 'lt', 'gteq', 'lteq'] as const;

const filterSchema = z.object({
  field: z.enum(FILTER_FIELDS),
  value: z.string().max(255),
  condition_type: z.enum(CONDITION_TYPES).optional(),
});

/** The query string as qs parses it: searchCriteria[filter_groups][0][filters][0][field]=… */
export const searchCriteriaQuerySchema = z
  .object({
    searchCriteria: z
      .union([
        z.string().max(0),
        z.object({
          filter_groups: z
            .array(z.object({ filters: z.array(filterSchema).max(MAX_FILTERS) }))
            .max(MAX_FILTERS)
            .optional(),
          sortOrders: z
            .array(z.object({ field: z.enum(SORT_FIELDS), direction: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional() }))
            .max(5)
            .optional(),
          pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
          currentPage: z.coerce.number().int().min(1).max(100_000).optional(),
        }),
      ])
      .optional(),
  })
  .passthrough();

export interface ProductSearch {
  filterGroups: { field: (typeof FILTER_FIELDS)[number]; conditionType: (typeof CONDITION_TYPES)[number]; value: string }[][];
  sortOrders: { field: (typeof SORT_FIELDS)[number]; direction: 'ASC' | 'DESC' }[];
  pageSize: number;
  currentPage: number;
}

export function toProductSearch(query: z.infer<typeof searchCriteriaQuerySchema>): ProductSearch {
  const criteria = typeof query.searchCriteria === 'object' ? query.searchCriteria : {};
  return {
    filterGroups: (criteria.filter_groups ?? [])
      .map((g) => g.filters.map((f) => ({ field: f.field, conditionType: f.condition_type ?? 'eq', value: f.value })))
      .filter((g) => g.length > 0),
    sortOrders: (criteria.sortOrders ?? []).map((s) => ({ field: s.field, direction: s.direction?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' })),
    pageSize: criteria.pageSize ?? DEFAULT_PAGE_SIZE,
    currentPage: criteria.currentPage ?? 1,
  };
}
