import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { type ProductDto, type ProductView, toProductView } from './product';

const productKeys = {
  all: ['products'] as const,
  list: (category: string | null) => ['products', 'list', category ?? 'all'] as const,
  detail: (urlKey: string) => ['products', 'detail', urlKey] as const,
};

const PAGE_SIZE = 50;

/** Magento's searchCriteria query: one category filter, or everything. */
function productsPath(category: string | null): string {
  if (!category) return `products?searchCriteria[pageSize]=${PAGE_SIZE}`;
  const params = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'category',
    'searchCriteria[filter_groups][0][filters][0][value]': category,
    'searchCriteria[pageSize]': String(PAGE_SIZE),
  });
  return `products?${params}`;
}

export const productsQuery = (category: string | null) =>
  queryOptions({
    queryKey: productKeys.list(category),
    queryFn: async ({ signal }): Promise<ProductView[]> => {
      const answer = await api.get<{ items: ProductDto[]; total_count: number }>(productsPath(category), signal);
      return answer.items.map(toProductView);
    },
  });

export function useProducts(category: string | null) {
  return useQuery(productsQuery(category));
}

export const productQuery = (urlKey: string) =>
  queryOptions({
    queryKey: productKeys.detail(urlKey),
    queryFn: async ({ signal }): Promise<ProductView> => toProductView(await api.get<ProductDto>(`products-by-url-key/${encodeURIComponent(urlKey)}`, signal)),
  });

export function useProduct(urlKey: string) {
  return useQuery(productQuery(urlKey));
}
