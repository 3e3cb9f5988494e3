import fc from 'fast-check';
import { applyCartRules, type CartRule } from './cart-rules';
import { applyFreeOffers, earnsFreeDevice, offerDiscountsByLine } from './free-offers';
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
          const rules: CartRule[] = rawRules.map((r, i) => ({
            ...r,
            id: i + 1,
            name: `r${i}`,
            label: `Rule ${i}`,
            couponCode: null,
            stopFurtherRules: false,
            conditions: {},
          }));
          const outcome = applyCartRules(lines, rules, { customerKind: 'guest', today: '2026-11-21', couponCode: null });
          const tax = { rateBasisPoints: 2000, pricesIncludeTax };
          const totals = computeTotals({
            lines,
            tax,
            shipping: { amount: shipping, title: 'Flat Rate - Fixed' },
            paymentFee: fee,
            currency: 'GBP',
            lineDiscounts: outcome.lineDiscounts,
          });

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

describe('totals with the free offers, WEEE and reward points always add up (property)', () => {
  const offerLineArb = fc.record({
    qty: fc.integer({ min: 1, max: 20 }),
    unitPrice: fc.integer({ min: 0, max: 5_000 }),
    kind: fc.constantFrom('device', 'pod', 'sample', 'accessory'),
    isSubscription: fc.boolean(),
    subscriptionInterval: fc.constantFrom(1, 6),
    freeWithSubscription: fc.boolean(),
    category: fc.constantFrom('devices', 'pods', 'accessories'),
  });
  const settingsArb = fc.record({
    freeDevice: fc.record({
      enabled: fc.boolean(),
      minSubscriptionQty: fc.integer({ min: 0, max: 4 }),
      label: fc.constant('Free device with your subscription'),
    }),
    sixMonthlyFreeDevice: fc.record({
      enabled: fc.boolean(),
      intervalMonths: fc.constant(6),
      minSubscriptionQty: fc.integer({ min: 0, max: 4 }),
      label: fc.constant('Free device with your 6-monthly subscription'),
    }),
    freeSamples: fc.record({ enabled: fc.boolean(), label: fc.constant('Free samples') }),
  });

  it('grand total = subtotal + shipping + fees − discounts − offers − reward; never negative; a device is free once at most', () => {
    fc.assert(
      fc.property(
        fc.array(offerLineArb, { minLength: 0, maxLength: 12 }),
        fc.array(ruleArb, { maxLength: 3 }),
        settingsArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 20_000 }),
        (rawLines, rawRules, settings, pricesIncludeTax, shipping, fee, weee, reward) => {
          const lines = rawLines.map((l, i) => ({
            ...l,
            itemId: i + 1,
            sku: `SKU${i}`,
            name: `Item ${i}`,
            subscriptionInterval: l.isSubscription ? l.subscriptionInterval : 0,
          }));
          const offers = applyFreeOffers(lines, settings);
          const prior = offerDiscountsByLine(offers);
          const rules: CartRule[] = rawRules.map((r, i) => ({
            ...r,
            id: i + 1,
            name: `r${i}`,
            label: `Rule ${i}`,
            couponCode: null,
            stopFurtherRules: false,
            conditions: {},
          }));
          const outcome = applyCartRules(lines, rules, { customerKind: 'guest', today: '2026-11-21', couponCode: null }, prior);
          const tax = { rateBasisPoints: 2000, pricesIncludeTax };
          const totals = computeTotals({
            lines,
            tax,
            shipping: { amount: shipping, title: 'Flat Rate - Fixed' },
            paymentFee: fee,
            currency: 'EUR',
            lineDiscounts: outcome.lineDiscounts,
            offerDiscounts: offers,
            weeeAmount: weee,
            rewardAmount: reward,
          });

          const offered = totals.offers.reduce((s, o) => s + o.amount, 0);
          expect(Number.isInteger(totals.grandTotal)).toBe(true);
          expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
          expect(totals.discountAmount).toBeLessThanOrEqual(0);
          expect(totals.rewardAmount).toBeLessThanOrEqual(reward);
          // At most one free device, by one offer, never more than the device costs.
          expect(offers.filter((o) => earnsFreeDevice([o])).length).toBeLessThanOrEqual(1);
          for (const item of totals.items) expect(item.discountAmount).toBeLessThanOrEqual(item.unitPrice * item.qty);
          if (pricesIncludeTax) {
            expect(totals.grandTotal).toBe(
              totals.subtotalInclTax + totals.shippingInclTax + totals.paymentFee + totals.weeeAmount + totals.discountAmount - offered - totals.rewardAmount,
            );
          } else {
            // Charges entered without tax are their own net amounts; all the tax is in taxAmount.
            const beforeReward = totals.subtotal + totals.discountAmount - offered + totals.taxAmount + totals.shippingAmount + fee + weee;
            expect(totals.grandTotal).toBe(beforeReward - totals.rewardAmount);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
