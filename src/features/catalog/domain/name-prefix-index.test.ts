import { namePrefixIndex, productsByNamePrefix, someNameMayResemble, trigramsOf, withoutAccents } from './name-prefix-index';

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

describe('whether a name may resemble a typo closely enough for pg_trgm', () => {
  it('cuts words in trigrams as pg_trgm does: two spaces before, one after, each once', () => {
    expect([...trigramsOf(['word'])]).toEqual(['  w', ' wo', 'wor', 'ord', 'rd ']);
    expect(trigramsOf(['aa', 'aa']).size).toBe(3);
  });

  it('says no only when no name holds 60 % of the query’s trigrams', () => {
    const index = namePrefixIndex(CATALOGUE);
    // 'tobaco': '  t', ' to', 'tob', 'oba', 'bac', 'aco', 'co ' — 'Mint Leaf Tobacco' has five of the seven.
    expect(someNameMayResemble(index, ['tobaco'])).toBe(true);
    // 'mont': '  m', ' mo', 'mon', 'ont', 'nt ' — at most '  m' and 'nt ' in any name: 2 of 5.
    expect(someNameMayResemble(index, ['mont'])).toBe(false);
    // 3 of 5 is 60 %, enough: 'minq' shares '  m', ' mi' and 'min' with 'mint'.
    expect(someNameMayResemble(index, ['minq'])).toBe(true);
    expect(someNameMayResemble(index, ['xyzzy'])).toBe(false);
    expect(someNameMayResemble(index, ['fraîche'])).toBe(true);
  });
});
