import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { type ProductDto, type ProductView, toProductView } from './product';

const productKeys = {
  all: ['products'] as const,
  detail: (urlKey: string) => ['products', 'detail', urlKey] as const,
};

export const productQuery = (urlKey: string) =>
  queryOptions({
    queryKey: productKeys.detail(urlKey),
    queryFn: async ({ signal }): Promise<ProductView> => toProductView(await api.get<ProductDto>(`products-by-url-key/${encodeURIComponent(urlKey)}`, signal)),
  });

export function useProduct(urlKey: string) {
  return useQuery(productQuery(urlKey));
}
