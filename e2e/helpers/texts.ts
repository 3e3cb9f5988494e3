import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language, SOURCE_LANGUAGE, languageOfLocale } from '../../src/shared/domain/i18n/languages';
import { type MessageCatalogue, finishedMessageTranslator } from '../../src/shared/domain/i18n/message-catalogue';

/**
 * The shop's texts as a shopper of the page's language reads them, from the catalogues the app reads
 * (src/shared/domain/i18n/catalogues). Shared helpers use them so that one journey step works in every
 * store; a journey that is about a language asserts that language's words literally instead.
 */

type Catalogue = { [key: string]: string | Catalogue };

const catalogues = new Map<Language, Catalogue>(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`../../src/shared/domain/i18n/catalogues/${language}.json`, import.meta.url), 'utf8')) as Catalogue,
  ]),
);

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A text as it reads on the page: values filled in, a wrapped part (`<hidden>…</hidden>`) as plain text. */
export function textIn(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const catalogue = catalogues.get(language)!;
  const form = typeof values.count === 'number' ? new Intl.PluralRules(language).select(values.count) : null;
  const text = (form && lookup(catalogue, `${key}_${form}`)) ?? lookup(catalogue, key);
  if (text === undefined) throw new Error(`no text ${key} in ${language}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name])).replace(/<\/?\w+\s*\/?>/g, '');
}

/** The language the page says it is in (its `lang`, set by the server from the store's locale). */
export async function pageLanguage(page: Page): Promise<Language> {
  return languageOfLocale(await page.locator('html').getAttribute('lang'));
}

/** A text in the page's language. */
export async function shopText(page: Page, key: string, values?: Record<string, string | number>): Promise<string> {
  return textIn(await pageLanguage(page), key, values);
}

/** A rule's finished message (a field's error) in the page's language, from the message catalogues the browser and the server read. */
export async function shopRuleText(page: Page, message: string): Promise<string> {
  const language = await pageLanguage(page);
  if (language === SOURCE_LANGUAGE) return message;
  const file = new URL(`../../src/shared/domain/i18n/messages/${language}.json`, import.meta.url);
  // As the browser finds it: the message itself, or by its pattern with its values in place.
  return finishedMessageTranslator(JSON.parse(readFileSync(file, 'utf8')) as MessageCatalogue)(message);
}

import { escapeRegExp } from '../../src/shared/domain/reg-exp';

export { escapeRegExp };

/** Exactly one of the texts `text` makes in each of the shop's languages. */
export function inEveryLanguage(text: (language: Language) => string): RegExp {
  const texts = new Set(LANGUAGES.map(text));
  return new RegExp(`^(${[...texts].map(escapeRegExp).join('|')})$`);
}

/** A text in any of the shop's languages, exactly: for finding an element whatever the store (assert its words with shopText). */
export function inAnyLanguage(key: string, values?: Record<string, string | number>): RegExp {
  return inEveryLanguage((language) => textIn(language, key, values));
}

function leaves(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([name, node]) =>
    typeof node === 'string' ? [[`${prefix}${name}`, node] as [string, string]] : leaves(node, `${prefix}${name}.`),
  );
}

/** Every language's words for the texts whose source words match `pattern` (the busy lines: 'Loading…', 'Updating…'). */
export function inAnyLanguageWhere(pattern: RegExp): RegExp {
  const keys = leaves(catalogues.get('en-GB')!)
    .filter(([, text]) => pattern.test(text))
    .map(([key]) => key);
  const texts = new Set(LANGUAGES.flatMap((language) => keys.map((key) => lookup(catalogues.get(language)!, key)).filter((text) => text !== undefined)));
  return new RegExp(`^(${[...texts].map(escapeRegExp).join('|')})$`);
}
