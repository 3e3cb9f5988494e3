import { and, eq } from 'drizzle-orm';
import { giftRules } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { GiftRule } from '../domain';

export async function loadGiftRules(db: Executor, storeId: number): Promise<GiftRule[]> {
  const rows = await db
    .select()
    .from(giftRules)
    .where(and(eq(giftRules.storeId, storeId), eq(giftRules.isActive, true)));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ruleType: r.ruleType === 0 ? 0 : 1,
    gifts: r.gifts,
    commonQty: r.commonQty,
    conditions: r.conditions,
  }));
}
