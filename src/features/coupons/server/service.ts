import type { CouponRule } from './coupon-rule';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import { COUPON_EXPIRED, COUPON_NOT_VALID, COUPON_USED_UP } from '../domain';
import type { Executor } from '../../../shared/server/db';
import * as store from './store';

export type { CouponRule } from './coupon-rule';

/**
 * Checks that a code may be used now by this shopper: it exists, is in date, and has uses left.
 * Whether it gives anything for this basket is for the pricing to say.
 */
export async function checkCoupon(db: Executor, storeId: number, code: string, today: string, customerId: number | null): Promise<CouponRule> {
  const rule = await store.findCouponRule(db, storeId, code);
  if (!rule) throw new ShopError('NOT_FOUND', COUPON_NOT_VALID, [code]);
  const { fromDate, toDate, customerKinds } = rule.conditions;
  if ((toDate && today > toDate) || (fromDate && today < fromDate)) throw invalidInput(COUPON_EXPIRED, [code]);
  if (customerKinds && !customerKinds.includes(customerId ? 'customer' : 'guest')) throw new ShopError('NOT_FOUND', COUPON_NOT_VALID, [code]);
  // The rule comes from the cache; its use count, only needed under a limit, is read live.
  if (rule.usesPerCoupon !== null && (await store.timesUsed(db, rule.id)) >= rule.usesPerCoupon) throw invalidInput(COUPON_USED_UP, [code]);
  if (customerId && rule.usesPerCustomer !== null && (await store.customerUses(db, rule.id, customerId)) >= rule.usesPerCustomer) {
    throw invalidInput(COUPON_USED_UP, [code]);
  }
  return rule;
}

/** At order placement: counts the use, refusing (and so rolling the order back) once the limit is reached. */
export async function recordCouponUse(db: Executor, storeId: number, code: string, customerId: number | null): Promise<void> {
  const rule = await store.findCouponRule(db, storeId, code);
  if (!rule || !(await store.takeCouponUse(db, rule.id))) throw invalidInput(COUPON_USED_UP, [code]);
  if (customerId && rule.usesPerCustomer !== null && !(await store.takeCustomerCouponUse(db, rule.id, customerId, rule.usesPerCustomer))) {
    throw invalidInput(COUPON_USED_UP, [code]);
  }
}

/** An order cancelled before it was paid gives its coupon use back (to the coupon and to the customer). */
export async function releaseCouponUse(db: Executor, storeId: number, code: string, customerId: number | null): Promise<void> {
  const rule = await store.findCouponRule(db, storeId, code);
  if (!rule) return;
  await store.giveBackCouponUse(db, rule.id);
  if (customerId) await store.giveBackCustomerCouponUse(db, rule.id, customerId);
}
