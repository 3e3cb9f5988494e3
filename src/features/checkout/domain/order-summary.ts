import type { StoreSettings } from '../../stores/domain';

/** Spec 002 §2: the summary's headings and links. */
export const ORDER_SUMMARY_TITLE = 'Your Order';
export const VIEW_AND_EDIT_CART = 'View and Edit Cart';
export const RETURN_TO_BASKET = 'Return to basket';
/** Not shown in the spec: the subscription rows' words (Magento's subscription module's). */
export const SUBSCRIPTION_LABEL = 'Subscription';
export const NEXT_PROCESSING_DATE_LABEL = 'Next processing date';
/** Not shown in the spec: the line figures' labels when tax shows both ways (Magento's sidebar). */
const EXCL_TAX_LABEL = 'Excl. Tax';
const INCL_TAX_LABEL = 'Incl. Tax';
const SUBTOTAL_LABEL = 'Subtotal';
/** Not shown in the spec: the name of the shipping policy tooltip's button. */
export const SHIPPING_POLICY_LABEL = 'Shipping policy';

/** "1 Item in Cart", "3 Items in Cart": the header's count of units. */
export function itemCountText(qty: number): string {
  return `${qty} ${qty === 1 ? 'Item' : 'Items'} in Cart`;
}

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
export function lineSubtotals(line: LineAmounts, mode: TaxDisplay): { label: string; amount: number }[] {
  if (mode === 'including') return [{ label: SUBTOTAL_LABEL, amount: line.row_total_incl_tax }];
  if (mode === 'excluding') return [{ label: SUBTOTAL_LABEL, amount: line.row_total }];
  return [
    { label: EXCL_TAX_LABEL, amount: line.row_total },
    { label: INCL_TAX_LABEL, amount: line.row_total_incl_tax },
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
