import type { RuleConditions } from '../../pricing/domain';

/**
 * Promotional free gifts (spec 002 §3–5): a rule offers gift SKUs once the basket qualifies.
 * rule_type 0 ("one of"): the shopper picks up to `commonQty` gifts in total among the SKUs;
 * rule_type 1 ("all"): each SKU may be taken up to its own quantity.
 */
export const GIFT_RULE_ONE_OF = 0;
const GIFT_RULE_ALL = 1;

export interface GiftRule {
  id: number;
  name: string;
  ruleType: typeof GIFT_RULE_ONE_OF | typeof GIFT_RULE_ALL;
  gifts: { sku: string; qty: number }[];
  commonQty: number;
  conditions: RuleConditions;
}

export interface BasketLine {
  sku: string;
  category: string;
  qty: number;
  /** In the store's tax mode. */
  unitPrice: number;
  isSubscription: boolean;
  /** The gift rule that put this line in the basket (0 for a bought line). */
  giftRuleId: number;
}

export const GIFT_NOT_AVAILABLE = 'The free gift %1 is not available for your basket.';
export const GIFT_QTY_TOO_HIGH = 'You can add up to %1 of this free gift.';
export const GIFT_QTY_NEGATIVE = 'Please enter a quantity greater than or equal to 0.';

/** Does the basket (its bought lines only: gifts never qualify for gifts) meet the rule? */
export function qualifies(rule: GiftRule, lines: BasketLine[], context: { today: string; customerKind: 'guest' | 'customer' }): boolean {
  const bought = lines.filter((l) => l.giftRuleId === 0);
  const c = rule.conditions;
  if (c.fromDate && context.today < c.fromDate) return false;
  if (c.toDate && context.today > c.toDate) return false;
  if (c.customerKinds && !c.customerKinds.includes(context.customerKind)) return false;
  const value = bought.reduce((s, l) => s + l.unitPrice * l.qty, 0);
  const qty = bought.reduce((s, l) => s + l.qty, 0);
  if (value < (c.minSubtotal ?? 0) || qty < (c.minQty ?? 0) || qty === 0) return false;
  if (c.categories?.length && !bought.some((l) => c.categories!.includes(l.category))) return false;
  if (c.skus?.length && !bought.some((l) => c.skus!.includes(l.sku))) return false;
  if (c.subscriptionLines !== undefined && !bought.some((l) => l.isSubscription === c.subscriptionLines)) return false;
  return true;
}

export interface GiftOffer {
  ruleId: number;
  ruleType: number;
  sku: string;
  /** The most of this gift the rule allows. */
  qty: number;
  /** What is still free to add now. */
  availableQty: number;
  /** Already in the basket from this rule. */
  inBasket: number;
}

/** The gifts on offer for a qualifying rule, with what is already taken. */
export function giftOffers(rule: GiftRule, lines: BasketLine[]): GiftOffer[] {
  const taken = (sku: string) => lines.filter((l) => l.giftRuleId === rule.id && l.sku === sku).reduce((s, l) => s + l.qty, 0);
  const takenAll = rule.gifts.reduce((s, g) => s + taken(g.sku), 0);
  return rule.gifts.map((g) => {
    const max = rule.ruleType === GIFT_RULE_ONE_OF ? rule.commonQty : g.qty;
    const left = rule.ruleType === GIFT_RULE_ONE_OF ? rule.commonQty - takenAll : g.qty - taken(g.sku);
    return { ruleId: rule.id, ruleType: rule.ruleType, sku: g.sku, qty: max, availableQty: Math.max(0, left), inBasket: taken(g.sku) };
  });
}

export type GiftCheck = { ok: true } | { ok: false; message: string; parameters: (string | number)[] };

/** Checks a request to add gifts (quantities already whole numbers ≥ 0 by schema). */
export function checkGiftSelection(rule: GiftRule, lines: BasketLine[], selection: { sku: string; qty: number }[]): GiftCheck {
  const offers = giftOffers(rule, lines);
  // A gift named twice in one request counts once, with both quantities.
  const wanted = new Map<string, number>();
  for (const item of selection) wanted.set(item.sku, (wanted.get(item.sku) ?? 0) + item.qty);
  let total = 0;
  for (const [sku, qty] of wanted) {
    const offer = offers.find((o) => o.sku === sku);
    if (!offer) return { ok: false, message: GIFT_NOT_AVAILABLE, parameters: [sku] };
    if (qty > offer.availableQty) return { ok: false, message: GIFT_QTY_TOO_HIGH, parameters: [offer.availableQty] };
    total += qty;
  }
  const left = rule.ruleType === GIFT_RULE_ONE_OF ? (offers[0]?.availableQty ?? 0) : Infinity;
  if (total > left) return { ok: false, message: GIFT_QTY_TOO_HIGH, parameters: [left] };
  return { ok: true };
}
