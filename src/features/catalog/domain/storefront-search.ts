import type { Category } from './categories';

/**
 * The storefront's product search (Magento's quick search). Not shown in the spec: Magento's defaults for
 * the query's length (catalog/search/min_query_length 3, max_query_length 128), the header's suggestions
 * at most 8 (products first, then categories) and a query's first 10 words.
 */
const SEARCH_QUERY_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 128;
export const MAX_SUGGESTIONS = 8;
const MAX_SEARCH_WORDS = 10;
/** The header's suggestions: at most this many categories among the 8. */
export const MAX_CATEGORY_SUGGESTIONS = 2;

/** Magento's own notices for a query out of bounds. */
const SEARCH_QUERY_TOO_SHORT = 'Minimum Search query length is %1';
const SEARCH_QUERY_TOO_LONG = 'Maximum Search query length is %1';
export const SEARCH_TERM_REQUIRED = 'The search_term filter is required.';

/** The text search configurations PostgreSQL ships for the shop's languages; any other language uses 'simple'. */
const TEXT_SEARCH_CONFIGS = ['english', 'french', 'german', 'dutch', 'spanish', 'portuguese', 'simple'] as const;
export type TextSearchConfig = (typeof TEXT_SEARCH_CONFIGS)[number];

const CONFIG_OF_LANGUAGE: Readonly<Record<string, TextSearchConfig>> = {
  en: 'english',
  fr: 'french',
  de: 'german',
  nl: 'dutch',
  es: 'spanish',
  pt: 'portuguese',
};

/** The dictionary a store's search stems with, from its locale ('fr-FR' → french; 'pl-PL' → simple). */
export function textSearchConfigOf(locale: string): TextSearchConfig {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return Object.hasOwn(CONFIG_OF_LANGUAGE, language) ? CONFIG_OF_LANGUAGE[language] : 'simple';
}

/**
 * A query as the search sees it: letters and digits of any script, in words, lower case, at most
 * MAX_SEARCH_WORDS of them. Anything else ('-', quotes, operators of a query language) separates words,
 * so no word carries syntax into the database's query parser.
 */
export function searchWords(query: string): string[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
}

/** A query typed by a shopper, trimmed and its runs of spaces made one. */
function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

export type QueryCheck = { ok: true; query: string; words: string[] } | { ok: false; message: string; parameters: string[] };

/** Whether a query can be searched: long enough once trimmed, not too long, with at least one word. */
export function checkSearchQuery(raw: string): QueryCheck {
  const query = normaliseQuery(raw);
  if (query.length > SEARCH_QUERY_MAX_LENGTH) return { ok: false, message: SEARCH_QUERY_TOO_LONG, parameters: [String(SEARCH_QUERY_MAX_LENGTH)] };
  const words = searchWords(query);
  if (query.length < SEARCH_QUERY_MIN_LENGTH || words.length === 0)
    return { ok: false, message: SEARCH_QUERY_TOO_SHORT, parameters: [String(SEARCH_QUERY_MIN_LENGTH)] };
  return { ok: true, query, words };
}

/** The categories whose label has a word starting with each of the query's words ('pod' → Pods & Cartridges). */
export function matchingCategories<C extends Pick<Category, 'label'>>(words: readonly string[], categories: readonly C[]): C[] {
  if (words.length === 0) return [];
  return categories.filter((category) => {
    const labelWords = searchWords(category.label);
    return words.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word) || word.startsWith(labelWord)));
  });
}
