// The rule modules, not the validation barrel: the barrel would pull phone metadata into the basket page.
import { validateSubscriptionQuantity } from '../../../shared/domain/validation/quantity-rules';
import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';

/** What the basket rules need to know about a line. */
export interface BasketLineFacts {
  qty: number;
  isSubscription: boolean;
  /** The product offers a subscription: the line has a subscription block. */
  canSubscribe: boolean;
  /** The device given free with a subscription basket. */
  freeWithSubscription: boolean;
  /** Free gift lines are neither subscribed nor counted. */
  isGift: boolean;
}

export interface SubscriptionLimitSettings {
  min: number;
  max: number;
  brand: string;
}

const EXCLUSIVITY_MAX_MESSAGE =
  'The maximum number of packs in a monthly subscription is %qty packs. To continue, reduce the number of subscription packs to %qty or less.';
const EXCLUSIVITY_MIN_MESSAGE = 'Minimum subscription is %qty packs: To continue, increase the number of subscription packs to %qty or more.';

export const SUBSCRIPTION_EXPLANATION = "Subscriptions apply only to {brand}'s cartridges and cannot be combined with other promotions.";
export const SUBSCRIPTION_CONVERT_MESSAGE = 'Subscribe to every pack in your basket to get your exclusive subscription price.';

const bought = (lines: BasketLineFacts[]) => lines.filter((l) => !l.isGift);

/** Packs bought as a subscription: the number the limits and exclusivity ranges count. */
export function subscriptionQty(lines: BasketLineFacts[]): number {
  return bought(lines)
    .filter((l) => l.isSubscription)
    .reduce((sum, l) => sum + l.qty, 0);
}

/** Packs that could be subscribed to (the customer cart data's cartridgesTotal). */
export function cartridgesTotal(lines: BasketLineFacts[]): number {
  return bought(lines)
    .filter((l) => l.canSubscribe)
    .reduce((sum, l) => sum + l.qty, 0);
}

/** Subscription packs next to one-time packs. */
export function isMixedCart(lines: BasketLineFacts[]): boolean {
  const packs = bought(lines).filter((l) => l.canSubscribe);
  return packs.some((l) => l.isSubscription) && packs.some((l) => !l.isSubscription);
}

/** The subscription quantity check (spec 000 §5): null when checkout may go ahead. */
export function subscriptionLimitFailure(lines: BasketLineFacts[], limits: SubscriptionLimitSettings): RuleFailure | null {
  return validateSubscriptionQuantity(subscriptionQty(lines), limits);
}

/**
 * The invalid-basket prompt (spec 000 §2, §4): the free device sits in a basket that mixes subscription
 * and one-time packs, a choice the free-device offer does not allow. Accepting subscriptions is offered
 * only when every other line has a subscription block.
 */
export function invalidBasket(lines: BasketLineFacts[]): { invalid: boolean; canAcceptSubscriptions: boolean } {
  const own = bought(lines);
  const invalid = own.some((l) => l.freeWithSubscription) && isMixedCart(own);
  const canAcceptSubscriptions = own.filter((l) => !l.freeWithSubscription).every((l) => l.canSubscribe);
  return { invalid, canAcceptSubscriptions: invalid && canAcceptSubscriptions };
}

/** Exclusivity bounds come from the configured ranges (the lowest min and the highest max); null without ranges. */
export function exclusivityBounds(ranges: { min: number; max: number }[]): { min: number; max: number } | null {
  if (ranges.length === 0) return null;
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) };
}

export function exclusivityFailure(lines: BasketLineFacts[], ranges: { min: number; max: number }[]): RuleFailure | null {
  const packs = subscriptionQty(lines);
  const bounds = exclusivityBounds(ranges);
  if (packs === 0 || !bounds) return null;
  const { min, max } = bounds;
  if (packs > max) return ruleFailure('exclusivity_max', EXCLUSIVITY_MAX_MESSAGE, { qty: max });
  if (packs < min) return ruleFailure('exclusivity_min', EXCLUSIVITY_MIN_MESSAGE, { qty: min });
  return null;
}

/** The purchase option each line takes when the shopper accepts one kind for the whole basket. */
export type BasketMode = 'subscription' | 'onetime';

export function linesToSwitch<L extends BasketLineFacts>(lines: L[], mode: BasketMode): L[] {
  return lines.filter((l) => !l.isGift && l.canSubscribe && l.isSubscription !== (mode === 'subscription'));
}
