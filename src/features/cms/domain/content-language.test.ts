import { type ContentByLanguage, contentIn } from '.';

// Which version of a page a shopper reads: theirs, else the store's own (null), else none.
describe('contentIn', () => {
  const content: ContentByLanguage<string> = new Map([
    [
      null,
      new Map([
        ['terms', 'Terms (the store’s own)'],
        ['drop-the-pod', 'Drop the Pod (the store’s own)'],
      ]),
    ],
    [
      'cy',
      new Map([
        ['terms', 'Telerau (cy)'],
        ['eisteddfod', 'Eisteddfod (cy only)'],
      ]),
    ],
  ]);

  it.each([
    ['cy', 'terms', 'Telerau (cy)'],
    ['cy', 'drop-the-pod', 'Drop the Pod (the store’s own)'],
    ['cy', 'eisteddfod', 'Eisteddfod (cy only)'],
    ['en-GB', 'terms', 'Terms (the store’s own)'],
    ['en-GB', 'eisteddfod', null],
    ['cy', 'no-such-page', null],
    // Tags match exactly: the offered locales and the rows' tags are both well formed (ll or ll-CC).
    ['cy-GB', 'terms', 'Terms (the store’s own)'],
  ])('%s reading %s gets %s', (locale, identifier, expected) => {
    expect(contentIn(content, locale, identifier)).toBe(expected);
  });

  it('a store with no content has none in any language', () => {
    expect(contentIn(new Map(), 'cy', 'terms')).toBeNull();
  });
});
