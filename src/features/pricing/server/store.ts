import { and, eq } from 'drizzle-orm';
import { cartRules } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { CartRule } from '../domain';

/** The store's active cart rules (coupons write their use counts; the rules are the totals' input). */
export async function loadActiveRules(db: Executor, storeId: number): Promise<CartRule[]> {
  const rows = await db
    .select()
    .from(cartRules)
    .where(and(eq(cartRules.storeId, storeId), eq(cartRules.isActive, true)));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    label: row.label,
    couponCode: row.couponCode,
    priority: row.priority,
    stopFurtherRules: row.stopFurtherRules,
    action: row.action,
    minimalPrice: row.minimalPrice ?? undefined,
    freeShipping: row.freeShipping,
    appliesToSubscriptions: row.appliesToSubscriptions,
    conditions: row.conditions,
  }));
}
