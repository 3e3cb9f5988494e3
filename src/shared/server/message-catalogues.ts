import { type MessageCatalogue, type TranslateMessage, messageTranslator, untranslated } from '../domain/i18n/message-catalogue';
import type { Language } from '../domain/i18n/languages';
import cy from '../domain/i18n/messages/cy.json' with { type: 'json' };
import de from '../domain/i18n/messages/de.json' with { type: 'json' };
import enUS from '../domain/i18n/messages/en-US.json' with { type: 'json' };
import esMX from '../domain/i18n/messages/es-MX.json' with { type: 'json' };
import fr from '../domain/i18n/messages/fr.json' with { type: 'json' };
import nl from '../domain/i18n/messages/nl.json' with { type: 'json' };
import ptBR from '../domain/i18n/messages/pt-BR.json' with { type: 'json' };

/** The server's message catalogues, every language's (the server answers any store). */
export const MESSAGE_CATALOGUES: Record<Exclude<Language, 'en-GB'>, MessageCatalogue> = {
  cy,
  fr,
  de,
  nl,
  'en-US': enUS,
  'es-MX': esMX,
  'pt-BR': ptBR,
};

const TRANSLATORS = new Map<Language, TranslateMessage>(
  Object.entries(MESSAGE_CATALOGUES).map(([language, catalogue]) => [language as Language, messageTranslator(catalogue)]),
);

/** A language's messages as a lookup, made once per process; the source's are the messages themselves. */
export function translatorOf(language: Language): TranslateMessage {
  return TRANSLATORS.get(language) ?? untranslated;
}
