import { eq } from 'drizzle-orm';
import { storeConfig, storeConfigTranslations, stores } from '../../../db/schema';
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

/**
 * The store as shoppers reading each other language see it, by language: its config values with that
 * language's translations over them (`store_config_translations`). A language without a translated value
 * is not in the map, so the caller keeps the store's own.
 */
export async function loadStoreTranslations(db: Executor, own: ResolvedStore, readSettings: StoreSettingsReader): Promise<Map<string, ResolvedStore>> {
  const rows = await db.select().from(storeConfigTranslations).where(eq(storeConfigTranslations.storeId, own.store.id));
  const byLanguage = new Map<string, Record<string, string>>();
  for (const row of rows) byLanguage.set(row.language, { ...byLanguage.get(row.language), [row.path]: row.value });
  return new Map(
    [...byLanguage].map(([language, values]) => {
      const config = { ...own.config, ...values };
      return [language, { store: own.store, settings: readSettings(config), config, language }];
    }),
  );
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
