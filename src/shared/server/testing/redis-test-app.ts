import { Redis } from 'ioredis';
import pino from 'pino';
import { inject } from 'vitest';
import { openRedisWindowedCounters } from '../redis-windowed-counter';
import { databaseWindowedCounters } from '../windowed-counter';
import { deleteRedisKeysUnder, uniqueRedisPrefix } from './redis';
import { type TestApp, createTestApp, testLogFile } from './test-app';

export interface RedisTestApp extends TestApp {
  /** A client of the tests' Redis, to read what the app counted there. */
  redis: Redis;
  /** The file's own key prefix: the app's keys are under it, and only they are deleted at the end. */
  prefix: string;
}

/** The test logger the counters report Redis going and coming with (audited like every other line). */
export const testCounterLog = () => pino({ level: 'info' }, pino.destination({ dest: testLogFile(), sync: true, append: true }));

/** createTestApp with the shared counters in the tests' Redis (as with REDIS_URL), under a key prefix of the file's own. */
export async function createRedisTestApp(): Promise<RedisTestApp> {
  const prefix = uniqueRedisPrefix();
  const redis = new Redis(inject('redisUrl'));
  const t = await createTestApp({
    counters: (database) => openRedisWindowedCounters(inject('redisUrl'), databaseWindowedCounters(database.db), testCounterLog(), prefix),
  });
  return {
    ...t,
    redis,
    prefix,
    close: async () => {
      await t.close();
      await deleteRedisKeysUnder(redis, prefix);
      await redis.quit();
    },
  };
}
