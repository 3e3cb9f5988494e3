import { GIFT_QTY_NEGATIVE, GIFT_QTY_TOO_HIGH } from './gift-rules';
import {
  type GiftChoices,
  type GiftItem,
  canAddGifts,
  chosenGifts,
  giftQtyProblem,
  giftQtyProblemText,
  giftsLeft,
  hasGiftToChoose,
  maxGiftQty,
  tickedQty,
} from './gift-selection';

// Rule 1 (rule_type 0): two of three flavours in all. Rule 2 (rule_type 1): a cable and up to 2 cases.
const mint: GiftItem = { ruleId: 1, ruleType: 0, sku: 'MINT', availableQty: 2, initialQty: 0 };
const cherry: GiftItem = { ruleId: 1, ruleType: 0, sku: 'CHERRY', availableQty: 2, initialQty: 0 };
const mango: GiftItem = { ruleId: 1, ruleType: 0, sku: 'MANGO', availableQty: 2, initialQty: 0 };
const cable: GiftItem = { ruleId: 2, ruleType: 1, sku: 'CABLE', availableQty: 1, initialQty: 0 };
const cases: GiftItem = { ruleId: 2, ruleType: 1, sku: 'CASE', availableQty: 2, initialQty: 0 };
const items = [mint, cherry, mango, cable, cases];

const ticked = (qty: number) => ({ checked: true, qty });

describe('the promo popup selection', () => {
  it('caps a rule_type 1 gift at its own available quantity', () => {
    expect(maxGiftQty(cases, items, {})).toBe(2);
    expect(maxGiftQty(cases, items, { '2:CABLE': ticked(1) })).toBe(2);
    expect(giftQtyProblem(cases, items, { '2:CASE': ticked(3) })).toEqual({ message: GIFT_QTY_TOO_HIGH, parameters: [2] });
    expect(giftQtyProblem(cases, items, { '2:CASE': ticked(2) })).toBeNull();
    expect(giftQtyProblemText(giftQtyProblem(cases, items, { '2:CASE': ticked(3) })!)).toBe('You can add up to 2 of this free gift.');
  });

  it('shares a rule_type 0 common quantity among the rule’s ticked gifts', () => {
    const choices: GiftChoices = { '1:MINT': ticked(1) };
    expect(maxGiftQty(cherry, items, choices)).toBe(1);
    expect(maxGiftQty(mint, items, choices)).toBe(2);
    expect(maxGiftQty(mango, items, { '1:MINT': ticked(1), '1:CHERRY': ticked(1) })).toBe(0);
    expect(giftQtyProblem(cherry, items, { '1:MINT': ticked(1), '1:CHERRY': ticked(2) })).toEqual({ message: GIFT_QTY_TOO_HIGH, parameters: [1] });
    // An unticked gift's typed quantity does not count.
    expect(maxGiftQty(cherry, items, { '1:MINT': { checked: false, qty: 2 } })).toBe(2);
  });

  it('refuses a negative or empty quantity with the spec’s message, only on a ticked gift', () => {
    expect(giftQtyProblem(mint, items, { '1:MINT': ticked(-1) })).toEqual({ message: GIFT_QTY_NEGATIVE, parameters: [] });
    expect(giftQtyProblem(mint, items, { '1:MINT': ticked(Number.NaN) })).toEqual({ message: GIFT_QTY_NEGATIVE, parameters: [] });
    expect(giftQtyProblem(mint, items, { '1:MINT': { checked: false, qty: -1 } })).toBeNull();
  });

  it('starts a ticked gift at its initial quantity, at least 1, within what is left', () => {
    expect(tickedQty(mint, items, {})).toBe(1);
    expect(tickedQty({ ...cases, initialQty: 2 }, items, {})).toBe(2);
    expect(tickedQty(mango, items, { '1:MINT': ticked(2) })).toBe(0);
  });

  it.each<[string, GiftChoices, boolean]>([
    ['nothing ticked', {}, false],
    ['one gift ticked', { '1:MINT': ticked(1) }, true],
    ['a ticked gift at 0 only', { '1:MINT': ticked(0) }, false],
    ['a negative quantity beside a good one', { '1:MINT': ticked(1), '2:CASE': ticked(-1) }, false],
    ['a quantity over its max', { '2:CASE': ticked(3) }, false],
    ['the common quantity exceeded', { '1:MINT': ticked(1), '1:CHERRY': ticked(1), '1:MANGO': ticked(1) }, false],
    ['gifts of both rules', { '1:MINT': ticked(2), '2:CABLE': ticked(1), '2:CASE': ticked(2) }, true],
  ])('the add button with %s: enabled %j', (_label, choices, enabled) => {
    expect(canAddGifts(items, choices)).toBe(enabled);
  });

  it('sends only ticked gifts with a quantity', () => {
    expect(chosenGifts(items, { '1:MINT': ticked(1), '1:CHERRY': { checked: false, qty: 1 }, '2:CASE': ticked(0), '2:CABLE': ticked(1) })).toEqual([
      { rule_id: 1, sku: 'MINT', qty: 1 },
      { rule_id: 2, sku: 'CABLE', qty: 1 },
    ]);
  });

  it('counts the gifts left: the common quantity once for rule_type 0, each gift for rule_type 1', () => {
    expect(giftsLeft(items, {})).toBe(2 + 1 + 2);
    expect(giftsLeft(items, { '1:MINT': ticked(1), '2:CASE': ticked(2) })).toBe(1 + 1);
    expect(giftsLeft(items, { '1:MINT': ticked(-3), '1:CHERRY': ticked(9) })).toBe(5 - 2);
    expect(giftsLeft([], {})).toBe(0);
  });

  it('offers the link while a gift is earned and not all taken', () => {
    expect(hasGiftToChoose([])).toBe(false);
    expect(hasGiftToChoose([{ availableQty: 0 }, { availableQty: 0 }])).toBe(false);
    expect(hasGiftToChoose([{ availableQty: 0 }, { availableQty: 1 }])).toBe(true);
  });
});
