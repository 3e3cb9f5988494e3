import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopperLocale } from '../../features/stores/server';
import type { StoreDirectory } from '../../features/stores/server/service';
import { SOURCE_LANGUAGE, languageOfLocale } from '../../shared/domain/i18n/languages';
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

/** Adds `Cookie` to the answer's `Vary` (kept beside what is there already). */
function varyOnCookie(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const named = String(vary ?? '')
    .split(',')
    .map((each) => each.trim().toLowerCase());
  if (named.includes('cookie') || named.includes('*')) return;
  reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
}

/**
 * The error handler's messages for a request: the language its shopper reads the store in
 * (`shopperLocale`: the `language` cookie while the store offers that language, else the store's own, as
 * the pages, the content and the settings' texts are chosen), through `languageOfLocale`. A client that
 * sends no cookie (a REST integration) reads the store's own language. Where the store offers more than one
 * language, the refusal depends on the cookie, and says so (`Vary: Cookie`). Only a refusal asks; the store
 * is cached reference data (and already in hand within the store scope).
 */
export function storeMessages(stores: StoreDirectory): MessagesOf {
  return async (request, reply) => {
    const shop = request.shop ?? (await stores.resolve(storeCodeOfRequest(request))) ?? (await stores.resolve('default'));
    if (!shop) return translatorOf(SOURCE_LANGUAGE);
    if (shop.settings.additionalLanguages.length > 0) varyOnCookie(reply);
    return translatorOf(languageOfLocale(shopperLocale(shop, request)));
  };
}
