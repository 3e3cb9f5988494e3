import type { FastifyRequest } from 'fastify';
import type { StoreDirectory } from '../../features/stores/server/service';
import { languageOfLocale } from '../../shared/domain/i18n/languages';
import { storeCodeOf } from '../../shared/domain/store-code';
import { translatorOf } from '../../shared/server/message-catalogues';
import type { MessagesOf } from '../../shared/server/plugins/errors';

const REST_STORE_CODE = /^\/rest\/([^/?]+)\//;

/**
 * The store a request speaks for: the one its store scope resolved (`/rest/{storeCode}/V1`), else the
 * code in its path (a refusal before the scope ran), else the `store` cookie (module paths), else the
 * default store.
 */
function storeCodeOfRequest(request: FastifyRequest): string {
  return storeCodeOf(REST_STORE_CODE.exec(request.url)?.[1], request.cookies?.store);
}

/**
 * The error handler's messages for a request: its store's language (`languageOfLocale`). Only a refusal
 * asks; the store is cached reference data (and already in hand within the store scope).
 */
export function storeMessages(stores: StoreDirectory): MessagesOf {
  return async (request) => {
    const shop = request.shop ?? (await stores.resolve(storeCodeOfRequest(request))) ?? (await stores.resolve('default'));
    return translatorOf(languageOfLocale(shop?.store.locale));
  };
}
