import type { FastifyInstance } from 'fastify';
import { ShopError } from '../../../shared/domain/errors';
import { clearReferenceCaches } from '../../../shared/server/reference-cache';
import { registerStoreRoutes } from './routes';
import type { ResolvedStore } from './resolved-store';
import { shopperLocale } from './shopper-locale';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The store named by the path's store code (set for every /rest/{storeCode}/V1 route), its settings' texts
     * in the language the shopper chose when the store has them translated (`ResolvedStore.language`).
     */
    shop: ResolvedStore;
  }
}

/** Tests that change settings behind the shop's back may drop the caches at once. */
export function clearStoreCache(): void {
  clearReferenceCaches();
}

export function registerStoreScope(rest: FastifyInstance): void {
  rest.decorateRequest('shop', null as unknown as ResolvedStore);
  rest.addHook('onRequest', async (request, reply) => {
    const shop = await rest.stores.resolve((request.params as { storeCode?: string }).storeCode ?? '');
    if (!shop) throw new ShopError('NOT_FOUND', 'Requested store is not found');
    // A shopper who chose another language the store offers (Welsh in the UK store) reads its texts in it.
    // Where the store offers another language, its answers depend on the `language` cookie.
    if (shop.settings.additionalLanguages.length > 0) reply.header('vary', 'Cookie');
    const locale = shopperLocale(shop, request);
    request.shop = locale === shop.store.locale ? shop : await rest.stores.resolveIn(shop, locale);
  });
  // The store directory (store/storeViews, store/storeConfigs) lives with the store scope it serves.
  registerStoreRoutes(rest);
}
