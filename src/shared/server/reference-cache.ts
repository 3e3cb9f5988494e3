/**
 * In-process caches of reference data (store settings, catalogue, rules): read on every request, changed
 * rarely. Each cache names the tables it is built from; a change feed (the database's notifications,
 * see change-feed.ts) drops every cache built from a changed table, in every server process.
 *
 * Without a live change feed nothing is cached (each get loads afresh): a process that cannot hear about
 * changes must not serve stale prices or settings.
 */

import type { Executor } from './db';

type Loader<K, V> = (key: K, db: Executor) => Promise<V>;

interface Invalidatable {
  readonly tables: readonly string[];
  clear(): void;
}

const caches = new Set<Invalidatable>();
let liveFeeds = 0;
/** Bumped whenever any cache is dropped: what was derived from reference data before is stale after. */
let generation = 0;

/**
 * Where reference data stands now: a value derived from it (a priced cart's answer) under one generation is
 * stale under the next. Undefined while no change feed is live: nothing derived may then be kept.
 */
export function referenceGeneration(): number | undefined {
  return liveFeeds === 0 ? undefined : generation;
}

export class ReferenceCache<K, V> implements Invalidatable {
  private entries = new Map<K, V>();
  /** Bumped on every clear, so a load that began before a change is never kept after it. */
  private generation = 0;

  constructor(
    readonly tables: readonly string[],
    private readonly load: Loader<K, V>,
  ) {
    caches.add(this);
  }

  /**
   * The cached value, loaded through db when missing. Key by something that belongs to one database
   * (a store code within one app, or the request's resolved store object): one process may serve
   * several databases in tests.
   *
   * Only finished loads are shared. A load runs on its caller's connection, often inside a transaction
   * that may be waiting for a row lock; another request awaiting that load could be the one holding the
   * lock, and the two would wait for each other for ever. So each caller that misses loads for itself.
   */
  async get(key: K, db: Executor): Promise<V> {
    if (liveFeeds === 0) return this.load(key, db);
    if (this.entries.has(key)) return this.entries.get(key) as V;
    const generation = this.generation;
    const value = await this.load(key, db);
    if (this.generation === generation) this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.generation++;
    generation++;
    this.entries.clear();
  }
}

/** Drops every cache built from this table (a change feed calls it; so may a test). */
export function referenceTableChanged(table: string): void {
  generation++;
  for (const cache of caches) if (cache.tables.includes(table)) cache.clear();
}

export function clearReferenceCaches(): void {
  for (const cache of caches) cache.clear();
}

/** A change feed says when it starts and stops hearing changes; caching holds only while one does. */
export function changeFeedLive(live: boolean): void {
  liveFeeds = Math.max(0, liveFeeds + (live ? 1 : -1));
  generation++;
  clearReferenceCaches();
}
