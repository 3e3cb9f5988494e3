import type { TotalSegment, Totals } from '../../../shared/web/api/types';

export const SHIPPING_INCLUDED = 'Included';
export const TAX_NOT_CALCULATED = 'Not yet calculated';
const DEFAULT_TAX_LABEL = 'VAT';

/** Deductions arrive as negative values (shown with a minus sign) and show whenever they are not 0. */
const DEDUCTION_CODES: ReadonlySet<string> = new Set([
  'discount',
  'free_device_discount',
  'six_monthly_free_device_discount',
  'free_samples_discount',
  'reward',
]);

const EXCL_TAX_SUFFIX = ' (Excl. Tax)';
const INCL_TAX_SUFFIX = ' (Incl. Tax)';

export interface TotalsRow {
  code: string;
  label: string;
  /** An amount, or a text shown instead of one ('Included', 'Not yet calculated'). */
  amount: number | null;
  text?: string;
  isGrandTotal: boolean;
  /**
   * With tax shown both ways, which sum the row belongs to: the amounts without tax (which add up to
   * the grand total with the tax row) or those with tax (which add up to it alone). Rows without a
   * column (reward points, the grand total) count in both.
   */
  column?: 'excl' | 'incl';
}

/** A segment of a store that shows tax both ways carries both amounts (Magento's "Display Both"). */
type SegmentBothWays = TotalSegment & { extension_attributes?: { value_excl_tax?: number; value_incl_tax?: number } };

function bothWays(segment: SegmentBothWays): { excl: number; incl: number } | null {
  const excl = segment.extension_attributes?.value_excl_tax;
  const incl = segment.extension_attributes?.value_incl_tax;
  return typeof excl === 'number' && typeof incl === 'number' ? { excl, incl } : null;
}

/** Magento's pairs: "Subtotal (Excl. Tax)" then "Subtotal (Incl. Tax)", each in its own column. */
function pairRows(row: TotalsRow, amounts: { excl: number; incl: number }, sign: (value: number) => number): TotalsRow[] {
  return [
    { ...row, code: `${row.code}_excl_tax`, label: row.label + EXCL_TAX_SUFFIX, amount: sign(amounts.excl), column: 'excl' },
    { ...row, code: `${row.code}_incl_tax`, label: row.label + INCL_TAX_SUFFIX, amount: sign(amounts.incl), column: 'incl' },
  ];
}

const asIs = (value: number) => value;
const moneyOff = (value: number) => -Math.abs(value);

function taxLabel(segment: TotalSegment): string {
  return segment.extension_attributes?.tax_grandtotal_details?.[0]?.rates?.[0]?.title ?? DEFAULT_TAX_LABEL;
}

/** Spec 000 §4 "Totals display": which segments show, and how zero or missing values read. */
export function totalsRows(totals: Pick<Totals, 'total_segments'>): TotalsRow[] {
  const rows: TotalsRow[] = [];
  // Shown both ways, the tax row completes the column without tax; shown one way, it is just information.
  const taxColumn = totals.total_segments.some((s) => bothWays(s)) ? { column: 'excl' as const } : {};
  for (const segment of totals.total_segments) {
    const base: TotalsRow = { code: segment.code, label: segment.title, amount: segment.value, isGrandTotal: false };
    const both = bothWays(segment);
    const push = (sign: (value: number) => number) => rows.push(...(both ? pairRows(base, both, sign) : [{ ...base, amount: sign(segment.value ?? 0) }]));
    switch (segment.code) {
      case 'shipping':
        if (segment.value === 0 && (!both || both.incl === 0)) rows.push({ ...base, amount: null, text: SHIPPING_INCLUDED });
        else push(asIs);
        break;
      case 'tax':
        rows.push(
          segment.value === null || segment.value === undefined
            ? { ...base, label: taxLabel(segment), amount: null, text: TAX_NOT_CALCULATED }
            : { ...base, label: taxLabel(segment), ...taxColumn },
        );
        break;
      case 'grand_total':
        rows.push({ ...base, isGrandTotal: true });
        break;
      case 'subtotal':
        push(asIs);
        break;
      default:
        if (DEDUCTION_CODES.has(segment.code)) {
          // Always read as money off, whichever sign the server used.
          if (segment.value || both?.incl) push(moneyOff);
          break;
        }
        // cash_on_delivery_fee, weee and the like only show when above 0.
        if ((segment.value ?? 0) > 0 || (both?.incl ?? 0) > 0) push(asIs);
    }
  }
  return rows;
}
