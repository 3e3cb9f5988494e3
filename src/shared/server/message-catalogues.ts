import { type MessageCatalogue, type TranslateMessage, messageTranslator, untranslated } from '../domain/i18n/message-catalogue';
import { type Language, languageOfLocale } from '../domain/i18n/languages';
import cy from '../domain/i18n/messages/cy.json' with { type: 'json' };
import de from '../domain/i18n/messages/de.json' with { type: 'json' };
import enUS from '../domain/i18n/messages/en-US.json' with { type: 'json' };
import esMX from '../domain/i18n/messages/es-MX.json' with { type: 'json' };
import fr from '../domain/i18n/messages/fr.json' with { type: 'json' };
import nl from '../domain/i18n/messages/nl.json' with { type: 'json' };
import ptBR from '../domain/i18n/messages/pt-BR.json' with { type: 'json' };
import { type MessageParameters, type RuleFailure, formatMessage } from '../domain/validation/rule-failure';

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

/**
 * A message a successful answer carries (not a refusal), in the store's language as Magento writes it:
 * translated by the store's locale, then its values filled in. The message is a message position
 * (`testing/sent-messages.ts`), so its translations are held to the catalogues.
 */
export function storeMessage(locale: string | null | undefined, message: string, parameters?: MessageParameters): string {
  return formatMessage(translatorOf(languageOfLocale(locale))(message), parameters);
}

/** A rule's failure, as an answer's text, in the store's language (its message is already a message position). */
export function storeFailureText(locale: string | null | undefined, failure: RuleFailure): string {
  return formatMessage(translatorOf(languageOfLocale(locale))(failure.message), failure.parameters);
}
