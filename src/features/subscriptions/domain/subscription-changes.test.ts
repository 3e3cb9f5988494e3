import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import {
  actionFailure,
  nextDateAfter,
  nextRetryAt,
  QTY_NOT_WHOLE,
  RENEWAL_RETRY_DELAYS_HOURS,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_NOT_ACTIVE,
  SUBSCRIPTION_NOT_PAUSED,
  subscriptionIntervalFailure,
  subscriptionQuantityFailure,
} from './subscription-changes';
import type { SubscriptionLineRecord } from './subscription-record';

const line = (productId: number, qty: number, offeredIntervals = [1]): SubscriptionLineRecord => ({
  productId,
  sku: `P${productId}`,
  name: `Pack ${productId}`,
  qty,
  offeredIntervals,
});
const limits = { min: 2, max: 10, brand: 'Vype' };

describe('a subscription’s quantity change (spec 000 §5 limits, as the basket)', () => {
  it('keeps the subscription’s packs within the store’s limits, with the basket’s messages', () => {
    const lines = [line(1, 2), line(2, 3)];
    expect(subscriptionQuantityFailure(lines, 1, 7, limits)).toBeNull();
    expect(ruleFailureText(subscriptionQuantityFailure(lines, 1, 8, limits)!)).toBe(
      'You can only have up to 10 cartridges in your basket when you subscribe to Vype. Please decrease the quantity of cartridges to qualify for subscription.',
    );
    expect(ruleFailureText(subscriptionQuantityFailure([line(1, 2)], 1, 1, limits)!)).toBe(
      'You have selected a subscription option. You need a minimum of 2 cartridges in your basket in order to qualify for our subscription service.',
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s packs', (qty) => {
    expect(subscriptionQuantityFailure([line(1, 2)], 1, qty, limits)?.message).toBe(QTY_NOT_WHOLE);
  });
});

describe('a subscription’s interval change', () => {
  it('needs every line’s product to offer the interval', () => {
    expect(subscriptionIntervalFailure([line(1, 2, [1, 6]), line(2, 2, [1, 6])], 6)).toBeNull();
    expect(ruleFailureText(subscriptionIntervalFailure([line(1, 2, [1, 6]), line(2, 2, [1])], 6)!)).toBe(
      'The subscription interval 6 is not available for this product.',
    );
  });
});

describe('what each status allows', () => {
  it.each([
    ['cancelled', 'change', SUBSCRIPTION_CANCELLED],
    ['cancelled', 'resume', SUBSCRIPTION_CANCELLED],
    ['active', 'resume', SUBSCRIPTION_NOT_PAUSED],
    ['payment_failed', 'resume', SUBSCRIPTION_NOT_PAUSED],
    ['paused', 'skip', SUBSCRIPTION_NOT_ACTIVE],
    ['paused', 'pause', SUBSCRIPTION_NOT_ACTIVE],
    ['payment_failed', 'skip', SUBSCRIPTION_NOT_ACTIVE],
  ] as const)('%s refuses %s', (status, action, message) => {
    expect(actionFailure(status, action)?.message).toBe(message);
  });

  it.each([
    ['active', 'skip'],
    ['active', 'pause'],
    ['active', 'cancel'],
    ['paused', 'resume'],
    ['paused', 'cancel'],
    ['payment_failed', 'change'],
    ['payment_failed', 'cancel'],
  ] as const)('%s allows %s', (status, action) => {
    expect(actionFailure(status, action)).toBeNull();
  });
});

describe('the next date after a pause or a late renewal', () => {
  it('is the first date after today on the subscription’s rhythm (missed periods are not renewed)', () => {
    expect(nextDateAfter('2026-12-15', '2026-11-29', 1)).toBe('2026-12-15');
    expect(nextDateAfter('2026-09-15', '2026-11-29', 1)).toBe('2026-12-15');
    expect(nextDateAfter('2026-11-29', '2026-11-29', 1)).toBe('2026-12-29');
    expect(nextDateAfter('2026-01-31', '2026-03-01', 1)).toBe('2026-03-28');
    expect(nextDateAfter('2026-05-10', '2027-01-01', 6)).toBe('2027-05-10');
  });
});

describe('the retry schedule of a refused renewal payment', () => {
  it('tries again after each delay, then gives up', () => {
    const refusedAt = new Date('2026-12-01T06:00:00Z');
    expect(RENEWAL_RETRY_DELAYS_HOURS).toEqual([24, 72, 168]);
    expect(nextRetryAt(1, refusedAt)).toEqual(new Date('2026-12-02T06:00:00Z'));
    expect(nextRetryAt(2, refusedAt)).toEqual(new Date('2026-12-04T06:00:00Z'));
    expect(nextRetryAt(3, refusedAt)).toEqual(new Date('2026-12-08T06:00:00Z'));
    expect(nextRetryAt(4, refusedAt)).toBeNull();
  });
});
