import fc from 'fast-check';
import { type AdvancedConditionFacts, type CartRule, type RuleLine, advancedConditionsHold, allocate, applyCartRules, isValidPercent } from './cart-rules';

const lines: RuleLine[] = [
  { itemId: 1, sku: 'POD', category: 'pods', qty: 2, unitPrice: 599, isSubscription: false },
  { itemId: 2, sku: 'CABLE', category: 'accessories', qty: 1, unitPrice: 499, isSubscription: false },
];
const context = { customerKind: 'guest' as const, today: '2026-11-21', couponCode: null };
const rule = (overrides: Partial<CartRule>): CartRule => ({
  id: 1,
  name: 'r',
  label: 'Rule',
  couponCode: null,
  priority: 0,
  stopFurtherRules: false,
  action: { type: 'by_percent', percentBasisPoints: 1000 },
  conditions: {},
  ...overrides,
});
const discounts = (outcome: ReturnType<typeof applyCartRules>) => Object.fromEntries(outcome.lineDiscounts);

describe('applyCartRules', () => {
  it.each([
    ['10 % of each item', { type: 'by_percent', percentBasisPoints: 1000 }, { 1: 120, 2: 50 }],
    ['£1 off each unit', { type: 'by_fixed', amount: 100 }, { 1: 200, 2: 100 }],
    ['£5 off the cart, shared by value', { type: 'cart_fixed', amount: 500 }, { 1: 353, 2: 147 }],
    ['each unit at £2', { type: 'to_fixed', amount: 200 }, { 1: 798, 2: 299 }],
    ['100 % off', { type: 'by_percent', percentBasisPoints: 10_000 }, { 1: 1198, 2: 499 }],
  ] as const)('%s', (_label, action, expected) => {
    expect(discounts(applyCartRules(lines, [rule({ action })], context))).toEqual(expected);
  });

  it('never takes a unit below the minimal price nor a row below zero', () => {
    const outcome = applyCartRules(lines, [rule({ action: { type: 'by_fixed', amount: 10_000 }, minimalPrice: 300 })], context);
    expect(discounts(outcome)).toEqual({ 1: 598, 2: 199 });
  });

  it('limits a rule to its SKUs, categories and subscription lines', () => {
    expect(discounts(applyCartRules(lines, [rule({ conditions: { categories: ['accessories'] } })], context))).toEqual({ 2: 50 });
    expect(discounts(applyCartRules(lines, [rule({ conditions: { skus: ['POD'] } })], context))).toEqual({ 1: 120 });
    const subscribed = [{ ...lines[0], isSubscription: true }, lines[1]];
    expect(discounts(applyCartRules(subscribed, [rule({ conditions: { subscriptionLines: true } })], context))).toEqual({ 1: 120 });
    expect(discounts(applyCartRules(subscribed, [rule({ conditions: { subscriptionLines: false } })], context))).toEqual({ 2: 50 });
  });

  it('checks basket conditions, dates and the kind of shopper', () => {
    expect(applyCartRules(lines, [rule({ conditions: { minSubtotal: 1700 } })], context).breakdown).toEqual([]);
    expect(applyCartRules(lines, [rule({ conditions: { minQty: 4 } })], context).breakdown).toEqual([]);
    expect(applyCartRules(lines, [rule({ conditions: { toDate: '2026-11-20' } })], context).breakdown).toEqual([]);
    expect(applyCartRules(lines, [rule({ conditions: { fromDate: '2026-11-22' } })], context).breakdown).toEqual([]);
    expect(applyCartRules(lines, [rule({ conditions: { customerKinds: ['customer'] } })], context).breakdown).toEqual([]);
    expect(applyCartRules(lines, [rule({ conditions: { minSubtotal: 1697, toDate: '2026-11-21' } })], context).breakdown).toHaveLength(1);
  });

  it('applies a coupon rule only with its code, in any case', () => {
    const coupon = rule({ couponCode: 'SAVE', label: 'Save' });
    expect(applyCartRules(lines, [coupon], context).appliedCoupon).toBeNull();
    expect(applyCartRules(lines, [coupon], { ...context, couponCode: 'save' }).appliedCoupon).toEqual({ code: 'SAVE', label: 'Save' });
  });

  it('runs by priority and stops after a rule that says so; each applied rule is in the breakdown', () => {
    const rules = [
      rule({ id: 1, label: 'Later', priority: 5 }),
      rule({ id: 2, label: 'First', priority: 1, action: { type: 'by_fixed', amount: 100 } }),
      rule({ id: 3, label: 'Stopper', priority: 2, stopFurtherRules: true, action: { type: 'cart_fixed', amount: 100 } }),
    ];
    const outcome = applyCartRules(lines, rules, context);
    expect(outcome.breakdown).toEqual([
      { ruleName: 'First', amount: 300 },
      { ruleName: 'Stopper', amount: 100 },
    ]);
    expect(outcome.appliedRuleIds).toEqual([2, 3]);
  });

  it('marks free shipping', () => {
    expect(applyCartRules(lines, [rule({ freeShipping: true, action: { type: 'by_fixed', amount: 0 } })], context).freeShipping).toBe(true);
  });
});

