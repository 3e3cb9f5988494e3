import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import type { CmsPageDto } from '../domain';

/** GET cmsPage/{identifier}: the store's content page; a 404 when it has none by that identifier. */
export const cmsPageQuery = (identifier: string) =>
  queryOptions({
    queryKey: ['cms', 'page', identifier] as const,
    queryFn: ({ signal }) => api.get<CmsPageDto>(`cmsPage/${encodeURIComponent(identifier)}`, signal),
    // A page that does not exist will not appear by asking again.
    retry: false,
  });

export function useCmsPage(identifier: string) {
  return useQuery(cmsPageQuery(identifier));
}
