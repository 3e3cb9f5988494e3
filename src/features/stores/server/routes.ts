import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PriceFormat, priceFormatOf } from '../../../shared/domain/price-format';

const tags = ['stores'];

/** Magento writes locales with an underscore (en_GB); the stores table keeps BCP 47 (en-GB). */
const magentoLocale = (locale: string) => locale.replace('-', '_');

/**
 * Each store's price format, made once per locale and currency (the stores table changes rarely); none for
 * a locale or currency the runtime does not know (that store's prices then show as plain amounts).
 */
const priceFormats = new Map<string, PriceFormat | undefined>();
function priceFormatFor(locale: string, currency: string): PriceFormat | undefined {
  const key = `${locale}|${currency}`;
  if (!priceFormats.has(key)) {
    try {
      priceFormats.set(key, priceFormatOf(locale, currency));
    } catch {
      priceFormats.set(key, undefined);
    }
  }
  return priceFormats.get(key);
}

/**
 * Magento's store directory: `store/storeViews` (the store switcher's list) and `store/storeConfigs`
 * (locale and currency of each store, and as an extension attribute the price format Magento's checkout
 * config carries, so the storefront writes prices in the store's way without the browser's locale data).
 * One website and one store group hold every store view.
 */
export function registerStoreRoutes(rest: FastifyInstance): void {
  const r = rest.withTypeProvider<ZodTypeProvider>();

  r.get('/store/storeViews', { schema: { tags } }, async () =>
    (await rest.stores.list()).map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      website_id: 1,
      store_group_id: 1,
      is_active: 1,
      extension_attributes: { is_default: s.isDefault, country_id: s.countryId },
    })),
  );

  r.get('/store/storeConfigs', { schema: { tags, querystring: z.object({ storeCodes: z.array(z.string().max(32)).max(20).optional() }) } }, async (request) => {
    const wanted = request.query.storeCodes;
    const all = await rest.stores.list();
    // 'default' names the default store, as in a REST path.
    const picked = wanted ? all.filter((s) => wanted.includes(s.code) || (s.isDefault && wanted.includes('default'))) : all;
    return picked.map((s) => ({
      id: s.id,
      code: s.code,
      website_id: 1,
      locale: magentoLocale(s.locale),
      base_currency_code: s.currency,
      default_display_currency_code: s.currency,
      timezone: s.timeZone,
      weight_unit: 'kgs',
      extension_attributes: {
        is_default: s.isDefault,
        country_id: s.countryId,
        prices_include_tax: s.pricesIncludeTax,
        price_format: priceFormatFor(s.locale, s.currency),
      },
    }));
  });
}