describe('subscription lines take no other promotion', () => {
  const basket: RuleLine[] = [{ ...lines[0], isSubscription: true }, lines[1]];

  it('skips subscription lines for a rule that does not say otherwise', () => {
    expect(discounts(applyCartRules(basket, [rule({})], context))).toEqual({ 2: 50 });
    expect(applyCartRules(basket, [rule({})], context).breakdown).toEqual([{ ruleName: 'Rule', amount: 50 }]);
  });

  it('shares a whole-cart amount over the one-time lines only', () => {
    expect(discounts(applyCartRules(basket, [rule({ action: { type: 'cart_fixed', amount: 500 } })], context))).toEqual({ 2: 499 });
  });

  it('discounts subscription lines when the rule says it applies to them', () => {
    expect(discounts(applyCartRules(basket, [rule({ appliesToSubscriptions: true })], context))).toEqual({ 1: 120, 2: 50 });
  });

  it('does not apply a coupon to a basket of subscriptions only', () => {
    const outcome = applyCartRules([basket[0]], [rule({ couponCode: 'WELCOME10' })], { ...context, couponCode: 'WELCOME10' });
    expect(outcome.appliedCoupon).toBeNull();
    expect(outcome.lineDiscounts.size).toBe(0);
  });

  it('never discounts a subscription line, for any basket and any rules without the flag (property)', () => {
    const lineArb = fc.record({
      qty: fc.integer({ min: 1, max: 100 }),
      unitPrice: fc.integer({ min: 0, max: 50_000 }),
      isSubscription: fc.boolean(),
      sku: fc.constantFrom('POD', 'CABLE', 'KIT'),
      category: fc.constantFrom('devices', 'pods', 'accessories'),
    });
    const ruleArb = fc.record({
      action: fc.oneof(
        fc.record({ type: fc.constant('by_percent' as const), percentBasisPoints: fc.integer({ min: 1, max: 10_000 }) }),
        fc.record({ type: fc.constant('by_fixed' as const), amount: fc.integer({ min: 0, max: 10_000 }) }),
        fc.record({ type: fc.constant('cart_fixed' as const), amount: fc.integer({ min: 0, max: 100_000 }) }),
        fc.record({ type: fc.constant('to_fixed' as const), amount: fc.integer({ min: 0, max: 10_000 }) }),
      ),
      priority: fc.nat(5),
      stopFurtherRules: fc.boolean(),
      couponCode: fc.constantFrom(null, 'WELCOME10'),
      minimalPrice: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }),
      freeShipping: fc.boolean(),
      conditions: fc.record(
        {
          skus: fc.subarray(['POD', 'CABLE', 'KIT']),
          categories: fc.subarray(['devices', 'pods', 'accessories']),
          subscriptionLines: fc.constant(false),
          minQty: fc.nat(10),
        },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.array(ruleArb, { maxLength: 4 }), (rawLines, rawRules) => {
        const ruleLines: RuleLine[] = rawLines.map((l, i) => ({ ...l, itemId: i + 1 }));
        const rules: CartRule[] = rawRules.map((r, i) => ({ ...r, id: i + 1, name: `r${i}`, label: `Rule ${i}` }));
        const outcome = applyCartRules(ruleLines, rules, { ...context, couponCode: 'WELCOME10' });
        for (const line of ruleLines.filter((l) => l.isSubscription)) expect(outcome.lineDiscounts.get(line.itemId) ?? 0).toBe(0);
        const given = outcome.breakdown.reduce((sum, b) => sum + b.amount, 0);
        const oneTime = ruleLines.filter((l) => !l.isSubscription).reduce((sum, l) => sum + (outcome.lineDiscounts.get(l.itemId) ?? 0), 0);
        expect(oneTime).toBe(given);
      }),
    );
  });
});

