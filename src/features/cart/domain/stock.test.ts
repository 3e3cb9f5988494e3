import { linesOverStock } from './stock';

const line = (itemId: number, productId: number, stock: number, qty: number) => ({ itemId, productId, stock, qty });

describe('linesOverStock', () => {
  it('sums a product over its lines', () => {
    const lines = [line(1, 10, 5, 3), line(2, 10, 5, 3), line(3, 11, 9, 9)];
    expect(linesOverStock(lines, (l) => l.qty).map((l) => l.itemId)).toEqual([1, 2]);
  });

  it('counts a removed line as nothing', () => {
    const lines = [line(1, 10, 5, 3), line(2, 10, 5, 2)];
    const wanted = new Map([
      [1, 0],
      [2, 4],
    ]);
    expect(linesOverStock(lines, (l) => wanted.get(l.itemId) ?? l.qty)).toEqual([]);
  });
});
