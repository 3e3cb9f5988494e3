import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from './storefront-search';

/** Magento's quick search: GET search?searchCriteria[requestName]=quick_search_container&…[field]=search_term&…[value]=… */
const SEARCH_REQUEST_NAMES = ['quick_search_container'] as const;
const SEARCH_FILTER_FIELDS = ['search_term'] as const;

export const storefrontSearchQuerySchema = z.object({
  searchCriteria: z.object({
    requestName: z.enum(SEARCH_REQUEST_NAMES),
    filter_groups: z
      .array(
        z.object({
          filters: z
            .array(
              z.object({
                field: z.enum(SEARCH_FILTER_FIELDS),
                // Longer than a query may be, so that the query's own limit answers with its message.
                value: z.string().max(SEARCH_QUERY_MAX_LENGTH * 4),
                condition_type: z.enum(['eq', 'like']).optional(),
              }),
            )
            .max(1),
        }),
      )
      .max(1)
      .optional(),
    pageSize: z.coerce.number().int().min(1).max(300).optional(),
    currentPage: z.coerce.number().int().min(1).max(100_000).optional(),
  }),
});

export type StorefrontSearchQuery = z.infer<typeof storefrontSearchQuerySchema>;

export const suggestionsQuerySchema = z.object({ q: z.string().max(SEARCH_QUERY_MAX_LENGTH * 4) });
