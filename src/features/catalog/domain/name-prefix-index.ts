import { searchWords } from './storefront-search';
import { WORD_SIMILARITY_THRESHOLD, iterateWordSimilarity, trigramSequence, trigramWords } from './word-similarity';

/** Letters written as two without their accents, as PostgreSQL's unaccent writes them. */
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/** A word without its accents ('crème' → 'creme', 'straße' → 'strasse'), as the search's shop_unaccent() sees it. */
export function withoutAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđłþ]/g, (letter) => LIGATURES[letter] ?? letter);
}

/** A name's words as the search compares them (from the name in lower case without accents): letters and digits only. */
const nameWordsOf = (plain: string): string[] => searchWords(plain).map(withoutAccents);

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
 *
 * And by their trigrams, for typos: each name's trigrams as pg_trgm takes them (word-similarity.ts), as
 * numbers, in order; and for each trigram the names that have it (an inverted index), so a query reads
 * only the names that share trigrams with it.
 */
export interface NamePrefixIndex<P extends Named> {
  words: string[];
  productsOf: P[][];
  products: readonly P[];
  trigrams: TrigramIndex;
}

interface TrigramIndex {
  idOf: Map<string, number>;
  /** Every name's trigram ids one after another: the product at position p has sequence[start[p]] to sequence[start[p + 1]]. */
  sequence: Int32Array;
  start: Int32Array;
  /** For each trigram id, the positions of the products whose name has it, ascending. */
  namesWith: Int32Array[];
  // Scratch space for one query at a time (a query runs without awaiting anything).
  shared: Uint16Array;
  inQuery: Uint8Array;
  lastPosition: Int32Array;
}

export function namePrefixIndex<P extends Named>(products: readonly P[]): NamePrefixIndex<P> {
  const byWord = new Map<string, P[]>();
  const idOf = new Map<string, number>();
  const namesWith: number[][] = [];
  const sequence: number[] = [];
  const start = new Int32Array(products.length + 1);
  products.forEach((product, position) => {
    const plain = withoutAccents(product.name.toLowerCase());
    for (const word of new Set(nameWordsOf(plain))) {
      const list = byWord.get(word);
      if (list) list.push(product);
      else byWord.set(word, [product]);
    }
    start[position] = sequence.length;
    for (const trigram of trigramSequence(trigramWords(plain))) {
      let id = idOf.get(trigram);
      if (id === undefined) {
        id = idOf.size;
        idOf.set(trigram, id);
        namesWith.push([]);
      }
      sequence.push(id);
      const names = namesWith[id];
      if (names[names.length - 1] !== position) names.push(position);
    }
  });
  start[products.length] = sequence.length;
  // Code-unit order: a prefix's words are one run of it.
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    words,
    productsOf: words.map((word) => byWord.get(word)!),
    products,
    trigrams: {
      idOf,
      sequence: Int32Array.from(sequence),
      start,
      namesWith: namesWith.map((names) => Int32Array.from(names)),
      shared: new Uint16Array(products.length),
      inQuery: new Uint8Array(idOf.size),
      lastPosition: new Int32Array(idOf.size).fill(-1),
    },
  };
}

type Resemblance<P> = { product: P; similarity: number };

const mostSimilarFirst = <P extends Named>(a: Resemblance<P>, b: Resemblance<P>) =>
  b.similarity - a.similarity || a.product.sortOrder - b.product.sortOrder || a.product.id - b.product.id;

/**
 * The products whose name resembles the typed words as pg_trgm's `shop_unaccent(words) <% shop_unaccent(name)`
 * finds them (word similarity at least 0.6), each with that similarity, as the database's search ranks
 * them: the most similar first, then the catalogue's order; the first `limit` of them, leaving out `listed`.
 * Only the names holding at least 60 % of the query's trigrams are walked (a name's word similarity is at
 * most the share of the query's trigrams it holds), those holding most first, and no further once that
 * share cannot reach the last of the `limit` found.
 */
export function productsResembling<P extends Named>(
  index: NamePrefixIndex<P>,
  typed: readonly string[],
  limit = Number.POSITIVE_INFINITY,
  listed: ReadonlySet<P> = new Set(),
): Resemblance<P>[] {
  const { idOf, sequence, start, namesWith, shared, inQuery, lastPosition } = index.trigrams;
  const queryTrigrams = new Set(trigramSequence(trigramWords(withoutAccents(typed.join(' ')))));
  const queryCount = queryTrigrams.size;
  if (queryCount === 0 || limit <= 0) return [];
  let needed = 1;
  while (needed <= queryCount && Math.fround(needed / queryCount) < WORD_SIMILARITY_THRESHOLD) needed++;
  const known = [...queryTrigrams].map((trigram) => idOf.get(trigram)).filter((id): id is number => id !== undefined);
  if (known.length < needed) return [];
  const candidates: number[] = [];
  for (const id of known) {
    inQuery[id] = 1;
    for (const position of namesWith[id]) if (++shared[position] === needed) candidates.push(position);
  }
  // The candidates by how many of the query's trigrams they hold, most first.
  const holding: number[][] = Array.from({ length: queryCount + 1 }, () => []);
  for (const position of candidates) holding[shared[position]].push(position);
  let found: Resemblance<P>[] = [];
  try {
    for (let count = queryCount; count >= needed; count--) {
      if (found.length >= limit && Math.fround(count / queryCount) < found[limit - 1].similarity) break;
      for (const position of holding[count]) {
        const product = index.products[position];
        if (listed.has(product)) continue;
        const similarity = iterateWordSimilarity(sequence, start[position], start[position + 1], inQuery, queryCount, lastPosition);
        if (similarity >= WORD_SIMILARITY_THRESHOLD) found.push({ product, similarity });
      }
      if (found.length >= limit) found = found.sort(mostSimilarFirst).slice(0, limit);
    }
  } finally {
    for (const id of known) {
      inQuery[id] = 0;
      for (const position of namesWith[id]) shared[position] = 0;
    }
  }
  return found.sort(mostSimilarFirst);
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
