import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './db';

/**
 * A count per key in a window that starts at the key's first count and resets once it has passed: the
 * sign-in limit's failures, the age verification's calls per client. Every server process shares it.
 */
export interface WindowedCounter {
  /** Counts one more for the key and answers the new count, atomically: parallel calls each get their own. */
  add(key: string): Promise<number>;
  /** Takes one count back (never below zero); the window stays where it started. */
  forgive(key: string): Promise<void>;
  /** Forgets the key: its count and its window. */
  clear(key: string): Promise<void>;
}

/** Where the database keeps a counter: the owner feature's table, one row per key. */
export interface CountTable {
  table: PgTable;
  key: PgColumn;
  windowStart: PgColumn;
  count: PgColumn;
}

interface WindowedCounterDefinition {
  /** Names the counter where keys of all counters share one space (Redis): unique in the shop. */
  name: string;
  windowSeconds: number;
  table: CountTable;
}

/** Where the shop's windowed counters live (the database, or Redis with REDIS_URL): chosen once at start-up. */
export interface WindowedCounters {
  counter(definition: WindowedCounterDefinition): WindowedCounter;
}

/** The property under which drizzle knows a column of the table (insert and update take properties). */
function propertyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`${column.name} is not a column of the counter's table`);
  return found[0];
}

/** The counters in the database: one upsert per count, in the feature's own table. */
export function databaseWindowedCounters(db: Executor): WindowedCounters {
  return {
    counter({ windowSeconds, table: t }) {
      const key = propertyOf(t.table, t.key);
      const windowStart = propertyOf(t.table, t.windowStart);
      const count = propertyOf(t.table, t.count);
      const expired = sql`${t.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
      return {
        async add(value) {
          // One statement: the row's lock orders parallel counts, so each reads the count the last one left.
          const [row] = await db
            .insert(t.table)
            .values({ [key]: value, [windowStart]: sql`now()`, [count]: 1 } as never)
            .onConflictDoUpdate({
              target: t.key,
              set: {
                [count]: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
                [windowStart]: sql`case when ${expired} then now() else ${t.windowStart} end`,
              },
            })
            .returning({ count: t.count });
          return Number(row.count);
        },
        async forgive(value) {
          await db
            .update(t.table)
            .set({ [count]: sql`greatest(${t.count} - 1, 0)` })
            .where(sql`${t.key} = ${value}`);
        },
        async clear(value) {
          await db.delete(t.table).where(sql`${t.key} = ${value}`);
        },
      };
    },
  };
}
