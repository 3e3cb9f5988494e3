import { eq } from 'drizzle-orm';
import { storeConfig, stores } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { type StoreView, type StoreSettingsReader, storeSettings } from '../domain';
import type { ResolvedStore } from './resolved-store';

/** `default` is an alias of the default store, as in Magento. */
export async function loadStore(db: Executor, code: string, readSettings: StoreSettingsReader): Promise<ResolvedStore | null> {
  const rows = await db.select().from(stores);
  const row = code === 'default' ? rows.find((s) => s.isDefault) : rows.find((s) => s.code === code);
  if (!row) return null;
  const configRows = await db.select().from(storeConfig).where(eq(storeConfig.storeId, row.id));
  const config = Object.fromEntries(configRows.map((c) => [c.path, c.value]));
  const { isDefault: _isDefault, ...store } = row;
  return { store, settings: readSettings(config), config };
}

/** Every store with its time zone, the default one marked, in id order (the store switcher's list). */
export async function listStores(db: Executor): Promise<(StoreView & { isDefault: boolean; timeZone: string })[]> {
  const rows = (await db.select().from(stores)).sort((a, b) => a.id - b.id);
  const zones = await db.select().from(storeConfig).where(eq(storeConfig.path, 'general/locale/timezone'));
  return rows.map((row) => ({
    ...row,
    timeZone: storeSettings.read(Object.fromEntries(zones.filter((z) => z.storeId === row.id).map((z) => [z.path, z.value]))).timeZone,
  }));
}
