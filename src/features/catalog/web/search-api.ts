import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { type ProductDto, type ProductView, toProductView } from './product';

/** The header's suggestions: products as the list shows them, and the matching categories. */
export interface SuggestionsAnswer {
  query: string;
  products: { id: number; sku: string; name: string; url_key: string; price: number; image: string }[];
  categories: { code: string; label: string }[];
}

const searchKeys = {
  suggestions: (query: string) => ['search', 'suggestions', query] as const,
  results: (query: string) => ['search', 'results', query] as const,
};

export const suggestionsQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(query),
    queryFn: ({ signal }) => api.get<SuggestionsAnswer>(`search/suggestions?q=${encodeURIComponent(query)}`, signal),
    staleTime: 60_000,
  });

/** The results page's first page of products, best first. */
const RESULTS_PAGE_SIZE = 48;

function searchPath(query: string): string {
  const params = new URLSearchParams({
    'searchCriteria[requestName]': 'quick_search_container',
    'searchCriteria[filter_groups][0][filters][0][field]': 'search_term',
    'searchCriteria[filter_groups][0][filters][0][value]': query,
    'searchCriteria[pageSize]': String(RESULTS_PAGE_SIZE),
  });
  return `search?${params}`;
}

function productsByIdPath(ids: readonly number[]): string {
  const params = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'entity_id',
    'searchCriteria[filter_groups][0][filters][0][value]': ids.join(','),
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'in',
    'searchCriteria[pageSize]': String(ids.length),
  });
  return `products?${params}`;
}

export interface SearchResults {
  products: ProductView[];
  totalCount: number;
}

/** Magento's storefront search (ids, best first), then those products as the catalogue lists them, in that order. */
export const searchResultsQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: async ({ signal }): Promise<SearchResults> => {
      const found = await api.get<{ items: { id: number }[]; total_count: number }>(searchPath(query), signal);
      const ids = found.items.map((item) => item.id);
      if (ids.length === 0) return { products: [], totalCount: found.total_count };
      const listed = await api.get<{ items: ProductDto[] }>(productsByIdPath(ids), signal);
      const byId = new Map(listed.items.map((p) => [p.id, toProductView(p)]));
      return { products: ids.map((id) => byId.get(id)).filter((p): p is ProductView => p !== undefined), totalCount: found.total_count };
    },
  });
