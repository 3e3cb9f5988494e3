import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pino from 'pino';
import { inject } from 'vitest';
import { ageVerificationClientAttempts } from '../../../db/schema';
import { buildApp } from '../../../app/server/app';
import { openRedisWindowedCounters, type RedisCounters } from '../../../shared/server/redis-windowed-counter';
import { deleteRedisKeysUnder, redisKeysUnder, uniqueRedisPrefix } from '../../../shared/server/testing/redis';
import { REST } from '../../../shared/server/testing/shop-client';
import { type TestApp, type TestDatabase, createTestDatabase, postgresSkipReason, redisSkipReason, testLogFile } from '../../../shared/server/testing/test-app';
import { databaseWindowedCounters } from '../../../shared/server/windowed-counter';
import { setStoreConfig } from '../../stores/server/testing';
import { AGE_TOO_MANY_REQUESTS } from '../domain';
import { ageVerificationSandbox } from '../providers';
import { keyedHash } from './hashing';
import { guestBasket } from './testing';

/** The verification calls per client address with REDIS_URL: the same limit, counted in Redis under the address's keyed hash. */
describe.skipIf(postgresSkipReason || redisSkipReason)('the age verification client limit in Redis', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let redis: Redis;
  let counters: RedisCounters;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    redis = new Redis(inject('redisUrl'));
    const logStream = pino.destination({ dest: testLogFile(), sync: true, append: true });
    counters = await openRedisWindowedCounters(inject('redisUrl'), databaseWindowedCounters(db.database.db), pino({ level: 'info' }, logStream), prefix);
    const app = await buildApp({ db: db.database.db, logLevel: 'info', logStream, windowedCounters: counters.counters });
    t = { app, database: db.database, request: (options) => app.inject(options), close: () => app.close() };
    ageVerificationSandbox.latencyMs = 0;
  });

  afterAll(async () => {
    await t?.close();
    await counters?.close();
    if (redis) {
      await deleteRedisKeysUnder(redis, prefix);
      await redis.quit();
    }
    await db?.database.close();
    await db?.drop();
  });

  it('answers 429 past the store’s limit, counting in Redis and not in the database', async () => {
    const back = await setStoreConfig(t.database.db, { 'age_verification/general/client_attempts_per_window': '2' });
    try {
      const remoteAddress = '203.0.113.78';
      const carts = await Promise.all([guestBasket(t, 'adult'), guestBasket(t, 'adult'), guestBasket(t, 'adult')]);
      const call = (cartId: string) => t.request({ method: 'POST', url: `${REST}/guest-carts/${cartId}/age-verification/verify`, payload: {}, remoteAddress });
      expect((await call(carts[0].cartId)).statusCode).toBe(200);
      expect((await call(carts[1].cartId)).statusCode).toBe(200);
      const third = await call(carts[2].cartId);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: AGE_TOO_MANY_REQUESTS, parameters: [] });

      const clientKey = keyedHash('client', remoteAddress);
      expect(await redis.get(`${prefix}age-verification-client-attempts:${clientKey}`)).toBe('3');
      expect(await t.database.db.select().from(ageVerificationClientAttempts).where(eq(ageVerificationClientAttempts.clientKey, clientKey))).toEqual([]);
      for (const key of await redisKeysUnder(redis, prefix)) expect(key).not.toContain(remoteAddress);
    } finally {
      await back();
    }
  });
});
