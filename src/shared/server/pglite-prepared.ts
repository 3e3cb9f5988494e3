import { type PGlite, protocol, parse, types } from '@electric-sql/pglite';
import type { Executor } from './db';

/**
 * Named (prepared) statements on the embedded PGlite. Its query() parses and plans every statement
 * afresh; this sends Parse once per name and then only Bind/Describe/Execute/Sync, as a PostgreSQL
 * driver does with a named statement. Only for statements outside a transaction (the database object
 * itself, not a transaction's): those take both of PGlite's locks here, as its own query() does, so they
 * never run inside another caller's open transaction. Inside a transaction the caller uses the usual path.
 */
const pglites = new WeakMap<object, PGlite>();
const preparedNames = new WeakMap<PGlite, Set<string>>();

/** wrapPglite calls this: the drizzle database object that stands for this PGlite outside transactions. */
export function rememberPglite(db: object, client: PGlite): void {
  pglites.set(db, client);
  preparedNames.set(client, new Set());
}

// As drizzle's PGlite driver: dates and times stay text (the callers turn them into Dates).
const asText = (value: string) => value;
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The rows, or null when db is not a PGlite database outside a transaction (use the usual path). */
export function pgliteNamedStatement<T>(db: Executor, name: string, text: string, params: unknown[]): Promise<T[]> | null {
  const client = pglites.get(db);
  if (!client) return null;
  const prepared = preparedNames.get(client)!;
  const { serialize } = protocol;
  const parsers = { ...client.parsers, ...Object.fromEntries(TEXT_TYPES.map((t) => [t, asText])) };
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      if (!prepared.has(name)) {
        // On its own, so that a later failure (a bad value) never leaves the name prepared but unknown here.
        await client.execProtocolStream(concat([serialize.parse({ name, text, types: [] }), serialize.sync()]), { syncToFs: false });
        prepared.add(name);
      }
      const messages = [
        serialize.bind({ statement: name, values: params.map(textOf) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ];
      const results = await client.execProtocolStream(concat(messages), { syncToFs: false });
      await client.syncToFs();
      return parse.parseResults(results, parsers)[0].rows as T[];
    }),
  );
}
