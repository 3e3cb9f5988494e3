import type { Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import { isStoreCode } from '../../../shared/domain/store-code';
import type { StoreSettingsReader } from '../domain';
import type { ResolvedStore } from './resolved-store';
import { listStores, loadStore } from './store';

export type { ResolvedStore } from './resolved-store';

// Stores and their settings are read on every request: cached per database until either table changes.
const resolvedByDatabase = new WeakMap<Executor, ReferenceCache<string, ResolvedStore | null>>();

let readSettings: StoreSettingsReader | undefined;

/** Every feature's settings reader, composed by the app assembly, which hands it over before serving. */
export function useStoreSettings(reader: StoreSettingsReader): void {
  readSettings = reader;
}

// The store switcher's list, read by every page load; keyed by the app's database.
const directories = new ReferenceCache<Executor, Awaited<ReturnType<typeof listStores>>>(['stores', 'store_config'], (_key, db) => listStores(db));

/** Every store with its time zone, the default one marked, in id order. */
export function storeDirectory(db: Executor): ReturnType<typeof listStores> {
  return directories.get(db, db);
}

/** The store a code names (`default` is the default store), or null; db is the app's database. */
export function resolveStore(db: Executor, code: string): Promise<ResolvedStore | null> {
  if (!isStoreCode(code)) return Promise.resolve(null);
  let cache = resolvedByDatabase.get(db);
  if (!cache) {
    cache = new ReferenceCache(['stores', 'store_config'], (key, from) => {
      if (!readSettings) throw new Error('Store settings are read only after the app hands over their reader (useStoreSettings).');
      return loadStore(from, key, readSettings);
    });
    resolvedByDatabase.set(db, cache);
  }
  return cache.get(code, db);
}

/** The store with this id (an order's or a subscription's), or null. */
export async function resolveStoreById(db: Executor, storeId: number): Promise<ResolvedStore | null> {
  const view = (await storeDirectory(db)).find((s) => s.id === storeId);
  return view ? resolveStore(db, view.code) : null;
}
