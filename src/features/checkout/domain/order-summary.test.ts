import { indirectTaxAmount, lineSubtotals, parsePercent, summaryLines } from './order-summary';

describe('the lines the summary lists (spec 002 §2 maxCartItemsToDisplay)', () => {
  const lines = ['a', 'b', 'c', 'd', 'e'];
  it('lists the last N lines and says there are more', () => {
    expect(summaryLines(lines, 3)).toEqual({ shown: ['c', 'd', 'e'], hasMore: true });
    expect(summaryLines(lines, 4)).toEqual({ shown: ['b', 'c', 'd', 'e'], hasMore: true });
  });

  it('lists every line when there are N or fewer', () => {
    expect(summaryLines(lines, 5)).toEqual({ shown: lines, hasMore: false });
    expect(summaryLines(lines, 10)).toEqual({ shown: lines, hasMore: false });
    expect(summaryLines([], 10)).toEqual({ shown: [], hasMore: false });
  });

  it('always lists at least the last line', () => {
    expect(summaryLines(lines, 0)).toEqual({ shown: ['e'], hasMore: true });
  });
});

describe("a line's subtotal in the store's tax display (spec 002 §9)", () => {
  // Two packs at £5.99 with 20% VAT: £9.98 without tax, £2.00 tax.
  const line = { row_total: 9.98, row_total_incl_tax: 11.98, tax_amount: 2 };

  it.each([
    ['including', [{ figure: 'subtotal', amount: 11.98 }]],
    ['excluding', [{ figure: 'subtotal', amount: 9.98 }]],
    [
      'both',
      [
        { figure: 'exclTax', amount: 9.98 },
        { figure: 'inclTax', amount: 11.98 },
      ],
    ],
  ] as const)('shows %s tax', (mode, expected) => {
    expect(lineSubtotals(line, mode)).toEqual(expected);
  });

  it('shown both ways, the two figures differ by the line’s tax', () => {
    const [excl, incl] = lineSubtotals(line, 'both');
    expect(Math.round((excl.amount + line.tax_amount) * 100)).toBe(Math.round(incl.amount * 100));
  });
});

describe('the indirect-tax line (spec 002 §3 indTaxEnabled, indTaxAmount)', () => {
  it('is the configured percentage of the grand total, to the cent', () => {
    expect(indirectTaxAmount(199.9, { indTaxEnabled: true, indTaxAmount: 31.45 })).toBe(62.87);
    expect(indirectTaxAmount(100, { indTaxEnabled: true, indTaxAmount: 16 })).toBe(16);
    expect(indirectTaxAmount(0.01, { indTaxEnabled: true, indTaxAmount: 50 })).toBe(0.01);
  });

  it('is not shown when the store does not enable it, has no rate, or nothing is paid', () => {
    expect(indirectTaxAmount(100, { indTaxEnabled: false, indTaxAmount: 16 })).toBeNull();
    expect(indirectTaxAmount(100, { indTaxEnabled: true, indTaxAmount: 0 })).toBeNull();
    expect(indirectTaxAmount(0, { indTaxEnabled: true, indTaxAmount: 16 })).toBeNull();
  });

  it('reads the store-config rate as a percentage from 0 to 100', () => {
    expect(parsePercent('31.45')).toBe(31.45);
    expect(parsePercent(' 16 ')).toBe(16);
    expect(parsePercent('')).toBe(0);
    expect(parsePercent('abc')).toBe(0);
    expect(parsePercent('120')).toBe(0);
    expect(parsePercent('-5')).toBe(0);
  });
});
