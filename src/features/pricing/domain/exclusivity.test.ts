import { exclusivityDiscounts, exclusivityRangeFor, parseExclusivityRanges } from './exclusivity';

const json = '{"2-3": {"discount_per_pack": 50, "badge": "Save 50p a pack"}, "4-10": {"discount_per_pack": 100, "badge": "Save £1 a pack"}}';
const ranges = parseExclusivityRanges(json);
const settings = { enabled: true, ranges, label: 'Subscription saving' };
const lines = (subscribed: number) => [
  { itemId: 1, qty: subscribed, unitPrice: 599, isSubscription: true },
  { itemId: 2, qty: 1, unitPrice: 999, isSubscription: false },
];

describe('basket exclusivity pricing', () => {
  it('reads the ranges, ignoring malformed entries', () => {
    expect(ranges.map((r) => [r.min, r.max, r.discountPerPack])).toEqual([
      [2, 3, 50],
      [4, 10, 100],
    ]);
    expect(parseExclusivityRanges('not json')).toEqual([]);
    expect(parseExclusivityRanges('{"5-1": {"discount_per_pack": 10}, "x": {}, "2-2": {"discount_per_pack": -1}}')).toEqual([]);
  });

  it.each([
    [1, undefined],
    [2, 'Save 50p a pack'],
    [3, 'Save 50p a pack'],
    [4, 'Save £1 a pack'],
    [11, undefined],
  ])('%i packs → badge %s', (packs, badge) => {
    expect(exclusivityRangeFor(packs, ranges)?.badge).toBe(badge);
  });

  it.each([
    [1, {}],
    [3, { 1: 150 }],
    [5, { 1: 500 }],
  ])('%i subscription packs → discounts %j (one-time lines untouched)', (packs, expected) => {
    expect(Object.fromEntries(exclusivityDiscounts(lines(packs), settings))).toEqual(expected);
  });

  it('does nothing when switched off', () => {
    expect(exclusivityDiscounts(lines(5), { ...settings, enabled: false }).size).toBe(0);
  });
});
