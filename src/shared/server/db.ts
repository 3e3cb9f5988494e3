import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { withPreparedStatements } from './pglite-prepared';
import { databaseCause } from './logging';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgliteSession, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import { queryTallyLogger } from './query-count';

type Schema = typeof schema;
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

/**
 * The embedded database's settings. PostgreSQL's default 128 MB of shared buffers is four times the whole
 * shop's data here, and the server touches all of it under load (about 100 MB of its resident memory).
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB'];

/**
 * The contrib extensions the shop's migrations create (pg_trgm: the product search's typo tolerance;
 * unaccent: the search ignoring accents). A data directory that has them must be opened with them: every
 * PGlite of the shop is created with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** The embedded PostgreSQL (PGlite), on disk in dataDir, or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : { loadDataDir: options.loadDataDir }),
    postgresqlconf: PGLITE_SETTINGS,
    extensions: PGLITE_EXTENSIONS,
  });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: withPreparedStatements(client), schema, logger: queryTallyLogger }) as unknown as Database;
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

/**
 * Whether db is the embedded PGlite (or one of its transactions): one connection, whose transactions hold
 * the whole database, so a row lock inside one is always already held.
 */
export function isEmbedded(db: Executor): boolean {
  return is(db._.session, PgliteSession);
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

/** The constraint a database error (or one it wraps, as drizzle's DrizzleQueryError does) reports as violated. */
export function violatedConstraint(error: unknown): string | null {
  const cause = databaseCause(error);
  return cause && String(cause.code).startsWith('23') && typeof cause.constraint === 'string' ? cause.constraint : null;
}

/**
 * Runs a hot statement under a fixed name: the database parses and plans it once per connection instead
 * of on every call (measured: twice the rate for the cart's statement). Each name has one text. (On
 * PGlite every statement outside a transaction is prepared by its text: pglite-prepared.ts.) Counted by the query tally like
 * any other statement.
 */
export async function namedStatement<T>(db: Executor, name: string, text: string, params: unknown[]): Promise<T[]> {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

/**
 * A basket change: a transaction whose COMMIT does not wait for its WAL record to reach the disk
 * (`synchronous_commit = off` for this transaction only). On this class of machine the flush is about
 * 4 ms per COMMIT while the work itself is a fraction of a millisecond, and the pooled connection is
 * held for the whole wait. What it risks is what a real shop accepts for a basket: if the database
 * server itself crashes, the changes of its last few hundred milliseconds (wal_writer_delay × 3 at most)
 * may be lost, never half applied, never out of order, and the shopper simply redoes them. Money, stock,
 * orders, payments, accounts and age checks keep `db.transaction` (durable commits).
 *
 * Uses: adding, changing and removing lines, the basket form, coupons with their captcha counts, the
 * delivery address and method. One statement opens the transaction and sets it, so it costs no extra
 * round trip. On the embedded database (one process, one connection) it is a plain transaction.
 */
export async function basketWrite<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const session = db._.session;
  if (!(session instanceof NodePgSession)) return db.transaction(work);
  // As drizzle's own NodePgSession.transaction, with the setting sent along with BEGIN (one simple query).
  const { client: pool, dialect, schema, options } = session as unknown as PoolSession;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const connection = await pool.connect();
  const txSession = new NodePgSession(connection, dialect, schema, options);
  const tx = new NodePgTransaction(dialect, txSession, schema) as unknown as Transaction;
  // A connection whose rollback failed is not handed back to the pool: it is closed.
  let broken: Error | undefined;
  try {
    await tx.execute(sql.raw('begin; set local synchronous_commit = off'));
    try {
      const result = await work(tx);
      await tx.execute(sql.raw('commit'));
      return result;
    } catch (error) {
      await tx.execute(sql.raw('rollback')).catch((failure: Error) => {
        broken = failure;
      });
      throw error;
    }
  } finally {
    connection.release(broken);
  }
}

/**
 * A condition that is always true and makes the statement's own commit skip the WAL flush, as basketWrite
 * does for a transaction: for a basket statement that runs on its own, outside any transaction (put it in
 * the statement's WHERE; it lasts until that statement's commit).
 */
export const ASYNC_COMMIT = sql`set_config('synchronous_commit', 'off', true) is not null`;

/** Unlocked tries of an optimistic basket change before it waits for the cart's lock instead. */
const OPTIMISTIC_TRIES = 3;

/**
 * A basket change decided on an unlocked read and written by one statement guarded by the cart's version
 * (two round trips, no transaction held open). `change(db, lock)` reads, decides and writes, answering
 * undefined when its guarded write found that the cart moved on in between; it is then decided again on
 * a fresh read. After OPTIMISTIC_TRIES misses (a burst of changes to the same cart) it runs once more
 * inside basketWrite with the cart locked, where the guard cannot miss.
 */
export async function optimisticBasketChange<T>(db: Database, change: (db: Executor, lock: boolean) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES; attempt++) {
    const result = await change(db, false);
    if (result !== undefined) return result;
  }
  return basketWrite(db, async (tx) => {
    const result = await change(tx, true);
    if (result === undefined) throw new Error('a locked cart changed under its lock');
    return result;
  });
}

/** The fields of drizzle's NodePgSession over a pool that basketWrite needs (private in its types). */
interface PoolSession {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}
