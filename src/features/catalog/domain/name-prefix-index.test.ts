import { namePrefixIndex, productsByNamePrefix, productsResembling, withoutAccents } from './name-prefix-index';
import { trigramSequence, trigramWords, wordSimilarity } from './word-similarity';

const product = (id: number, name: string, sortOrder = id) => ({ id, name, sortOrder });

const CATALOGUE = [
  product(1, 'ePod Cartridges Crisp Mint 12mg (2 pack)'),
  product(2, 'Minty Fresh Liquid'),
  product(3, 'Mini Device Kit'),
  product(4, 'Cartouches ePod Menthe Fraîche 12 mg'),
  product(5, 'Mint Leaf Tobacco', 0),
  product(6, 'Rücksendebeutel für Pods'),
  product(7, 'Straße Mint'),
];

const names = (typed: string[], limit = 8) => productsByNamePrefix(namePrefixIndex(CATALOGUE), typed, limit).products.map((p) => p.id);

describe('the names by their words’ starts', () => {
  it('takes accents off as unaccent does', () => {
    expect(['Fraîche', 'Rücksendebeutel', 'straße', 'Œuvre', 'søt'].map((w) => withoutAccents(w.toLowerCase()))).toEqual([
      'fraiche',
      'rucksendebeutel',
      'strasse',
      'oeuvre',
      'sot',
    ]);
  });

  it('finds the names with a word starting with each typed word, a whole word first, then the closest, then the catalogue’s order', () => {
    // 'mint' whole in 5, 1 and 7 (by position: 5 has sort order 0), then 'minty' (one letter more), then 'mini' is not 'mint'.
    expect(names(['mint'])).toEqual([5, 1, 7, 2]);
    // 'min': every whole-word miss; the closest words first (mint, mini: one letter; minty: two).
    expect(names(['min'])).toEqual([5, 1, 3, 7, 2]);
    expect(names(['crisp', 'mi'])).toEqual([1]);
    expect(names(['mi', 'crisp'])).toEqual([1]);
    expect(names(['crisp', 'menthe'])).toEqual([]);
  });

  it('ignores accents on both sides', () => {
    expect(names(['fraiche'])).toEqual([4]);
    expect(names(['fraîche'])).toEqual([4]);
    expect(names(['rucksende'])).toEqual([6]);
    expect(names(['strasse'])).toEqual([7]);
  });

  it('gives at most the limit, and how many match in all', () => {
    expect(productsByNamePrefix(namePrefixIndex(CATALOGUE), ['min'], 2)).toEqual({ products: [CATALOGUE[4], CATALOGUE[0]], total: 5 });
    expect(productsByNamePrefix(namePrefixIndex(CATALOGUE), [], 2)).toEqual({ products: [], total: 0 });
  });
});

describe('the names that resemble a typo, as pg_trgm finds them', () => {
  it('cuts words in trigrams as pg_trgm does: letters and digits in lower case, two spaces before, one after', () => {
    expect(trigramSequence(trigramWords('Word'))).toEqual(['  w', ' wo', 'wor', 'ord', 'rd ']);
    expect(trigramSequence(trigramWords('usb-c, 2'))).toEqual(['  u', ' us', 'usb', 'sb ', '  c', ' c ', '  2', ' 2 ']);
  });

  it("measures word similarity as pg_trgm's documentation does", () => {
    // The documentation's examples: 'word' in 'two words' is 0.8, in 'Two words' too; similarity('word', 'two words') would be 0.36.
    expect(wordSimilarity('word', 'two words')).toBe(Math.fround(0.8));
    expect(wordSimilarity('word', 'Two Words')).toBe(Math.fround(0.8));
    // 'tobaco' (7 trigrams) in 'mint leaf tobacco': the extent '  t' to 'bac' holds 5 of them and nothing else: 5 / (7 + 5 − 5).
    expect(wordSimilarity('tobaco', 'mint leaf tobacco')).toBe(Math.fround(5 / 7));
    expect(wordSimilarity('xyz', 'mint')).toBe(0);
  });

  it('finds the names at 0.6 or more, the most similar first, then by the catalogue’s order', () => {
    const index = namePrefixIndex(CATALOGUE);
    const found = (typed: string[]) => productsResembling(index, typed).map(({ product, similarity }) => [product.id, similarity]);
    // 'minq' shares '  m', ' mi', 'min' with 'mint', 'minty' and 'mini': 3 / (5 + 3 − 3) = 0.6, enough; all alike, so by sort order (5 has 0).
    expect(found(['minq'])).toEqual([
      [5, Math.fround(0.6)],
      [1, Math.fround(0.6)],
      [2, Math.fround(0.6)],
      [3, Math.fround(0.6)],
      [7, Math.fround(0.6)],
    ]);
    // The most similar first: 'minty' is all of 'Minty Fresh Liquid', 4 of 6 trigrams of each 'mint' ('mini' has 3: 0.5, too few).
    expect(found(['minty'])).toEqual([
      [2, 1],
      [5, Math.fround(4 / 6)],
      [1, Math.fround(4 / 6)],
      [7, Math.fround(4 / 6)],
    ]);
    expect(found(['leaf', 'tobaco'])).toEqual([[5, Math.fround(10 / 12)]]);
    expect(found(['mont'])).toEqual([]);
    expect(found(['xyzzy'])).toEqual([]);
    // Accents off on both sides.
    expect(found(['fraîche'])).toEqual([[4, 1]]);
    expect(found(['fraiche'])).toEqual([[4, 1]]);
    expect(found(['ruksendebeutel'])).toEqual([[6, Math.fround(11 / 15)]]);
  });

  it('gives the first of them only, leaving out the ones already listed', () => {
    const index = namePrefixIndex(CATALOGUE);
    const ids = (typed: string[], limit?: number, listed?: Set<(typeof CATALOGUE)[number]>) =>
      productsResembling(index, typed, limit, listed).map(({ product }) => product.id);
    expect(ids(['minty'], 2)).toEqual([2, 5]);
    expect(ids(['minty'], 2, new Set([CATALOGUE[1]]))).toEqual([5, 1]);
    expect(ids(['minq'], 3, new Set([CATALOGUE[4]]))).toEqual([1, 2, 3]);
    expect(ids(['minq'], 0)).toEqual([]);
  });
});
