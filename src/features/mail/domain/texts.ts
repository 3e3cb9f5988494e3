import { createInstance } from 'i18next';
import { LANGUAGES, type Language, languageOfLocale } from '../../../shared/domain/i18n/languages';
import cy from './catalogues/cy.json';
import de from './catalogues/de.json';
import enGB from './catalogues/en-GB.json';
import enUS from './catalogues/en-US.json';
import esMX from './catalogues/es-MX.json';
import fr from './catalogues/fr.json';
import nl from './catalogues/nl.json';
import ptBR from './catalogues/pt-BR.json';

/**
 * The e-mails' texts, one catalogue per language of the shop (`catalogues/<language>.json`, en-GB the
 * source), read through i18next as the web app's are. They are the server's own: the browser never loads them.
 */
const CATALOGUES: Record<Language, object> = {
  'en-GB': enGB,
  cy,
  fr,
  de,
  nl,
  'en-US': enUS,
  'es-MX': esMX,
  'pt-BR': ptBR,
};

/** A text's key: its dotted path in the source catalogue, a plural family by its base (`passwordReset.validity`). */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type MailTextKey = KeyOf<typeof enGB>;

/** Writes an e-mail's text in one language; `count` picks the plural form, other values fill `{{name}}` slots. */
export type MailTexts = (key: MailTextKey, values?: Record<string, string | number>) => string;

const translations = createInstance();
void translations.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { mail: CATALOGUES[language] }])),
  ns: ['mail'],
  defaultNS: 'mail',
  // Every catalogue holds every key (mail-catalogues.test.ts): there is nothing to fall back to.
  fallbackLng: false,
  // The HTML body escapes what it writes (html.ts); the plain-text body must keep values as they are.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});

/** The texts of an e-mail for a store: in its locale's language (fr-FR → fr, es-MX → es-MX). */
export function mailTextsFor(locale: string): MailTexts {
  // The shop's typed keys (shared/web/i18n/i18next.d.ts) describe the web app's catalogue, not this namespace.
  const translate = translations.getFixedT(languageOfLocale(locale)) as unknown as (key: string, values?: object) => string;
  return (key, values) => translate(key, values);
}
