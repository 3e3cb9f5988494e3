import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import { type SubscriptionLimitSettings, subscriptionLimitFailure } from './basket-rules';
import { addMonthsIso } from './next-date';
import type { SubscriptionLineRecord, SubscriptionStatus } from './subscription-record';

/** The product's subscription intervals leave this one out (the basket's rule and a subscription's change). */
export const INTERVAL_NOT_OFFERED = 'The subscription interval %1 is not available for this product.';
export const SUBSCRIPTION_NOT_FOUND = 'The subscription was not found.';
export const SUBSCRIPTION_LINE_NOT_FOUND = 'This product is not part of the subscription.';
export const SUBSCRIPTION_CANCELLED = 'This subscription is cancelled and can no longer be changed.';
export const SUBSCRIPTION_NOT_PAUSED = 'Only a paused subscription can be resumed.';
export const SUBSCRIPTION_NOT_ACTIVE = 'Only an active subscription can be paused or skip a delivery.';
export const QTY_NOT_WHOLE = 'Please enter a whole number of packs, at least 1.';
export const CARD_NOT_USABLE = 'This card cannot pay for subscriptions. Please choose a card saved for your subscription.';

/** The interval a line may take: one the product offers (null when it does). */
function intervalFailure(offered: readonly number[], interval: number): RuleFailure | null {
  return offered.includes(interval) ? null : ruleFailure('interval_not_offered', INTERVAL_NOT_OFFERED, { 1: interval });
}

/** A change of interval for a whole subscription: every line's product must offer it. */
export function subscriptionIntervalFailure(lines: readonly SubscriptionLineRecord[], interval: number): RuleFailure | null {
  for (const line of lines) {
    const failure = intervalFailure(line.offeredIntervals, interval);
    if (failure) return failure;
  }
  return null;
}

/**
 * A line's new quantity: a whole number of at least 1, and the subscription's packs then within the store's
 * subscription limits (spec 000 §5, the basket's own check and messages).
 */
export function subscriptionQuantityFailure(
  lines: readonly SubscriptionLineRecord[],
  productId: number,
  qty: number,
  limits: SubscriptionLimitSettings,
): RuleFailure | null {
  if (!Number.isInteger(qty) || qty < 1) return ruleFailure('qty_not_whole', QTY_NOT_WHOLE);
  const changed = lines.map((line) => ({
    qty: line.productId === productId ? qty : line.qty,
    isSubscription: true,
    canSubscribe: true,
    freeWithSubscription: false,
    isGift: false,
  }));
  return subscriptionLimitFailure(changed, limits);
}

/** What a customer may do with a subscription in each status. */
export type SubscriptionAction = 'change' | 'skip' | 'pause' | 'resume' | 'cancel';

export function actionFailure(status: SubscriptionStatus, action: SubscriptionAction): RuleFailure | null {
  if (status === 'cancelled') return ruleFailure('subscription_cancelled', SUBSCRIPTION_CANCELLED);
  if (action === 'resume' && status !== 'paused') return ruleFailure('subscription_not_paused', SUBSCRIPTION_NOT_PAUSED);
  if ((action === 'pause' || action === 'skip') && status !== 'active') return ruleFailure('subscription_not_active', SUBSCRIPTION_NOT_ACTIVE);
  return null;
}

/**
 * The first renewal date after today on the subscription's own rhythm: a subscription coming back (resumed,
 * its card changed after a failed payment) or a renewal placed late does not renew for the periods it missed.
 */
export function nextDateAfter(nextDate: string, today: string, intervalMonths: number): string {
  let next = nextDate;
  while (next <= today) next = addMonthsIso(next, intervalMonths);
  return next;
}

/**
 * A refused renewal payment is tried again after these delays (hours after the refusal), then the
 * subscription is marked payment_failed. Not in the spec: a day, three days, a week, as card issuers'
 * soft declines (funds, limits) usually clear within that.
 */
export const RENEWAL_RETRY_DELAYS_HOURS: readonly number[] = [24, 72, 168];

/** When the attempt after a refused one may start, or null when the retries are spent. */
export function nextRetryAt(attempt: number, refusedAt: Date): Date | null {
  const hours = RENEWAL_RETRY_DELAYS_HOURS[attempt - 1];
  return hours === undefined ? null : new Date(refusedAt.getTime() + hours * 3_600_000);
}
