import type { StoreSettings } from '../../stores/domain';

/** Which figure of a line is shown: its subtotal, or (tax shown both ways) the figure without and with tax. */
export type LineFigure = 'subtotal' | 'exclTax' | 'inclTax';

/**
 * Spec 002 §2: the summary lists only the last N lines (maxCartItemsToDisplay), and links to the basket
 * with 'View and Edit Cart' when there are more.
 */
export function summaryLines<T>(items: readonly T[], maxShown: number): { shown: T[]; hasMore: boolean } {
  const max = Math.max(1, Math.floor(maxShown));
  return { shown: items.slice(-max), hasMore: items.length > max };
}

export type TaxDisplay = StoreSettings['taxDisplay'];

/** A line's row figures as the totals send them (decimals). */
export interface LineAmounts {
  row_total: number;
  row_total_incl_tax: number;
}

/**
 * Spec 002 §2, §9: a line's subtotal including or excluding tax, as the store displays prices; shown
 * both ways, the two are labelled, and their difference is the row's tax (before any discount, which
 * the totals show on their own line).
 */
export function lineSubtotals(line: LineAmounts, mode: TaxDisplay): { figure: LineFigure; amount: number }[] {
  if (mode === 'including') return [{ figure: 'subtotal', amount: line.row_total_incl_tax }];
  if (mode === 'excluding') return [{ figure: 'subtotal', amount: line.row_total }];
  return [
    { figure: 'exclTax', amount: line.row_total },
    { figure: 'inclTax', amount: line.row_total_incl_tax },
  ];
}

/**
 * The indirect-tax line (spec 002 §3 indTaxEnabled, indTaxAmount, indTaxLabel). indTaxAmount is the
 * store's configured rate in percent, not an amount: a shop states the approximate indirect taxes
 * contained in what the shopper pays (Brazil's Lei 12.741/2012 "Valor aproximado dos tributos"), so the
 * line is that share of the grand total, rounded to the cent. Null when the store shows none.
 */
export function indirectTaxAmount(grandTotal: number, config: { indTaxEnabled: boolean; indTaxAmount: number }): number | null {
  if (!config.indTaxEnabled || !(config.indTaxAmount > 0) || !(grandTotal > 0)) return null;
  return Math.round((Math.round(grandTotal * 100) * config.indTaxAmount) / 100) / 100;
}

/** A store-config rate in percent ('31.45'), 0 when the text is not one between 0 and 100. */
export function parsePercent(text: string): number {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : 0;
}
