import { searchWords } from './storefront-search';

/** Letters written as two without their accents, as PostgreSQL's unaccent writes them. */
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/** A word without its accents ('crème' → 'creme', 'straße' → 'strasse'), as the search's shop_unaccent() sees it. */
export function withoutAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđłþ]/g, (letter) => LIGATURES[letter] ?? letter);
}

/** A name's words as the search compares them: lower case, without accents, letters and digits only. */
const nameWordsOf = (name: string): string[] => searchWords(withoutAccents(name.toLowerCase())).map(withoutAccents);

interface Named {
  id: number;
  name: string;
  sortOrder: number;
}

/**
 * A catalogue's names by the starts of their words, for the header's suggestions: the distinct words of
 * every name (in the store's language, without accents), sorted, each with the products whose name has it.
 * A prefix is a range of that list (two binary searches), so the products of a short prefix that a
 * thousand products match are found and ranked without reading a row.
 */
export interface NamePrefixIndex<P extends Named> {
  words: string[];
  productsOf: P[][];
  /** Each trigram of the names (as pg_trgm writes them), with the positions in the catalogue of the products whose name has it. */
  trigramProducts: Map<string, number[]>;
  productCount: number;
}

/**
 * A text's trigrams as pg_trgm takes them: each word (letters and digits) in lower case, two spaces before
 * it and one after, cut in threes; each trigram once.
 */
export function trigramsOf(words: readonly string[]): Set<string> {
  const trigrams = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  }
  return trigrams;
}

export function namePrefixIndex<P extends Named>(products: readonly P[]): NamePrefixIndex<P> {
  const byWord = new Map<string, P[]>();
  const trigramProducts = new Map<string, number[]>();
  products.forEach((product, position) => {
    const nameWords = nameWordsOf(product.name);
    for (const word of new Set(nameWords)) {
      const list = byWord.get(word);
      if (list) list.push(product);
      else byWord.set(word, [product]);
    }
    for (const trigram of trigramsOf(nameWords)) {
      const list = trigramProducts.get(trigram);
      if (list) list.push(position);
      else trigramProducts.set(trigram, [position]);
    }
  });
  // Code-unit order: a prefix's words are one run of it.
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { words, productsOf: words.map((word) => byWord.get(word)!), trigramProducts, productCount: products.length };
}

/** pg_trgm's pg_trgm.word_similarity_threshold, as the shop leaves it: the `<%` operator's bound. */
const WORD_SIMILARITY_THRESHOLD = 0.6;

/**
 * Whether some name could resemble the typed words as closely as pg_trgm's `<%` asks: its word similarity
 * is the share of the query's trigrams found in one stretch of the name, so a name holding fewer than that
 * share of them in all cannot match. False means the database's typo search would find nothing; true only
 * that it may.
 */
export function someNameMayResemble(index: Pick<NamePrefixIndex<Named>, 'trigramProducts' | 'productCount'>, typed: readonly string[]): boolean {
  const words = typed.map(withoutAccents).filter((word) => word.length > 0);
  // A letter that loses its accent as punctuation ('½' → '1/2') splits a word in the database, not here: it may.
  if (words.some((word) => /[^\p{L}\p{N}]/u.test(word))) return true;
  const query = trigramsOf(words);
  if (query.size === 0) return false;
  const needed = Math.ceil(query.size * WORD_SIMILARITY_THRESHOLD - 1e-9);
  const counts = new Uint16Array(index.productCount);
  for (const trigram of query) {
    for (const position of index.trigramProducts.get(trigram) ?? []) if (++counts[position] >= needed) return true;
  }
  return false;
}

function firstAtOrAfter(words: readonly string[], value: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The products whose name has a word starting with each typed word, best first, at most `limit`; and how
 * many there are in all. Best: the most typed words that are a whole word of the name ('mint' before
 * 'minty'), then the fewest letters the name's matched words have beyond what was typed (the closest
 * match, as the search's word similarity ranks it), then the catalogue's order.
 */
export function productsByNamePrefix<P extends Named>(index: NamePrefixIndex<P>, typed: readonly string[], limit: number): { products: P[]; total: number } {
  const queryWords = typed.map(withoutAccents).filter((word) => word.length > 0);
  if (queryWords.length === 0) return { products: [], total: 0 };
  let matched: Map<P, { whole: number; extra: number }> | null = null;
  for (const word of queryWords) {
    // Per product, this word's closest match among its name's words (fewest letters beyond the typed ones).
    const closest = new Map<P, number>();
    for (let i = firstAtOrAfter(index.words, word); i < index.words.length && index.words[i].startsWith(word); i++) {
      const extra = index.words[i].length - word.length;
      for (const product of index.productsOf[i]) {
        if (matched !== null && !matched.has(product)) continue;
        const known = closest.get(product);
        if (known === undefined || extra < known) closest.set(product, extra);
      }
    }
    const next = new Map<P, { whole: number; extra: number }>();
    for (const [product, extra] of closest) {
      const before = matched?.get(product) ?? { whole: 0, extra: 0 };
      next.set(product, { whole: before.whole + (extra === 0 ? 1 : 0), extra: before.extra + extra });
    }
    matched = next;
    if (matched.size === 0) break;
  }
  const ranked = [...(matched ?? new Map<P, { whole: number; extra: number }>())].sort(
    ([a, x], [b, y]) => y.whole - x.whole || x.extra - y.extra || a.sortOrder - b.sortOrder || a.id - b.id,
  );
  return { products: ranked.slice(0, limit).map(([product]) => product), total: ranked.length };
}
