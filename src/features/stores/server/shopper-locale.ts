import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, chosenLocale } from '../../../shared/domain/i18n/languages';
import { offeredLocales } from '../domain';
import type { ResolvedStore } from './resolved-store';

/**
 * The locale a request's shopper reads the store in, as their pages are written: the language they chose
 * in the footer (the `language` cookie) while the store offers it, else the store's own. A client that
 * names no language (a REST integration) gets the store's own.
 */
export function shopperLocale(shop: ResolvedStore, request: FastifyRequest): string {
  return chosenLocale(offeredLocales(shop.store.locale, shop.settings), request.cookies?.[LANGUAGE_COOKIE]);
}

/** The locale a resolved store's texts are written in: the shopper's chosen language's (`language`), else the store's own. */
export function textLocaleOf(shop: { language?: string; store: { locale: string } }): string {
  return shop.language ?? shop.store.locale;
}
