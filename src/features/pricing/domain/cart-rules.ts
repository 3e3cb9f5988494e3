import type { Minor } from '../../../shared/domain/money';

/**
 * Cart price rules (Magento's sales rules): what they give and when. Each rule is data; `applyCartRules`
 * is the one place that turns rules into per-line discounts, in minor units, the same in browser and server.
 */
export type RuleAction =
  /** Percent off each matching item's price, in basis points (1 = 0.01 %, 10 000 = 100 %). */
  | { type: 'by_percent'; percentBasisPoints: number }
  /** A fixed amount off each matching unit. */
  | { type: 'by_fixed'; amount: Minor }
  /** A fixed amount off the whole cart, shared across matching lines by value. */
  | { type: 'cart_fixed'; amount: Minor }
  /** Each matching unit costs this much. */
  | { type: 'to_fixed'; amount: Minor };

export interface RuleConditions {
  /** Basket value (incl. tax in an inclusive store) at least this. */
  minSubtotal?: Minor;
  /** Items in the basket at least this many. */
  minQty?: number;
  /** Only these SKUs / categories receive the discount (empty or absent: every line). */
  skus?: string[];
  categories?: string[];
  /** Only subscription lines (true) or only one-time lines (false). */
  subscriptionLines?: boolean;
  /** Who may use it. */
  customerKinds?: ('guest' | 'customer')[];
  /** ISO dates, inclusive. */
  fromDate?: string;
  toDate?: string;
  /**
   * Magento's advanced conditions (Amasty Conditions, spec 002 §7 totals-information): the payment
   * method, the delivery city, a word in the delivery street, the billing country, the currency.
   * Each set list must hold the cart's value (cities and street words compared without case).
   */
  paymentMethods?: string[];
  cities?: string[];
  shippingAddressLineContains?: string[];
  billingCountries?: string[];
  currencies?: string[];
}

/** The facts the advanced conditions look at: the cart's own, or those a totals estimate names. */
export interface AdvancedConditionFacts {
  paymentMethod: string | null;
  city: string | null;
  shippingAddressLine: string | null;
  billingCountry: string | null;
  currency: string | null;
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether the advanced conditions a rule sets hold for these facts (no facts: a rule that sets one does not apply). */
export function advancedConditionsHold(c: RuleConditions, facts: AdvancedConditionFacts | undefined): boolean {
  const has = (list: string[] | undefined) => Boolean(list?.length);
  if (has(c.paymentMethods) && !c.paymentMethods!.includes(facts?.paymentMethod ?? '')) return false;
  if (has(c.cities) && !c.cities!.some((city) => facts?.city && sameText(city, facts.city))) return false;
  const street = facts?.shippingAddressLine?.toLocaleLowerCase() ?? '';
  if (has(c.shippingAddressLineContains) && !c.shippingAddressLineContains!.some((word) => word.trim() && street.includes(word.trim().toLocaleLowerCase())))
    return false;
  if (has(c.billingCountries) && !c.billingCountries!.includes(facts?.billingCountry?.toUpperCase() ?? '')) return false;
  if (has(c.currencies) && !c.currencies!.includes(facts?.currency?.toUpperCase() ?? '')) return false;
  return true;
}

export interface CartRule {
  id: number;
  name: string;
  /** What the shopper sees (coupon_label, breakdown line). */
  label: string;
  couponCode: string | null;
  priority: number;
  stopFurtherRules: boolean;
  action: RuleAction;
  /** No unit is discounted below this price. */
  minimalPrice?: Minor;
  freeShipping?: boolean;
  /**
   * Subscription lines are priced by the subscription offers and take no other promotion (the basket
   * says so), so a rule skips them unless it says otherwise here or its conditions target them.
   */
  appliesToSubscriptions?: boolean;
  conditions: RuleConditions;
}

export interface RuleLine {
  itemId: number;
  sku: string;
  category: string;
  qty: number;
  /** Unit price in the store's tax mode. */
  unitPrice: Minor;
  isSubscription: boolean;
}

export interface RuleContext {
  customerKind: 'guest' | 'customer';
  /** YYYY-MM-DD in the store's time zone. */
  today: string;
  couponCode: string | null;
  /** For rules with advanced conditions. */
  advanced?: AdvancedConditionFacts;
}

export interface RuleOutcome {
  /** Discount per item id, in minor units (positive numbers). */
  lineDiscounts: Map<number, Minor>;
  breakdown: { ruleName: string; amount: Minor }[];
  freeShipping: boolean;
  /** The coupon that took effect, if any. */
  appliedCoupon: { code: string; label: string } | null;
  appliedRuleIds: number[];
}

function isRuleValidNow(rule: CartRule, context: RuleContext): boolean {
  const c = rule.conditions;
  if (c.fromDate && context.today < c.fromDate) return false;
  if (c.toDate && context.today > c.toDate) return false;
  if (c.customerKinds && !c.customerKinds.includes(context.customerKind)) return false;
  return advancedConditionsHold(c, context.advanced);
}

/** Whether a rule may discount subscription lines: it says so, or it is meant for them only. */
function coversSubscriptions(rule: CartRule): boolean {
  return rule.appliesToSubscriptions === true || rule.conditions.subscriptionLines === true;
}

function lineMatches(rule: CartRule, line: RuleLine): boolean {
  const c = rule.conditions;
  if (line.isSubscription && !coversSubscriptions(rule)) return false;
  if (c.skus?.length && !c.skus.includes(line.sku)) return false;
  if (c.categories?.length && !c.categories.includes(line.category)) return false;
  if (c.subscriptionLines !== undefined && c.subscriptionLines !== line.isSubscription) return false;
  return true;
}

function basketQualifies(rule: CartRule, lines: RuleLine[]): boolean {
  const c = rule.conditions;
  const value = lines.reduce((s, l) => s + l.unitPrice * l.qty, 0);
  const qty = lines.reduce((s, l) => s + l.qty, 0);
  return value >= (c.minSubtotal ?? 0) && qty >= (c.minQty ?? 0);
}

/** Splits an amount across weights so the parts add up exactly (largest remainders get the pennies). */
export function allocate(amount: Minor, weights: number[]): Minor[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let rest = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    parts[i] += 1;
    rest -= 1;
  }
  return parts;
}

