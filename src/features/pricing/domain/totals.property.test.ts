import fc from 'fast-check';
import { applyCartRules, type CartRule } from './cart-rules';
import { computeTotals } from './totals';

const lineArb = fc.record({
  qty: fc.integer({ min: 1, max: 100 }),
  unitPrice: fc.integer({ min: 0, max: 50_000 }),
  isSubscription: fc.boolean(),
  category: fc.constantFrom('devices', 'pods', 'accessories'),
});
const actionArb = fc.oneof(
  fc.record({ type: fc.constant('by_percent' as const), percentBasisPoints: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ type: fc.constant('by_fixed' as const), amount: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ type: fc.constant('cart_fixed' as const), amount: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ type: fc.constant('to_fixed' as const), amount: fc.integer({ min: 0, max: 10_000 }) }),
);
const ruleArb = fc.record({ action: actionArb, minimalPrice: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }), priority: fc.nat(5) });

describe('totals always add up (property)', () => {
  it('grand total = discounted lines with tax + shipping + fee; never negative; discount never above the goods', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 0, maxLength: 30 }),
        fc.array(ruleArb, { maxLength: 3 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 500 }),
        (rawLines, rawRules, pricesIncludeTax, shipping, fee) => {
          const lines = rawLines.map((l, i) => ({ ...l, itemId: i + 1, sku: `SKU${i}`, name: `Item ${i}`, subscriptionInterval: l.isSubscription ? 1 : 0 }));
          const rules: CartRule[] = rawRules.map((r, i) => ({ ...r, id: i + 1, name: `r${i}`, label: `Rule ${i}`, couponCode: null, stopFurtherRules: false, conditions: {} }));
          const outcome = applyCartRules(lines, rules, { customerKind: 'guest', today: '2026-11-21', couponCode: null });
          const tax = { rateBasisPoints: 2000, pricesIncludeTax };
          const totals = computeTotals({ lines, tax, shipping: { amount: shipping, title: 'Flat Rate - Fixed' }, paymentFee: fee, currency: 'GBP', lineDiscounts: outcome.lineDiscounts });

          const goods = lines.reduce((s, l) => s + l.unitPrice * l.qty, 0);
          const discount = -totals.discountAmount;
          expect(Number.isInteger(totals.grandTotal)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(goods);
          expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
          // In a VAT-inclusive store the shopper pays exactly the goods less discounts plus charges.
          if (pricesIncludeTax) expect(totals.grandTotal).toBe(goods - discount + shipping + fee);
          // In either mode: grand total = net after discount + all tax + net charges.
          const netGoods = totals.items.reduce((s, i) => s + i.rowTotal, 0);
          const netCharges = totals.shippingAmount + (pricesIncludeTax ? fee - Math.round((fee * 2000) / 12_000) : fee);
          const netDiscount = pricesIncludeTax ? goods - discount - totals.items.reduce((s, i) => s + i.taxAmount, 0) : netGoods - discount;
          expect(totals.grandTotal).toBe(netDiscount + totals.taxAmount + netCharges);
          expect(totals.subtotalInclTax).toBe(totals.items.reduce((s, i) => s + i.rowTotalInclTax, 0));
          expect(outcome.breakdown.reduce((s, b) => s + b.amount, 0)).toBe(discount);
        },
      ),
      { numRuns: 500 },
    );
  });
});
