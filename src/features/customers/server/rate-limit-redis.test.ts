import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginFailures } from '../../../db/schema';
import { buildApp } from '../../../app/server/app';
import { openRedisWindowedCounters } from '../../../shared/server/redis-windowed-counter';
import { freePort } from '../../../shared/server/testing/free-port';
import { redisKeysUnder } from '../../../shared/server/testing/redis';
import { type RedisTestApp, createRedisTestApp, testCounterLog } from '../../../shared/server/testing/redis-test-app';
import { REST } from '../../../shared/server/testing/shop-client';
import { postgresSkipReason, redisSkipReason } from '../../../shared/server/testing/test-app';
import { databaseWindowedCounters } from '../../../shared/server/windowed-counter';
import { loginFailureKeys } from './service';
import { JANE, JOHN, SIGN_IN_INCORRECT, TOO_MANY_ATTEMPTS } from './testing';

/** The sign-in limit with REDIS_URL: the same answers, the counts in Redis under hashed keys. */

const TOO_MANY_BODY = { message: TOO_MANY_ATTEMPTS, parameters: [15] };

describe.skipIf(postgresSkipReason || redisSkipReason)('the sign-in limit in Redis', () => {
  let t: RedisTestApp;
  const signIn = (target: FastifyInstance, username: string, password: string, remoteAddress = '192.0.2.10') =>
    target.inject({ method: 'POST', url: `${REST}/integration/customer/token`, payload: { username, password }, remoteAddress });

  beforeAll(async () => {
    t = await createRedisTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses the 6th attempt after 5 wrong passwords, counting in Redis and not in the database', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await signIn(t.app, JANE.email, `Wrong-${attempt}`);
      expect(res.statusCode, `attempt ${attempt}`).toBe(401);
      expect(res.json()).toEqual({ message: SIGN_IN_INCORRECT, parameters: [] });
    }
    const right = await signIn(t.app, JANE.email, JANE.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY_BODY);

    const { emailKey } = loginFailureKeys(JANE.email, '');
    expect(await t.redis.get(`${t.prefix}login-failures:${emailKey}`)).toBe('6');
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, emailKey))).toEqual([]);
    // No key names the email or the address, only their hashes.
    const keys = await redisKeysUnder(t.redis, t.prefix);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/jane|@|192\.0\.2\.10/);
  });

  it('clears the email and forgives the address on a successful sign-in', async () => {
    const address = '192.0.2.20';
    const { emailKey, ipKey } = loginFailureKeys(JOHN.email, address);
    for (let attempt = 1; attempt <= 3; attempt++) expect((await signIn(t.app, JOHN.email, `Wrong-${attempt}`, address)).statusCode).toBe(401);
    expect(await t.redis.get(`${t.prefix}login-failures:${ipKey}`)).toBe('3');
    expect((await signIn(t.app, JOHN.email, JOHN.password, address)).statusCode).toBe(200);
    expect(await t.redis.exists(`${t.prefix}login-failures:${emailKey}`)).toBe(0);
    // The address keeps the 3 failures; the successful attempt was taken back.
    expect(await t.redis.get(`${t.prefix}login-failures:${ipKey}`)).toBe('3');
  });

  it('keeps signing in while Redis is away: the database counts, and the limit still holds', async () => {
    const away = await openRedisWindowedCounters(`redis://127.0.0.1:${await freePort()}`, databaseWindowedCounters(t.database.db), testCounterLog(), t.prefix);
    const second = await buildApp({ db: t.database.db, adapters: t.adapters, logLevel: 'silent', windowedCounters: away.counters });
    try {
      const email = 'redis.away@example.com';
      for (let attempt = 1; attempt <= 5; attempt++) expect((await signIn(second, email, `Wrong-${attempt}`, '192.0.2.30')).statusCode).toBe(401);
      const sixth = await signIn(second, email, `Wrong-6`, '192.0.2.30');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual(TOO_MANY_BODY);
      expect((await signIn(second, JOHN.email, JOHN.password, '192.0.2.31')).statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, loginFailureKeys(email, '').emailKey));
      expect(row.failures).toBe(6);
    } finally {
      await second.close();
      await away.close();
    }
  });
});
