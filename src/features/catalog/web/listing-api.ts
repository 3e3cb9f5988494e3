import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { type ListingSelection, listingQuery } from '../domain/catalogue-listing';
import { type ProductDto, type ProductView, toProductView } from './product';

/** A filter's values with their counts, as the listing call sends them. */
export interface FacetView {
  attributeCode: string;
  options: { value: string; count: number; selected: boolean }[];
}

export interface ListingView {
  products: ProductView[];
  totalCount: number;
  page: number;
  pageSize: number;
  facets: FacetView[];
}

interface ListingAnswer {
  items: ProductDto[];
  total_count: number;
  current_page: number;
  page_size: number;
  aggregations: { attribute_code: string; options: FacetView['options'] }[];
}

/** The listing call of a selection: its query is the page's own (one selection, one text); a search's has its own path. */
const listingPath = (selection: ListingSelection) => {
  const query = listingQuery(selection);
  const path = selection.query ? 'search-listing' : 'category-listing';
  return query ? `${path}?${query}` : path;
};

export const listingQueryOptions = (selection: ListingSelection) =>
  queryOptions({
    queryKey: ['products', 'listing', listingQuery(selection)],
    queryFn: async ({ signal }): Promise<ListingView> => {
      const answer = await api.get<ListingAnswer>(listingPath(selection), signal);
      return {
        products: answer.items.map(toProductView),
        totalCount: answer.total_count,
        page: answer.current_page,
        pageSize: answer.page_size,
        facets: answer.aggregations.map((a) => ({ attributeCode: a.attribute_code, options: a.options })),
      };
    },
  });

/**
 * The page's products and counts; while another selection loads, the last one stays on screen (no
 * skeleton between filters). Not asked for while `enabled` is false (a query the search cannot take).
 */
export function useListing(selection: ListingSelection, enabled = true) {
  return useQuery({ ...listingQueryOptions(selection), placeholderData: keepPreviousData, enabled });
}
