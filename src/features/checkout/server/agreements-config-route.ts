import type { FastifyInstance } from 'fastify';
import { moduleStore } from '../../cart/server';
import { AGREEMENTS_CONFIG_PATH, checkoutAgreementsConfig } from '../domain/agreements';
import { storeAgreements } from './agreements';

/**
 * Spec 002 §7 `GET bat_tandc/checkout/getAgreementsConfig`: the store's agreements as the checkout config's
 * checkoutAgreements (the same agreements as `carts/licence`), read again when the page refreshes them.
 */
export async function agreementsConfigRoute(app: FastifyInstance): Promise<void> {
  app.get(AGREEMENTS_CONFIG_PATH, { schema: { tags: ['checkout'] } }, async (request) => {
    const shop = await moduleStore(request);
    return { checkoutAgreements: checkoutAgreementsConfig(await storeAgreements(app.db, shop)) };
  });
}
