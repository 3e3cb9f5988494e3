import type { FastifyInstance } from 'fastify';
import { finderLanguage } from '../domain';

/** What the browser needs to show a store's finder (`GET address-finder/config`). */
interface AddressFinderConfigDto {
  enabled: boolean;
  service_url: string;
  key: string;
  /** ISO2 codes searched; ['*'] for every country. */
  countries: string[];
  /** The finder's language from the store's locale (en, cy, fr or de). */
  language: string;
}

/** The store's address finder settings, under /rest/{store}/V1. */
export async function addressFinderRoutes(rest: FastifyInstance): Promise<void> {
  rest.get('/address-finder/config', { schema: { tags: ['address-finder'] } }, async (request): Promise<AddressFinderConfigDto> => {
    const { addressFinder } = request.shop.settings;
    return {
      enabled: addressFinder.enabled,
      service_url: addressFinder.serviceUrl,
      key: addressFinder.enabled ? addressFinder.key : '',
      countries: addressFinder.countries,
      language: finderLanguage(request.shop.store.locale),
    };
  });
}
