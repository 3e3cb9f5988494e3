import { eq } from 'drizzle-orm';
import { ageVerificationClientAttempts } from '../../../db/schema';
import { type RedisTestApp, createRedisTestApp } from '../../../shared/server/testing/redis-test-app';
import { redisKeysUnder } from '../../../shared/server/testing/redis';
import { postgresSkipReason, redisSkipReason } from '../../../shared/server/testing/test-app';
import { expectClientLimit } from './testing';

/** The verification calls per client address with REDIS_URL: the same limit, counted in Redis under the address's keyed hash. */
describe.skipIf(postgresSkipReason || redisSkipReason)('the age verification client limit in Redis', () => {
  let t: RedisTestApp;

  beforeAll(async () => {
    t = await createRedisTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 past the store’s limit, counting in Redis and not in the database', async () => {
    const remoteAddress = '203.0.113.78';
    await expectClientLimit(t, remoteAddress, async () => {
      const clientKey = t.adapters.ageVerification.hash('client', remoteAddress);
      expect(await t.redis.get(`${t.prefix}age-verification-client-attempts:${clientKey}`)).toBe('3');
      expect(await t.database.db.select().from(ageVerificationClientAttempts).where(eq(ageVerificationClientAttempts.clientKey, clientKey))).toEqual([]);
      for (const key of await redisKeysUnder(t.redis, t.prefix)) expect(key).not.toContain(remoteAddress);
    });
  });
});
