import type { BasketLineFacts } from '../../subscriptions/domain';
import type { CartLine } from './cart-line';

/** What the basket rules (subscriptions, limits, the invalid-basket prompt) need to know of a line. */
export function lineFacts(line: CartLine): BasketLineFacts {
  return {
    qty: line.qty,
    isSubscription: line.isSubscription,
    canSubscribe: line.subscriptionIntervals.length > 0,
    freeWithSubscription: line.freeWithSubscription,
    isGift: line.giftRuleId > 0,
  };
}
