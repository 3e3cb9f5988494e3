import { formatRanges, highlightSegments, parseHighlight } from './highlight';

describe('Loqate highlight', () => {
  it.each([
    [
      '0-4,7-9;1-4',
      20,
      10,
      [
        { start: 0, end: 4 },
        { start: 7, end: 9 },
      ],
      [{ start: 1, end: 4 }],
    ],
    ['0-4', 10, 10, [{ start: 0, end: 4 }], []],
    [';0-2', 10, 10, [], [{ start: 0, end: 2 }]],
    ['', 10, 10, [], []],
    ['0-30;0-30', 5, 3, [{ start: 0, end: 5 }], [{ start: 0, end: 3 }]],
    ['4-2,x-3,1-,-1,2-2', 10, 10, [], []],
    ['3-6,0-4', 10, 10, [{ start: 0, end: 6 }], []],
  ])('%j parses to its ranges', (highlight, textLength, descriptionLength, text, description) => {
    expect(parseHighlight(highlight, textLength, descriptionLength)).toEqual({ text, description });
  });

  it('splits a text into matched and plain pieces', () => {
    expect(
      highlightSegments('12 High Street', [
        { start: 0, end: 2 },
        { start: 3, end: 7 },
      ]),
    ).toEqual([
      { text: '12', matched: true },
      { text: ' ', matched: false },
      { text: 'High', matched: true },
      { text: ' Street', matched: false },
    ]);
    expect(highlightSegments('Leeds', [])).toEqual([{ text: 'Leeds', matched: false }]);
  });

  it('writes ranges back as Loqate does, merged and in order', () => {
    expect(
      formatRanges([
        { start: 5, end: 11 },
        { start: 0, end: 4 },
        { start: 3, end: 5 },
      ]),
    ).toBe('0-11');
    expect(
      formatRanges([
        { start: 7, end: 9 },
        { start: 0, end: 4 },
      ]),
    ).toBe('0-4,7-9');
  });
});
