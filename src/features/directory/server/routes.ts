import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noSuchEntity } from '../../../shared/domain/errors';
import { countryRules } from '../domain';
import { countryDto } from './dto';

/** Directory data for the store's allowed countries; other countries are unknown to the store. */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['directory'];

  app.get('/directory/countries', { schema: { tags } }, async (request) => {
    const { settings, store } = request.shop;
    return settings.allowedCountries.flatMap((id) => {
      const rules = countryRules(id);
      return rules ? [countryDto(rules, store.countryId, store.locale)] : [];
    });
  });

  app.get(
    '/directory/countries/:countryId',
    { schema: { tags, params: z.object({ storeCode: z.string(), countryId: z.string().max(64) }) } },
    async (request) => {
      const { countryId } = request.params as { countryId: string };
      const rules = countryRules(countryId);
      if (!rules || !request.shop.settings.allowedCountries.includes(rules.id)) throw noSuchEntity('countryId', countryId);
      return countryDto(rules, request.shop.store.countryId, request.shop.store.locale);
    },
  );
}
