import type { TotalSegment, Totals } from '../api/types';

export const SHIPPING_INCLUDED = 'Included';
export const TAX_NOT_CALCULATED = 'Not yet calculated';
const DEFAULT_TAX_LABEL = 'VAT';

/** Deductions arrive as negative values (shown with a minus sign) and show whenever they are not 0. */
export const DEDUCTION_CODES: ReadonlySet<string> = new Set([
  'discount',
  'free_device_discount',
  'six_monthly_free_device_discount',
  'free_samples_discount',
  'reward',
]);

export interface TotalsRow {
  code: string;
  label: string;
  /** An amount, or a text shown instead of one ('Included', 'Not yet calculated'). */
  amount: number | null;
  text?: string;
  isGrandTotal: boolean;
}

function taxLabel(segment: TotalSegment): string {
  return segment.extension_attributes?.tax_grandtotal_details?.[0]?.rates?.[0]?.title ?? DEFAULT_TAX_LABEL;
}

/** Spec 000 §4 "Totals display": which segments show, and how zero or missing values read. */
export function totalsRows(totals: Pick<Totals, 'total_segments'>): TotalsRow[] {
  const rows: TotalsRow[] = [];
  for (const segment of totals.total_segments) {
    const base = { code: segment.code, label: segment.title, amount: segment.value, isGrandTotal: false };
    switch (segment.code) {
      case 'shipping':
        rows.push(segment.value === 0 ? { ...base, amount: null, text: SHIPPING_INCLUDED } : base);
        break;
      case 'tax':
        rows.push(
          segment.value === null || segment.value === undefined
            ? { ...base, label: taxLabel(segment), amount: null, text: TAX_NOT_CALCULATED }
            : { ...base, label: taxLabel(segment) },
        );
        break;
      case 'grand_total':
        rows.push({ ...base, isGrandTotal: true });
        break;
      case 'subtotal':
        rows.push(base);
        break;
      default:
        if (DEDUCTION_CODES.has(segment.code)) {
          // Always read as money off, whichever sign the server used.
          if (segment.value) rows.push({ ...base, amount: -Math.abs(segment.value) });
          break;
        }
        // cash_on_delivery_fee, weee and the like only show when above 0.
        if ((segment.value ?? 0) > 0) rows.push(base);
    }
  }
  return rows;
}
