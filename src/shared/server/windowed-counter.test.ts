import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { ageVerificationClientAttempts, loginFailures } from '../../db/schema';
import { withDatabaseFallback, openRedisWindowedCounters, redisWindowedCounters } from './redis-windowed-counter';
import { freePort } from './testing/free-port';
import { deleteRedisKeysUnder, redisKeysUnder, uniqueRedisPrefix } from './testing/redis';
import { type TestDatabase, createTestDatabase, postgresSkipReason, redisSkipReason } from './testing/test-app';
import { type CountTable, type WindowedCounters, databaseWindowedCounters } from './windowed-counter';

/**
 * The windowed counter's contract, held by each adapter: the database's (PGlite or PostgreSQL, in the
 * owner feature's table) and Redis's. Keys are unique per test, so the tests share nothing.
 */

const LOGIN_TABLE: CountTable = { table: loginFailures, key: loginFailures.key, windowStart: loginFailures.windowStart, count: loginFailures.failures };
const CLIENT_TABLE: CountTable = {
  table: ageVerificationClientAttempts,
  key: ageVerificationClientAttempts.clientKey,
  windowStart: ageVerificationClientAttempts.windowStart,
  count: ageVerificationClientAttempts.attempts,
};
/** The short window of the reset tests, and a wait past it. */
const SHORT_WINDOW_SECONDS = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let next = 0;
const freshKey = () => `key-${Date.now()}-${next++}`;

function contract(adapter: string, skipReason: () => string, countersOf: () => WindowedCounters) {
  describe.skipIf(skipReason())(`the windowed counter in ${adapter}`, () => {
    const login = (windowSeconds = 900) => countersOf().counter({ name: 'login-failures', windowSeconds, table: LOGIN_TABLE });

    it('answers each count: 1, 2, 3 for one key, and counts each key apart', async () => {
      const counter = login();
      const [a, b] = [freshKey(), freshKey()];
      expect([await counter.add(a), await counter.add(a), await counter.add(a)]).toEqual([1, 2, 3]);
      expect(await counter.add(b)).toBe(1);
    });

    it('keeps counters apart: the same key in two counters counts twice from 1', async () => {
      const key = freshKey();
      const clients = countersOf().counter({ name: 'age-verification-client-attempts', windowSeconds: 900, table: CLIENT_TABLE });
      expect(await login().add(key)).toBe(1);
      expect(await login().add(key)).toBe(2);
      expect(await clients.add(key)).toBe(1);
    });

    it('starts again at 1 once the window that began with the first count has passed', async () => {
      const counter = login(SHORT_WINDOW_SECONDS);
      const key = freshKey();
      expect(await counter.add(key)).toBe(1);
      await sleep(600);
      // A later count does not move the window: it still ends a second after the first.
      expect(await counter.add(key)).toBe(2);
      await sleep(600);
      expect(await counter.add(key)).toBe(1);
      expect(await counter.add(key)).toBe(2);
    });

    it('forgives one count, never below zero, and creates nothing for a key it has not seen', async () => {
      const counter = login();
      const key = freshKey();
      for (let i = 0; i < 3; i++) await counter.add(key);
      await counter.forgive(key);
      expect(await counter.add(key)).toBe(3);
      const once = freshKey();
      await counter.add(once);
      await counter.forgive(once);
      await counter.forgive(once);
      expect(await counter.add(once)).toBe(1);
      const unseen = freshKey();
      await counter.forgive(unseen);
      expect(await counter.add(unseen)).toBe(1);
    });

    it('keeps the window of a count forgiven down to zero: the next count does not start a new one', async () => {
      const counter = login(SHORT_WINDOW_SECONDS);
      const key = freshKey();
      expect(await counter.add(key)).toBe(1);
      await counter.forgive(key);
      await sleep(600);
      expect(await counter.add(key)).toBe(1);
      await sleep(600);
      // The window began with the first count, 1.2 s ago: it has passed, so this count starts a new one.
      expect(await counter.add(key)).toBe(1);
      expect(await counter.add(key)).toBe(2);
    });

    it('clears a key: its count and window are gone', async () => {
      const counter = login();
      const key = freshKey();
      for (let i = 0; i < 4; i++) await counter.add(key);
      await counter.clear(key);
      expect(await counter.add(key)).toBe(1);
      await counter.clear(freshKey()); // an unseen key is no error
    });

    it('gives 50 parallel counts of one key each their own number, 1 to 50', async () => {
      const counter = login();
      const key = freshKey();
      const counts = await Promise.all(Array.from({ length: 50 }, () => counter.add(key)));
      expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(await counter.add(key)).toBe(51);
    });
  });
}

let t: TestDatabase | undefined;
let redis: Redis | undefined;
const prefix = uniqueRedisPrefix();

beforeAll(async () => {
  if (!postgresSkipReason) t = await createTestDatabase();
  if (!redisSkipReason) redis = new Redis(inject('redisUrl'));
});

afterAll(async () => {
  if (t) {
    await t.database.close();
    await t.drop();
  }
  if (redis) {
    await deleteRedisKeysUnder(redis, prefix);
    await redis.quit();
  }
});

contract(
  'the database',
  () => postgresSkipReason,
  () => databaseWindowedCounters(t!.database.db),
);
contract(
  'Redis',
  () => redisSkipReason,
  () => redisWindowedCounters(redis!, prefix),
);

