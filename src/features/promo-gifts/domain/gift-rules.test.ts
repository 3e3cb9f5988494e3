import { GIFT_QTY_TOO_HIGH, type BasketLine, type GiftRule, checkGiftSelection, giftOffers, qualifies } from './gift-rules';

const context = { today: '2026-11-21', customerKind: 'guest' as const };
const device: BasketLine = { sku: 'DEVICE', category: 'devices', qty: 1, unitPrice: 999, isSubscription: false, giftRuleId: 0 };
const oneOf: GiftRule = {
  id: 1,
  name: 'Pick a flavour',
  ruleType: 0,
  gifts: [
    { sku: 'MINT', qty: 1 },
    { sku: 'CHERRY', qty: 1 },
  ],
  commonQty: 1,
  conditions: { categories: ['devices'] },
};
const all: GiftRule = {
  id: 2,
  name: 'Cable and case',
  ruleType: 1,
  gifts: [
    { sku: 'CABLE', qty: 1 },
    { sku: 'CASE', qty: 2 },
  ],
  commonQty: 0,
  conditions: { minSubtotal: 3000 },
};

describe('gift rules', () => {
  it('qualify on the bought lines only', () => {
    expect(qualifies(oneOf, [device], context)).toBe(true);
    expect(qualifies(oneOf, [{ ...device, category: 'pods' }], context)).toBe(false);
    expect(qualifies(all, [{ ...device, qty: 4 }], context)).toBe(true);
    expect(qualifies(all, [device, { ...device, sku: 'CASE', qty: 5, giftRuleId: 2 }], context)).toBe(false);
  });

  it('rule_type 0 shares one quantity across its gifts; rule_type 1 counts each gift', () => {
    const taken: BasketLine = { sku: 'MINT', category: 'pods', qty: 1, unitPrice: 0, isSubscription: false, giftRuleId: 1 };
    expect(giftOffers(oneOf, [device, taken]).map((o) => o.availableQty)).toEqual([0, 0]);
    expect(giftOffers(all, [device]).map((o) => [o.sku, o.availableQty])).toEqual([
      ['CABLE', 1],
      ['CASE', 2],
    ]);
  });

  it('refuses more than is left, and gifts the rule does not offer', () => {
    expect(checkGiftSelection(oneOf, [device], [{ sku: 'MINT', qty: 1 }])).toEqual({ ok: true });
    expect(
      checkGiftSelection(
        oneOf,
        [device],
        [
          { sku: 'MINT', qty: 1 },
          { sku: 'CHERRY', qty: 1 },
        ],
      ),
    ).toEqual({ ok: false, message: GIFT_QTY_TOO_HIGH, parameters: [1] });
    expect(checkGiftSelection(all, [device], [{ sku: 'CASE', qty: 3 }])).toEqual({ ok: false, message: GIFT_QTY_TOO_HIGH, parameters: [2] });
    expect(checkGiftSelection(all, [device], [{ sku: 'MINT', qty: 1 }]).ok).toBe(false);
    // The same gift twice in one request: its quantities add up.
    expect(
      checkGiftSelection(
        all,
        [device],
        [
          { sku: 'CASE', qty: 2 },
          { sku: 'CASE', qty: 1 },
        ],
      ),
    ).toEqual({ ok: false, message: GIFT_QTY_TOO_HIGH, parameters: [2] });
  });
});
