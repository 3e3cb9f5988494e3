import { keepRecent, mapPer } from './recent-map';

describe('recently used maps', () => {
  it('keeps the most recently set entries, dropping the least recently set beyond the limit', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 2);
    keepRecent(map, 'b', 2, 2);
    keepRecent(map, 'a', 3, 2);
    keepRecent(map, 'c', 4, 2);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });

  it('gives each owner a map of its own, the same one every time', () => {
    const mapOf = mapPer<object, string, number>();
    const one = {};
    mapOf(one).set('x', 1);
    expect(mapOf(one).get('x')).toBe(1);
    expect(mapOf({}).size).toBe(0);
  });
});