describe.skipIf(redisSkipReason || postgresSkipReason)('the Redis counters', () => {
  it('keep no key outside their prefix and counter name, and let each key expire with its window', async () => {
    const counter = redisWindowedCounters(redis!, prefix).counter({ name: 'login-failures', windowSeconds: 900, table: LOGIN_TABLE });
    const key = freshKey();
    await counter.add(key);
    const ttl = await redis!.pttl(`${prefix}login-failures:${key}`);
    expect(ttl).toBeGreaterThan(899_000);
    expect(ttl).toBeLessThanOrEqual(900_000);
    expect(
      (await redisKeysUnder(redis!, prefix)).every(
        (k) => k.startsWith(`${prefix}login-failures:`) || k.startsWith(`${prefix}age-verification-client-attempts:`),
      ),
    ).toBe(true);
  });

  it('count in the database while Redis is away, reporting it once by its code', async () => {
    const database = databaseWindowedCounters(t!.database.db);
    const lines: { level: string; details: object }[] = [];
    const log = { warn: (details: object) => lines.push({ level: 'warn', details }), info: (details: object) => lines.push({ level: 'info', details }) };
    const away = await openRedisWindowedCounters(`redis://127.0.0.1:${await freePort()}`, database, log, prefix);
    try {
      const counter = away.counters.counter({ name: 'login-failures', windowSeconds: 900, table: LOGIN_TABLE });
      const key = freshKey();
      expect([await counter.add(key), await counter.add(key)]).toEqual([1, 2]);
      // The count went to the database: its own counter sees it.
      expect(await database.counter({ name: 'login-failures', windowSeconds: 900, table: LOGIN_TABLE }).add(key)).toBe(3);
      await counter.forgive(key);
      await counter.clear(key);
      expect(await counter.add(key)).toBe(1);
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
      expect(lines[0].details).toMatchObject({ code: 'REDIS_UNAVAILABLE', cause: 'ECONNREFUSED' });
      expect(JSON.stringify(lines)).not.toContain(key);
    } finally {
      await away.close();
    }
  });

  it('fall back per call: a Redis failing one call does not stop the next from counting in Redis', async () => {
    const database = databaseWindowedCounters(t!.database.db);
    const inRedis = redisWindowedCounters(redis!, prefix);
    let failNext = true;
    const flaky: WindowedCounters = {
      counter: (definition) => {
        const real = inRedis.counter(definition);
        return {
          add: async (key) => {
            if (failNext) {
              failNext = false;
              throw Object.assign(new Error('Command timed out'), { name: 'TimeoutError' });
            }
            return real.add(key);
          },
          forgive: real.forgive,
          clear: real.clear,
        };
      },
    };
    const reported: string[] = [];
    const health = { lost: () => reported.push('lost'), back: () => reported.push('back') };
    const counter = withDatabaseFallback(flaky, database, health).counter({ name: 'login-failures', windowSeconds: 900, table: LOGIN_TABLE });
    const key = freshKey();
    expect(await counter.add(key)).toBe(1); // the database's
    expect(await counter.add(key)).toBe(1); // Redis's, which had not seen the key
    expect(reported).toEqual(['lost', 'back']);
  });
});

/** A Redis server of this test's own, to stop and start again (the shared one is never stopped). */
const redisServerMissing = spawnSync('redis-server', ['--version']).status === 0 ? '' : 'redis-server is not installed';

describe.skipIf(redisSkipReason || postgresSkipReason || redisServerMissing)('a Redis that goes away and comes back', () => {
  it('counts in the database while it is away, and in Redis again once it is back', async () => {
    const port = await freePort();
    const startRedis = async (): Promise<ChildProcess> => {
      const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => {});
      for (
        let i = 0;
        i < 50 &&
        !(await probe.connect().then(
          () => true,
          () => false,
        ));
        i++
      )
        await sleep(100);
      probe.disconnect();
      return server;
    };
    const stopRedis = async (server: ChildProcess) => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    };
    const lines: string[] = [];
    const log = { warn: (details: object) => lines.push(JSON.stringify(details)), info: (details: object) => lines.push(JSON.stringify(details)) };
    let server = await startRedis();
    const opened = await openRedisWindowedCounters(`redis://127.0.0.1:${port}`, databaseWindowedCounters(t!.database.db), log, prefix);
    try {
      const counter = opened.counters.counter({ name: 'login-failures', windowSeconds: 900, table: LOGIN_TABLE });
      const key = freshKey();
      expect([await counter.add(key), await counter.add(key)]).toEqual([1, 2]); // Redis
      await stopRedis(server);
      expect([await counter.add(key), await counter.add(key)]).toEqual([1, 2]); // the database, from nothing
      server = await startRedis();
      for (let i = 0; i < 50 && !lines.some((l) => l.includes('REDIS_AVAILABLE')); i++) await sleep(100);
      // This Redis keeps nothing on disk: it starts again from nothing too.
      expect(await counter.add(key)).toBe(1);
      expect(lines.map((l) => JSON.parse(l).code)).toEqual(['REDIS_UNAVAILABLE', 'REDIS_AVAILABLE']);
    } finally {
      await opened.close();
      await stopRedis(server);
    }
  });
});