describe('allocate', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [500, [1198, 499], [353, 147]],
    [0, [1, 2], [0, 0]],
    [7, [0, 0], [0, 0]],
  ])('splits %i over %j as %j', (amount, weights, expected) => {
    const parts = allocate(amount, weights);
    expect(parts).toEqual(expected);
  });
});

describe('isValidPercent (spec 000 §9: 0.01 to 100)', () => {
  it.each([
    [1, true],
    [10_000, true],
    [0, false],
    [10_001, false],
    [-5, false],
    [1.5, false],
  ])('%f basis points → %s', (value, valid) => {
    expect(isValidPercent(value)).toBe(valid);
  });
});

describe('advanced conditions (payment method, city, street, billing country, currency)', () => {
  const facts: AdvancedConditionFacts = {
    paymentMethod: 'worldpay_cc',
    city: 'London',
    shippingAddressLine: '221B Baker Street Flat 2',
    billingCountry: 'GB',
    currency: 'GBP',
  };

  it.each([
    [{ paymentMethods: ['worldpay_cc', 'free'] }, true],
    [{ paymentMethods: ['cashondelivery'] }, false],
    [{ cities: [' LONDON '] }, true],
    [{ cities: ['Leeds'] }, false],
    [{ shippingAddressLineContains: ['baker street'] }, true],
    [{ shippingAddressLineContains: ['Downing'] }, false],
    [{ billingCountries: ['GB', 'NL'] }, true],
    [{ billingCountries: ['FR'] }, false],
    [{ currencies: ['GBP'] }, true],
    [{ currencies: ['EUR'] }, false],
    [{ paymentMethods: [], cities: [] }, true],
  ])('%j holds: %s', (conditions, holds) => {
    expect(advancedConditionsHold(conditions, facts)).toBe(holds);
  });

  it('a rule that names a fact does not apply while the fact is unknown', () => {
    const unknown: AdvancedConditionFacts = { paymentMethod: null, city: null, shippingAddressLine: null, billingCountry: null, currency: null };
    expect(advancedConditionsHold({ paymentMethods: ['worldpay_cc'] }, unknown)).toBe(false);
    expect(advancedConditionsHold({ cities: ['London'] }, undefined)).toBe(false);
    expect(advancedConditionsHold({}, undefined)).toBe(true);
  });

  it('gives the discount only when the context meets them', () => {
    const byCard = rule({ conditions: { paymentMethods: ['worldpay_cc'] } });
    expect(applyCartRules(lines, [byCard], { ...context, advanced: facts }).breakdown).toEqual([{ ruleName: 'Rule', amount: 170 }]);
    expect(applyCartRules(lines, [byCard], { ...context, advanced: { ...facts, paymentMethod: 'free' } }).breakdown).toEqual([]);
  });
});