function discountFor(rule: CartRule, line: RuleLine, remainingRow: Minor): Minor {
  const floor = (rule.minimalPrice ?? 0) * line.qty;
  const room = Math.max(0, remainingRow - floor);
  const { action } = rule;
  let wanted = 0;
  if (action.type === 'by_percent') wanted = Math.round((line.unitPrice * line.qty * action.percentBasisPoints) / 10_000);
  if (action.type === 'by_fixed') wanted = action.amount * line.qty;
  if (action.type === 'to_fixed') wanted = Math.max(0, line.unitPrice - action.amount) * line.qty;
  return Math.min(wanted, room);
}

/**
 * Applies the rules that hold, by priority (then id); a rule with "stop further rules" ends the run.
 * A coupon rule applies only when its code is the cart's coupon. Discounts never take a row below 0
 * or below the rule's minimal price.
 */
export function applyCartRules(lines: RuleLine[], rules: CartRule[], context: RuleContext, priorDiscounts?: Map<number, Minor>): RuleOutcome {
  // Rules work on what earlier offers (free device, free samples) left of each row.
  const remaining = new Map(lines.map((l) => [l.itemId, l.unitPrice * l.qty - (priorDiscounts?.get(l.itemId) ?? 0)]));
  const lineDiscounts = new Map<number, Minor>();
  const outcome: RuleOutcome = { lineDiscounts, breakdown: [], freeShipping: false, appliedCoupon: null, appliedRuleIds: [] };
  const ordered = [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id);
  for (const rule of ordered) {
    if (rule.couponCode && rule.couponCode.toUpperCase() !== context.couponCode?.toUpperCase()) continue;
    if (!isRuleValidNow(rule, context) || !basketQualifies(rule, lines)) continue;
    const matching = lines.filter((l) => lineMatches(rule, l));
    if (matching.length === 0) continue;
    const discounts =
      rule.action.type === 'cart_fixed'
        ? allocate(
            Math.min(
              rule.action.amount,
              matching.reduce((s, l) => s + Math.max(0, remaining.get(l.itemId)! - (rule.minimalPrice ?? 0) * l.qty), 0),
            ),
            matching.map((l) => Math.max(0, remaining.get(l.itemId)! - (rule.minimalPrice ?? 0) * l.qty)),
          )
        : matching.map((l) => discountFor(rule, l, remaining.get(l.itemId)!));
    const total = discounts.reduce((a, b) => a + b, 0);
    matching.forEach((l, i) => {
      remaining.set(l.itemId, remaining.get(l.itemId)! - discounts[i]);
      lineDiscounts.set(l.itemId, (lineDiscounts.get(l.itemId) ?? 0) + discounts[i]);
    });
    if (total > 0 || rule.freeShipping) {
      outcome.appliedRuleIds.push(rule.id);
      if (total > 0) outcome.breakdown.push({ ruleName: rule.label, amount: total });
      if (rule.freeShipping) outcome.freeShipping = true;
      if (rule.couponCode) outcome.appliedCoupon = { code: rule.couponCode, label: rule.label };
    }
    if (rule.stopFurtherRules) break;
  }
  return outcome;
}

/** Spec 000 §9: percent discounts are valid from 0.01 to 100. */
export function isValidPercent(basisPoints: number): boolean {
  return Number.isInteger(basisPoints) && basisPoints >= 1 && basisPoints <= 10_000;
}
