/**
 * pg_trgm's word similarity, worked out as its C code does (contrib/pg_trgm/trgm_op.c, version 1.6 as in
 * PostgreSQL 15 and PGlite), so the header's suggestions can find typos in the kept catalogue with the
 * same answers as the database's `<%` operator and `word_similarity()`.
 *
 * Trigrams: each word (a run of letters and digits, as PostgreSQL reads them in a UTF-8 locale) in lower
 * case, two spaces before it and one after, cut in threes ('word' → '  w', ' wo', 'wor', 'ord', 'rd ').
 * The word similarity of a query to a text is that of the query's trigrams (a set) to the best extent of
 * the text's trigrams (in order, words one after another): shared / (query's + extent's − shared), each
 * counted once; the extent is found by pg_trgm's own greedy walk (iterate_word_similarity), not by trying
 * every extent, and that walk is what is copied here. Values are single-precision, as pg_trgm's float4.
 */

/** pg_trgm.word_similarity_threshold as the shop leaves it (its default, 0.6f): the `<%` operator's bound. */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

/** A letter or a digit: what pg_trgm keeps of a text (anything else separates words). */
const NOT_WORD = /[^\p{L}\p{Nd}]+/u;

/** A text's words as pg_trgm reads them, lower case, in order (the caller takes the accents off first). */
export function trigramWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(NOT_WORD)
    .filter((word) => word.length > 0);
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** The trigrams of words, in order, repeats kept (pg_trgm's generate_trgm_only). */
export function trigramSequence(words: readonly string[]): string[] {
  const trigrams: string[] = [];
  for (const word of words) {
    const padded = `  ${word} `;
    if (!SURROGATE.test(word)) {
      for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
      continue;
    }
    // Characters, not UTF-16 units: a letter outside the BMP is one character in PostgreSQL too.
    const characters = [...padded];
    for (let i = 0; i + 3 <= characters.length; i++) trigrams.push(characters[i] + characters[i + 1] + characters[i + 2]);
  }
  return trigrams;
}

/** pg_trgm's CALCSML in single precision: shared / (query's + extent's − shared). */
const similarityOf = (shared: number, queryCount: number, extentCount: number) => Math.fround(shared / (queryCount + extentCount - shared));

/**
 * pg_trgm's iterate_word_similarity over one text's trigrams (ids, from `from` to `to` in `sequence`):
 * `inQuery[id]` is 1 for the query's trigrams, `queryCount` how many distinct trigrams the query has.
 * `lastPosition` is scratch space indexed by trigram id, all −1, and left all −1.
 */
export function iterateWordSimilarity(
  sequence: ArrayLike<number>,
  from: number,
  to: number,
  inQuery: ArrayLike<number>,
  queryCount: number,
  lastPosition: Int32Array,
): number {
  let extentCount = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = from; i < to; i++) {
    const trigram = sequence[i];
    const found = inQuery[trigram] === 1;
    if (lower >= 0 || found) {
      if (lastPosition[trigram] < 0) {
        extentCount++;
        if (found) shared++;
      }
      lastPosition[trigram] = i;
    }
    if (!found) continue;
    // This trigram of the query ends the extent; its start moves right where that raises the similarity.
    const upper = i;
    if (lower === -1) {
      lower = i;
      extentCount = 1;
    }
    let current = similarityOf(shared, queryCount, extentCount);
    let tryShared = shared;
    let tryCount = extentCount;
    const previousLower = lower;
    for (let start = lower; start <= upper; start++) {
      const trying = similarityOf(tryShared, queryCount, tryCount);
      if (trying > current) {
        current = trying;
        extentCount = tryCount;
        lower = start;
        shared = tryShared;
      }
      const leaving = sequence[start];
      if (lastPosition[leaving] === start) {
        tryCount--;
        if (inQuery[leaving] === 1) tryShared--;
      }
    }
    if (current > best) best = current;
    for (let start = previousLower; start < lower; start++) {
      const leaving = sequence[start];
      if (lastPosition[leaving] === start) lastPosition[leaving] = -1;
    }
  }
  for (let i = from; i < to; i++) lastPosition[sequence[i]] = -1;
  return best;
}

/** pg_trgm's word_similarity(query, text) for texts whose accents are already off (tests and one-off uses). */
export function wordSimilarity(query: string, text: string): number {
  const ids = new Map<string, number>();
  const idOf = (trigram: string) => {
    let id = ids.get(trigram);
    if (id === undefined) {
      id = ids.size;
      ids.set(trigram, id);
    }
    return id;
  };
  const queryIds = new Set(trigramSequence(trigramWords(query)).map(idOf));
  const textIds = trigramSequence(trigramWords(text)).map(idOf);
  const inQuery = new Uint8Array(ids.size);
  for (const id of queryIds) inQuery[id] = 1;
  return iterateWordSimilarity(textIds, 0, textIds.length, inQuery, queryIds.size, new Int32Array(ids.size).fill(-1));
}
