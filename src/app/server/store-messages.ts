import type { FastifyRequest } from 'fastify';
import type { StoreDirectory } from '../../features/stores/server/service';
import { type TranslateMessage, messageTranslator, untranslated } from '../../shared/domain/i18n/message-catalogue';
import { type Language, languageOfLocale } from '../../shared/domain/i18n/languages';
import cy from '../../shared/domain/i18n/messages/cy.json' with { type: 'json' };
import de from '../../shared/domain/i18n/messages/de.json' with { type: 'json' };
import enUS from '../../shared/domain/i18n/messages/en-US.json' with { type: 'json' };
import esMX from '../../shared/domain/i18n/messages/es-MX.json' with { type: 'json' };
import fr from '../../shared/domain/i18n/messages/fr.json' with { type: 'json' };
import nl from '../../shared/domain/i18n/messages/nl.json' with { type: 'json' };
import ptBR from '../../shared/domain/i18n/messages/pt-BR.json' with { type: 'json' };
import { storeCodeOf } from '../../shared/domain/store-code';
import type { MessagesOf } from '../../shared/server/plugins/errors';

/** Each language's messages, made into lookups once per process; the source's are the messages themselves. */
const TRANSLATORS: Record<Language, TranslateMessage> = {
  'en-GB': untranslated,
  cy: messageTranslator(cy),
  fr: messageTranslator(fr),
  de: messageTranslator(de),
  nl: messageTranslator(nl),
  'en-US': messageTranslator(enUS),
  'es-MX': messageTranslator(esMX),
  'pt-BR': messageTranslator(ptBR),
};

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
    return TRANSLATORS[languageOfLocale(shop?.store.locale)];
  };
}
