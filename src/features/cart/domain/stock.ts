/** A basket line as the stock rule sees it. */
export interface StockLine {
  itemId: number;
  productId: number;
  stock: number;
}

/**
 * The lines whose product would be wanted beyond its stock: a product's quantity is summed over all its
 * lines (one-time, subscription, engraved, gifts), as they all leave the same shelf.
 */
export function linesOverStock<L extends StockLine>(lines: L[], wanted: (line: L) => number): L[] {
  const perProduct = new Map<number, number>();
  for (const line of lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + wanted(line));
  return lines.filter((line) => (perProduct.get(line.productId) ?? 0) > line.stock);
}
