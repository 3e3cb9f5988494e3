import { and, eq, gte, sql } from 'drizzle-orm';
import { customers } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';

/** Takes points only while the balance covers them: safe when two orders spend at once. */
export async function spendPoints(db: Executor, customerId: number, points: number): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ rewardPoints: sql`${customers.rewardPoints} - ${points}` })
    .where(and(eq(customers.id, customerId), gte(customers.rewardPoints, points)))
    .returning({ id: customers.id });
  return rows.length > 0;
}
