import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, documentLanguage, languageOfLocale } from '../../domain/i18n/languages';
import { STORE_CODE, api } from '../api/client';
import { loadRuleMessages } from './messages';

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

interface StoreConfigAnswer {
  locale?: string;
}

/**
 * The locale the page is in. The server writes the store's locale as the page's `lang`, with the store
 * (`data-store`), before any script runs (app/server/spa.ts). A page sent without them (an address the
 * server serves as built, the development server) asks the store for its locale first, as the price
 * format does; a store that does not answer leaves the page's own `lang`.
 */
export async function pageLocaleOf(root: HTMLElement, askStore: () => Promise<StoreConfigAnswer[]>): Promise<string> {
  if (root.dataset.store) return root.lang;
  try {
    const answer = await askStore();
    return (Array.isArray(answer) ? answer[0]?.locale : undefined) || root.lang;
  } catch {
    return root.lang;
  }
}

/** Loads the page's language and makes it the one `t` answers in: the app waits for it before its first render. */
export async function startTranslations(
  locale: Promise<string> | string = pageLocaleOf(document.documentElement, () =>
    api.get<StoreConfigAnswer[]>(`store/storeConfigs?storeCodes[]=${encodeURIComponent(STORE_CODE)}`),
  ),
): Promise<Language> {
  const language = languageOfLocale(await locale);
  void loadRuleMessages(language);
  const catalogue = (await CATALOGUES[language]()).default;
  const tag = documentLanguage(await locale);
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
