import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import { queryTallyLogger } from './query-count';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears the database's notifications on a channel. onLost is called if the connection that listens
   * is lost (PostgreSQL restart, network); the caller decides whether to listen again.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
}

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/** A real PostgreSQL server (DATABASE_URL). */
export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover, proxy timeout) must not crash the
  // process: the pool replaces it on the next checkout.
  pool.on('error', (err) => console.warn(`idle database connection lost: ${err.message}`));
  const db = drizzleNodePg({ client: pool, schema, logger: queryTallyLogger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
    listen: (channel, onMessage, onLost) => listenOnPostgres(url, channel, onMessage, onLost),
  };
}

/** The embedded PostgreSQL (PGlite), on disk in dataDir, or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir ? { dataDir } : { loadDataDir: options.loadDataDir });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, logger: queryTallyLogger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    // One embedded database, one connection: its notifications are never lost.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/** LISTEN needs a connection of its own, outside the pool. */
async function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void, onLost: () => void) {
  const client = new pg.Client({ connectionString: url });
  let stopping = false;
  const lost = () => {
    if (!stopping) {
      stopping = true;
      onLost();
    }
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  client.on('error', lost);
  client.on('end', lost);
  await client.connect();
  await client.query(`LISTEN ${channel}`);
  return async () => {
    stopping = true;
    await client.end().catch(() => {});
  };
}

/**
 * Runs a hot statement under a fixed name: PostgreSQL parses and plans it once per connection instead
 * of on every call (measured: twice the rate for the cart's statement). Each name has one text.
 * PGlite ignores the name. Counted by the query tally like any other statement.
 */
export async function namedStatement<T>(db: Executor, name: string, text: string, params: unknown[]): Promise<T[]> {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}
