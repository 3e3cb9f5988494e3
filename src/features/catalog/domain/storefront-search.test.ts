import { CATEGORIES } from './categories';
import { checkSearchQuery, matchingCategories, searchWords, textSearchConfigOf } from './storefront-search';

describe("a store's search dictionary", () => {
  it.each([
    ['en-GB', 'english'],
    ['fr-FR', 'french'],
    ['de-DE', 'german'],
    ['nl-NL', 'dutch'],
    ['es-MX', 'spanish'],
    ['pt-BR', 'portuguese'],
    ['pt_PT', 'portuguese'],
    ['pl-PL', 'simple'],
    ['', 'simple'],
    ['constructor', 'simple'],
  ])('%s → %s', (locale, config) => {
    expect(textSearchConfigOf(locale)).toBe(config);
  });
});

describe('the words of a query', () => {
  it('keeps letters and digits of any script, lower case, and splits on everything else', () => {
    expect(searchWords("  ePod  Crème-Brûlée 12mg & 'mint':* ")).toEqual(['epod', 'crème', 'brûlée', '12mg', 'mint']);
    expect(searchWords('Größe Ölfilter')).toEqual(['größe', 'ölfilter']);
    expect(searchWords('!!! ***')).toEqual([]);
  });

  it('takes at most the first ten words', () => {
    expect(searchWords('a b c d e f g h i j k l')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
  });
});

describe('whether a query can be searched', () => {
  it('needs three characters once trimmed and at most 128', () => {
    expect(checkSearchQuery('  pod  ')).toEqual({ ok: true, query: 'pod', words: ['pod'] });
    expect(checkSearchQuery('crisp   mint')).toEqual({ ok: true, query: 'crisp mint', words: ['crisp', 'mint'] });
    expect(checkSearchQuery(' po ')).toEqual({ ok: false, message: 'Minimum Search query length is %1', parameters: ['3'] });
    expect(checkSearchQuery('---')).toEqual({ ok: false, message: 'Minimum Search query length is %1', parameters: ['3'] });
    expect(checkSearchQuery('m'.repeat(128)).ok).toBe(true);
    expect(checkSearchQuery('m'.repeat(129))).toEqual({ ok: false, message: 'Maximum Search query length is %1', parameters: ['128'] });
  });
});

describe('the categories a query names', () => {
  it.each([
    [['pod'], ['pods']],
    [['cartridges'], ['pods']],
    [['pods', 'cart'], ['pods']],
    [['dev'], ['devices']],
    [['acc'], ['accessories']],
    [['mint'], []],
    [[], []],
  ])('%o → %o', (words, codes) => {
    expect(matchingCategories(words, CATEGORIES).map((c) => c.code)).toEqual(codes);
  });
});
