import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, documentLanguage, languageOfLocale } from '../../domain/i18n/languages';
import { setPageLocale } from './dates';

type CatalogueModule = { default: Record<string, unknown> };

/**
 * Each language's catalogue is its own chunk: a page downloads only its store's language (the server
 * names that chunk in the page it sends, so it arrives with the app's script).
 */
const CATALOGUES: Record<Language, () => Promise<CatalogueModule>> = {
  'en-GB': () => import('../../domain/i18n/catalogues/en-GB.json'),
  cy: () => import('../../domain/i18n/catalogues/cy.json'),
  fr: () => import('../../domain/i18n/catalogues/fr.json'),
  de: () => import('../../domain/i18n/catalogues/de.json'),
  nl: () => import('../../domain/i18n/catalogues/nl.json'),
  'en-US': () => import('../../domain/i18n/catalogues/en-US.json'),
  'es-MX': () => import('../../domain/i18n/catalogues/es-MX.json'),
  'pt-BR': () => import('../../domain/i18n/catalogues/pt-BR.json'),
};

/**
 * Loads the page's language and makes it the one `t` answers in, before the app's first render. The
 * language is the page's own `lang`, which the server writes from the store's locale before any script
 * runs (app/server/spa.ts); a page served without it (the store unknown) is in the source language.
 */
export async function startTranslations(locale: string = document.documentElement.lang): Promise<Language> {
  const language = languageOfLocale(locale);
  const catalogue = (await CATALOGUES[language]()).default;
  const tag = documentLanguage(locale);
  setPageLocale(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: catalogue } },
    // Every catalogue holds every key (catalogues.test.ts): there is nothing to fall back to.
    fallbackLng: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return language;
}
