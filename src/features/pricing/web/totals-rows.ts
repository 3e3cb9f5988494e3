import type { TFunction } from 'i18next';
import type { TotalSegment, Totals } from '../../../shared/web/api/types';

/** The page's translation (react-i18next's `t`): the rows read in the shopper's language. */
export type Translate = TFunction;

/** The segments whose titles are the shop's words (the rest — FPT, eco-participation, offers — are the store's own labels). */
const LABEL_KEYS: Readonly<
  Record<string, 'pricing.totals.subtotal' | 'pricing.totals.grandTotal' | 'pricing.totals.reward' | 'pricing.totals.cashOnDeliveryFee'>
> = {
  subtotal: 'pricing.totals.subtotal',
  grand_total: 'pricing.totals.grandTotal',
  reward: 'pricing.totals.reward',
  cash_on_delivery_fee: 'pricing.totals.cashOnDeliveryFee',
};

/** Deductions arrive as negative values (shown with a minus sign) and show whenever they are not 0. */
const DEDUCTION_CODES: ReadonlySet<string> = new Set([
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
function pairRows(row: TotalsRow, amounts: { excl: number; incl: number }, sign: (value: number) => number, t: Translate): TotalsRow[] {
  return [
    { ...row, code: `${row.code}_excl_tax`, label: t('pricing.totals.exclTax', { label: row.label }), amount: sign(amounts.excl), column: 'excl' },
    { ...row, code: `${row.code}_incl_tax`, label: t('pricing.totals.inclTax', { label: row.label }), amount: sign(amounts.incl), column: 'incl' },
  ];
}

const asIs = (value: number) => value;
const moneyOff = (value: number) => -Math.abs(value);

function taxLabel(segment: TotalSegment, t: Translate): string {
  return segment.extension_attributes?.tax_grandtotal_details?.[0]?.rates?.[0]?.title ?? t('pricing.totals.tax');
}

/** A segment's title in the page's language: the shop's own words by its code, the store's labels as set. */
export function segmentLabel(segment: TotalSegment, totals: Partial<TotalsOf>, t: Translate): string {
  const key = LABEL_KEYS[segment.code];
  if (key) return t(key);
  if (segment.code === 'shipping') {
    const method = segment.extension_attributes?.shipping_method_title;
    return method ? t('pricing.totals.shippingMethod', { method }) : t('pricing.totals.shipping');
  }
  if (segment.code === 'discount') {
    const breakdown = (totals.extension_attributes?.amrule_discount_breakdown ?? []).map((rule) => rule.rule_name).join(', ');
    // An order's totals keep no breakdown: the rules' names are in the title the server wrote ('Discount (…)').
    const rules = breakdown || (/^Discount \((.+)\)$/.exec(segment.title)?.[1] ?? '');
    return rules ? t('pricing.totals.discountRules', { rules }) : t('pricing.totals.discount');
  }
  return segment.title;
}

type TotalsOf = Pick<Totals, 'total_segments' | 'extension_attributes'>;

/** Spec 000 §4 "Totals display": which segments show, and how zero or missing values read. */
export function totalsRows(totals: TotalsOf, t: Translate): TotalsRow[] {
  const rows: TotalsRow[] = [];
  // Shown both ways, the tax row completes the column without tax; shown one way, it is just information.
  const taxColumn = totals.total_segments.some((s) => bothWays(s)) ? { column: 'excl' as const } : {};
  for (const segment of totals.total_segments) {
    const base: TotalsRow = { code: segment.code, label: segmentLabel(segment, totals, t), amount: segment.value, isGrandTotal: false };
    const both = bothWays(segment);
    const push = (sign: (value: number) => number) => rows.push(...(both ? pairRows(base, both, sign, t) : [{ ...base, amount: sign(segment.value ?? 0) }]));
    switch (segment.code) {
      case 'shipping':
        if (segment.value === 0 && (!both || both.incl === 0)) rows.push({ ...base, amount: null, text: t('pricing.totals.included') });
        else push(asIs);
        break;
      case 'tax':
        rows.push(
          segment.value === null || segment.value === undefined
            ? { ...base, label: taxLabel(segment, t), amount: null, text: t('pricing.totals.notYetCalculated') }
            : { ...base, label: taxLabel(segment, t), ...taxColumn },
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
