import type { FastifyInstance } from 'fastify';
import { moduleStore } from '../../cart/server';
import { shopperLocale } from '../../stores/server';
import { AGREEMENTS_CONFIG_PATH, checkoutAgreementsConfig } from '../domain/agreements';
import { storeAgreements } from './agreements';

/**
 * Spec 002 §7 `GET bat_tandc/checkout/getAgreementsConfig`: the store's agreements as the checkout config's
 * checkoutAgreements (the same agreements as `carts/licence`), read again when the page refreshes them; in
 * the language the shopper chose among the store's (the `language` cookie), so the answer varies on cookies
 * (the `store` cookie names the store too).
 */
export async function agreementsConfigRoute(app: FastifyInstance): Promise<void> {
  app.get(AGREEMENTS_CONFIG_PATH, { schema: { tags: ['checkout'] } }, async (request, reply) => {
    const shop = await moduleStore(request);
    reply.header('vary', 'Cookie');
    return { checkoutAgreements: checkoutAgreementsConfig(await storeAgreements(app.db, shop, shopperLocale(shop, request))) };
  });
}
