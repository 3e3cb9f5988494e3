import { and, eq } from 'drizzle-orm';
import { storeConfig, stores } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { clearStoreCache } from './scope';

/**
 * For tests: sets store config values of the default store (or the store with `storeCode`) and returns a
 * function that puts the previous values back (or removes keys that had none), so a test can turn carriers
 * on and off.
 */
export async function setStoreConfig(db: Executor, values: Record<string, string>, storeCode?: string): Promise<() => Promise<void>> {
  const [store] = await db
    .select()
    .from(stores)
    .where(storeCode ? eq(stores.code, storeCode) : eq(stores.isDefault, true));
  const previous = new Map<string, string | undefined>();
  for (const [path, value] of Object.entries(values)) {
    const where = and(eq(storeConfig.storeId, store.id), eq(storeConfig.path, path));
    previous.set(path, (await db.select().from(storeConfig).where(where))[0]?.value);
    await db
      .insert(storeConfig)
      .values({ storeId: store.id, path, value })
      .onConflictDoUpdate({ target: [storeConfig.storeId, storeConfig.path], set: { value } });
  }
  clearStoreCache();
  return async () => {
    for (const [path, value] of previous) {
      const where = and(eq(storeConfig.storeId, store.id), eq(storeConfig.path, path));
      if (value === undefined) await db.delete(storeConfig).where(where);
      else await db.update(storeConfig).set({ value }).where(where);
    }
    clearStoreCache();
  };
}
