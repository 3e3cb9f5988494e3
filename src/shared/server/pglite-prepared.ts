import { type PGlite, type QueryOptions, type Results, type Transaction, parse, protocol } from '@electric-sql/pglite';

/**
 * The embedded PGlite with prepared statements. Its own query() parses and plans every statement afresh,
 * which is about half of a hot statement's time; outside transactions this sends each distinct text's
 * Parse once, under a name of its own, and then only Bind/Describe/Execute/Sync, as a PostgreSQL driver
 * does with a named statement. Such a query takes both of PGlite's locks, as its own query() does, so it
 * never runs inside another caller's open transaction; inside a transaction (whose lock the caller holds)
 * it takes the query lock only. Parameters PGlite must serialise itself (arrays, bytes) and texts beyond
 * MAX_PREPARED take PGlite's own path.
 */
const MAX_PREPARED = 500;

export function withPreparedStatements(client: PGlite): PGlite {
  const names = new Map<string, string>();
  /** One statement; in a transaction the caller already holds PGlite's transaction lock. */
  const run = async <T>(text: string, values: (string | null)[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> => {
    const { serialize } = protocol;
    let name = names.get(text);
    if (!name) {
      name = `shop_${names.size + 1}`;
      // On its own, so that a later failure (a bad value) never leaves the name prepared but unknown here.
      await client.execProtocolStream(concat([serialize.parse({ name, text, types: [] }), serialize.sync()]), { syncToFs: false });
      names.set(text, name);
    }
    const bound = [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    const messages = await client.execProtocolStream(concat(bound), { syncToFs: false });
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(messages, ...parsersFor(client, options))[0] as Results<T>;
  };
  const preparable = (text: string, values: unknown[]): values is (string | null)[] =>
    !values.includes(NOT_TEXT) && (names.has(text) || names.size < MAX_PREPARED);

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const values = params.map(textOf);
    if (!preparable(text, values)) return client.query<T>(text, params, options);
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, values, options, false)));
  };
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    client.transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property) {
            if (property !== 'query') return Reflect.get(target, property, target);
            return async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
              const values = params.map(textOf);
              if (target.closed || !preparable(text, values)) return target.query<R>(text, params, options);
              return client._runExclusiveQuery(() => run<R>(text, values, options, true));
            };
          },
        }),
      ),
    );
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The type parsers for a query's results: the query's own (drizzle sends a few with every query) laid over
 * the client's. Handed to parseResults apart, PGlite copies all of the client's 318 into a new object for
 * each query (measured: 85 µs, a tenth of a cart read's time); as the prototype of the query's own, the
 * lookup is the same and nothing is copied.
 */
function parsersFor(client: PGlite, options: QueryOptions | undefined): [ParserOptions, QueryOptions | undefined] {
  if (!options?.parsers) return [client.parsers, options];
  return [Object.assign(Object.create(client.parsers) as ParserOptions, options.parsers), { ...options, parsers: undefined }];
}

type ParserOptions = PGlite['parsers'];

const NOT_TEXT = Symbol('not text');

/** A parameter as the text PGlite's own serialisers would send, or NOT_TEXT for what only they can do. */
function textOf(value: unknown): string | null | typeof NOT_TEXT {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) || value instanceof Uint8Array) return NOT_TEXT;
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
