import { eq } from 'drizzle-orm';
import { giftRegistries } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';

export type GiftRegistryRow = typeof giftRegistries.$inferSelect;

export async function findRegistry(db: Executor, id: number): Promise<GiftRegistryRow | undefined> {
  const [row] = await db.select().from(giftRegistries).where(eq(giftRegistries.id, id));
  return row;
}
