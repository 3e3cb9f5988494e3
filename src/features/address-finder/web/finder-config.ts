import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { type FinderLanguage, finderLanguage } from '../domain';

/** The store's finder as the browser needs it (`GET address-finder/config`). */
export interface FinderConfig {
  enabled: boolean;
  serviceUrl: string;
  key: string;
  countries: string[];
  language: FinderLanguage;
}

interface FinderConfigAnswer {
  enabled: boolean;
  service_url: string;
  key: string;
  countries: string[];
  language: string;
}

export const finderConfigQuery = queryOptions({
  queryKey: ['address-finder', 'config'] as const,
  queryFn: async ({ signal }): Promise<FinderConfig> => {
    const answer = await api.get<FinderConfigAnswer>('address-finder/config', signal);
    return { enabled: answer.enabled, serviceUrl: answer.service_url, key: answer.key, countries: answer.countries, language: finderLanguage(answer.language) };
  },
  staleTime: Infinity,
});

export function useFinderConfig() {
  return useQuery(finderConfigQuery);
}
