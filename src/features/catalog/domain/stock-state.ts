/**
 * "Only N left" from this many units down (Magento's cataloginventory/options/stock_threshold_qty). The
 * spec shows no figure: ten is low enough to be true scarcity for packs sold in hundreds a week.
 */
export const ONLY_LEFT_THRESHOLD = 10;

/** What the product page says of a product's stock: in stock, only N left, or out of stock. */
export type StockState = { state: 'in_stock' } | { state: 'only_left'; left: number } | { state: 'out_of_stock' };

export function stockStateOf(qty: number, threshold: number = ONLY_LEFT_THRESHOLD): StockState {
  if (qty <= 0) return { state: 'out_of_stock' };
  if (qty <= threshold) return { state: 'only_left', left: qty };
  return { state: 'in_stock' };
}
