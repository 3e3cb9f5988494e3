import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';

/** The header's suggestions: products as the list shows them, and the matching categories. */
export interface SuggestionsAnswer {
  query: string;
  products: { id: number; sku: string; name: string; url_key: string; price: number; image: string }[];
  categories: { code: string; label: string }[];
}

const searchKeys = {
  suggestions: (query: string) => ['search', 'suggestions', query] as const,
};

export const suggestionsQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(query),
    queryFn: ({ signal }) => api.get<SuggestionsAnswer>(`search/suggestions?q=${encodeURIComponent(query)}`, signal),
    staleTime: 60_000,
  });
