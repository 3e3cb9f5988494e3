import type { TotalSegment } from '../api/types';
import { SHIPPING_INCLUDED, TAX_NOT_CALCULATED, totalsRows } from './totals-rows';

const seg = (code: string, value: number | null, title = code): TotalSegment => ({ code, title, value });

describe('totalsRows (spec 000 §4 "Totals display")', () => {
  it('shows a zero shipping price as Included', () => {
    const [row] = totalsRows({ total_segments: [seg('shipping', 0, 'Shipping & Handling')] });
    expect(row).toMatchObject({ label: 'Shipping & Handling', amount: null, text: SHIPPING_INCLUDED });
  });

  it('shows tax not yet computed as Not yet calculated, labelled VAT', () => {
    const [row] = totalsRows({ total_segments: [seg('tax', null, 'Tax')] });
    expect(row).toMatchObject({ label: 'VAT', text: TAX_NOT_CALCULATED });
  });

  it('shows the cash on delivery fee only when above 0', () => {
    const codes = (value: number) => totalsRows({ total_segments: [seg('cash_on_delivery_fee', value)] }).map((r) => r.code);
    expect(codes(0)).toEqual([]);
    expect(codes(1.5)).toEqual(['cash_on_delivery_fee']);
  });

  it('keeps the server order and marks the grand total', () => {
    const rows = totalsRows({
      total_segments: [seg('subtotal', 10), seg('discount', 0), seg('tax', 1.67), seg('grand_total', 10)],
    });
    expect(rows.map((r) => r.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    expect(rows.at(-1)?.isGrandTotal).toBe(true);
  });

  it('shows discounts, free device and sample offers and reward points as money off, only when not 0', () => {
    const rows = totalsRows({
      total_segments: [
        seg('subtotal', 20),
        seg('discount', -2, 'Discount (WELCOME10: 10% off)'),
        seg('free_device_discount', -14.99),
        seg('free_samples_discount', 0),
        seg('reward', -5, 'Reward Points'),
        seg('grand_total', 0),
      ],
    });
    expect(rows.map((r) => [r.code, r.label, r.amount])).toEqual([
      ['subtotal', 'subtotal', 20],
      ['discount', 'Discount (WELCOME10: 10% off)', -2],
      ['free_device_discount', 'free_device_discount', -14.99],
      ['reward', 'Reward Points', -5],
      ['grand_total', 'grand_total', 0],
    ]);
  });
});
