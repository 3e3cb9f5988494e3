import type { Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import { isStoreCode } from '../../../shared/domain/store-code';
import type { StoreSettingsReader } from '../domain';
import type { ResolvedStore } from './resolved-store';
import { listStores, loadStore, loadStoreTranslations } from './store';

export type { ResolvedStore } from './resolved-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's stores with their settings (cached reference data), built by the app's root (app.ts). */
    stores: StoreDirectory;
  }
}

/** A store as the store switcher lists it: with its time zone, the default one marked. */
type ListedStore = Awaited<ReturnType<typeof listStores>>[number];

/**
 * The shop's stores with their settings, read on every request: built once per app by the app's root
 * (`storeDirectoryOf`) and reached as `app.stores`, or handed to a use case that needs it. What it reads
 * is cached in this process until `stores` or `store_config` change (the change feed drops it).
 */
export interface StoreDirectory {
  /** The store a code names (`default` is the default store), or null. */
  resolve(code: string): Promise<ResolvedStore | null>;
  /**
   * The store as read in `language`, one it offers besides its own (`shopperLocale`): its texts translated
   * where the store has them (`store_config_translations`), else the store itself, as `resolve` gives it.
   */
  resolveIn(shop: ResolvedStore, language: string): Promise<ResolvedStore>;
  /** The store with this id (an order's or a subscription's), or null. */
  byId(storeId: number): Promise<ResolvedStore | null>;
  /** Every store with its time zone, the default one marked, in id order (the store switcher's list). */
  list(): Promise<ListedStore[]>;
}

const STORE_TABLES = ['stores', 'store_config', 'store_config_translations'];

/**
 * The directory of the stores in `db` (the app's database), each store's settings read with `readSettings`
 * (every feature's settings, composed by the app assembly).
 */
export function storeDirectoryOf(db: Executor, readSettings: StoreSettingsReader): StoreDirectory {
  const resolved = new ReferenceCache<string, ResolvedStore | null>(STORE_TABLES, (code, from) => loadStore(from, code, readSettings));
  const listed = new ReferenceCache<'all', ListedStore[]>(STORE_TABLES, (_all, from) => listStores(from));
  const resolve = (code: string): Promise<ResolvedStore | null> => (isStoreCode(code) ? resolved.get(code, db) : Promise.resolve(null));
  const list = (): Promise<ListedStore[]> => listed.get('all', db);
  // Keyed by the store's own resolved object, so its translations are dropped and rebuilt with it.
  const translated = new ReferenceCache<ResolvedStore, Map<string, ResolvedStore>>(STORE_TABLES, (own, from) => loadStoreTranslations(from, own, readSettings));
  return {
    resolve,
    resolveIn: async (shop, language) => {
      if (language === shop.store.locale) return shop;
      return (await translated.get(shop, db)).get(language) ?? shop;
    },
    list,
    byId: async (storeId) => {
      const view = (await list()).find((s) => s.id === storeId);
      return view ? resolve(view.code) : null;
    },
  };
}
