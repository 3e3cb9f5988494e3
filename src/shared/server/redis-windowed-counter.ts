import { Redis } from 'ioredis';
import type { WindowedCounter, WindowedCounters } from './windowed-counter';

/**
 * Counts one and starts the key's window only when it has none (PEXPIRE … NX), in one script so no other
 * call comes between: a key forgiven down to 0 keeps the window its first count started, as in the database.
 */
const ADD_SCRIPT = `local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return count`;

/** One back, never below zero, and never a key (or a window) where there was none. */
const FORGIVE_SCRIPT = `local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

interface CounterScripts {
  windowedCountAdd(key: string, windowMs: number): Promise<number>;
  windowedCountForgive(key: string): Promise<number>;
}

/**
 * The counters in Redis, under `<keyPrefix><counter name>:<key>`. The callers' keys hold no personal data
 * (they are hashes), so neither do Redis's.
 */
export function redisWindowedCounters(client: Redis, keyPrefix: string): WindowedCounters {
  client.defineCommand('windowedCountAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
  client.defineCommand('windowedCountForgive', { numberOfKeys: 1, lua: FORGIVE_SCRIPT });
  const scripts = client as unknown as CounterScripts;
  return {
    counter({ name, windowSeconds }) {
      const windowMs = Math.max(1, Math.round(windowSeconds * 1000));
      const redisKey = (key: string) => `${keyPrefix}${name}:${key}`;
      return {
        add: async (key) => Number(await scripts.windowedCountAdd(redisKey(key), windowMs)),
        forgive: async (key) => {
          await scripts.windowedCountForgive(redisKey(key));
        },
        clear: async (key) => {
          await client.del(redisKey(key));
        },
      };
    },
  };
}

/** Where the counters report Redis going away and coming back: codes only, never a key. */
export interface CounterLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Whether Redis is known to be away; reported once when it goes and once when it is back, not per call. */
class RedisHealth {
  private away = false;

  constructor(private readonly log: CounterLog) {}

  lost(error: unknown): void {
    if (this.away) return;
    this.away = true;
    // The error's code or class only ('ECONNREFUSED', 'TimeoutError'): its message may name the server.
    const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
    const cause = typeof code === 'string' ? code : typeof name === 'string' ? name : undefined;
    this.log.warn({ code: 'REDIS_UNAVAILABLE', cause }, 'Redis unavailable: the sign-in and age verification limits count in the database');
  }

  back(): void {
    if (!this.away) return;
    this.away = false;
    this.log.info({ code: 'REDIS_AVAILABLE' }, 'Redis available again: the limits count in Redis');
  }
}

/**
 * Redis first; a call Redis cannot answer (away, or slower than the command timeout) is counted by the
 * database instead. The limits hold through an outage, on counts that start again in the database, and
 * signing in keeps working: Redis carries load off the database, it does not gate the shop.
 */
export function withDatabaseFallback(
  redis: WindowedCounters,
  database: WindowedCounters,
  health: { lost(error: unknown): void; back(): void },
): WindowedCounters {
  return {
    counter(definition) {
      const first = redis.counter(definition);
      const spare = database.counter(definition);
      const either =
        <A extends unknown[], T>(call: (counter: WindowedCounter, ...args: A) => Promise<T>) =>
        async (...args: A): Promise<T> => {
          try {
            const answer = await call(first, ...args);
            // A call that timed out loses no connection (no 'ready' follows): the next answer says Redis is back.
            health.back();
            return answer;
          } catch (error) {
            health.lost(error);
            return call(spare, ...args);
          }
        };
      return {
        add: either((counter, key: string) => counter.add(key)),
        forgive: either((counter, key: string) => counter.forgive(key)),
        clear: either((counter, key: string) => counter.clear(key)),
      };
    },
  };
}

export interface RedisCounters {
  counters: WindowedCounters;
  close(): Promise<void>;
}

/** How long a count waits for Redis before the database counts it instead. */
const COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before serving with the database's counts (Redis is then retried). */
const FIRST_CONNECT_MS = 2_000;

/**
 * The counters in Redis at `url` (REDIS_URL), falling back to `database` while Redis is away. Waits a
 * moment for the first connection, so a healthy start counts in Redis from its first request.
 */
export async function openRedisWindowedCounters(url: string, database: WindowedCounters, log: CounterLog, keyPrefix: string): Promise<RedisCounters> {
  const health = new RedisHealth(log);
  const client = new Redis(url, {
    // A count never waits for a reconnection: with Redis away it fails at once and the database counts it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: FIRST_CONNECT_MS,
    retryStrategy: (times) => Math.min(times * 250, 2_000),
  });
  // ioredis reports every failed reconnection: the first says Redis is away, 'ready' that it is back.
  client.on('error', (error) => health.lost(error));
  client.on('ready', () => health.back());
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECT_MS);
    client.once('ready', done);
    client.once('error', done);
  });
  return {
    counters: withDatabaseFallback(redisWindowedCounters(client, keyPrefix), database, health),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
