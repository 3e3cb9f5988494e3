import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { cartRules, couponUsage } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { prebuilt } from '../../../shared/server/prebuilt';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import type { CouponRule } from './coupon-rule';

/** The store's active coupon rules by code, kept until a rule changes (a use count does not count). */
const couponRules = new ReferenceCache<number, Map<string, CouponRule>>(['cart_rules'], async (storeId, db) => {
  const rows = await db
    .select()
    .from(cartRules)
    .where(and(eq(cartRules.storeId, storeId), isNotNull(cartRules.couponCode), eq(cartRules.isActive, true)));
  return new Map(rows.map(({ timesUsed: _live, ...rule }) => [rule.couponCode!, rule]));
});

export async function findCouponRule(db: Executor, storeId: number, code: string): Promise<CouponRule | undefined> {
  return (await couponRules.get(storeId, db)).get(code.toUpperCase());
}

/** How often the coupon has been used, as of now. */
export async function timesUsed(db: Executor, ruleId: number): Promise<number> {
  const [row] = await db.select({ timesUsed: cartRules.timesUsed }).from(cartRules).where(eq(cartRules.id, ruleId));
  return row?.timesUsed ?? 0;
}

export async function customerUses(db: Executor, ruleId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ timesUsed: couponUsage.timesUsed })
    .from(couponUsage)
    .where(and(eq(couponUsage.ruleId, ruleId), eq(couponUsage.customerId, customerId)));
  return row?.timesUsed ?? 0;
}

/** One more use, only while under the limit: a conditional update, safe under concurrent checkouts. */
const takeCouponUseStatement = prebuilt<{ ruleId: number }, { id: number }[]>('take_coupon_use', (db, p) =>
  db
    .update(cartRules)
    .set({ timesUsed: sql`${cartRules.timesUsed} + 1` })
    .where(and(eq(cartRules.id, p('ruleId')), or(isNull(cartRules.usesPerCoupon), sql`${cartRules.timesUsed} < ${cartRules.usesPerCoupon}`)))
    .returning({ id: cartRules.id }),
);

export async function takeCouponUse(db: Executor, ruleId: number): Promise<boolean> {
  const rows = await takeCouponUseStatement(db, { ruleId });
  return rows.length > 0;
}

export async function takeCustomerCouponUse(db: Executor, ruleId: number, customerId: number, limit: number): Promise<boolean> {
  const rows = await db
    .insert(couponUsage)
    .values({ ruleId, customerId, timesUsed: 1 })
    .onConflictDoUpdate({
      target: [couponUsage.ruleId, couponUsage.customerId],
      set: { timesUsed: sql`${couponUsage.timesUsed} + 1` },
      setWhere: sql`${couponUsage.timesUsed} < ${limit}`,
    })
    .returning({ ruleId: couponUsage.ruleId });
  return rows.length > 0;
}

/** Gives one use back (an order cancelled before it was paid); never below 0. */
export async function giveBackCouponUse(db: Executor, ruleId: number): Promise<void> {
  await db
    .update(cartRules)
    .set({ timesUsed: sql`${cartRules.timesUsed} - 1` })
    .where(and(eq(cartRules.id, ruleId), sql`${cartRules.timesUsed} > 0`));
}

export async function giveBackCustomerCouponUse(db: Executor, ruleId: number, customerId: number): Promise<void> {
  await db
    .update(couponUsage)
    .set({ timesUsed: sql`${couponUsage.timesUsed} - 1` })
    .where(and(eq(couponUsage.ruleId, ruleId), eq(couponUsage.customerId, customerId), sql`${couponUsage.timesUsed} > 0`));
}
