import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import './provided';

/** The tests' Redis: TEST_REDIS_URL, else the one this machine and CI run on loopback. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Why Redis cannot be reached ('' when it answers PING): the Redis tests then skip with this reason. */
async function redisUnreachableReason(url: string): Promise<string> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2_000 });
  // The connection's own error ('ECONNREFUSED') says more than connect's rejection ('Connection is closed.').
  let connectionError: unknown;
  client.on('error', (error) => (connectionError ??= error));
  try {
    await client.connect();
    await client.ping();
    return '';
  } catch (error) {
    const cause = (connectionError ?? error) as { code?: string; message?: string };
    const code = cause.code ?? cause.message;
    return `Redis at ${url} is unreachable (${code}): start redis-server or set TEST_REDIS_URL`;
  } finally {
    client.disconnect();
  }
}

/** For the global setups: the Redis URL and, when it cannot be reached, why its tests skip. */
export async function provideRedis(project: TestProject): Promise<void> {
  const reason = await redisUnreachableReason(TEST_REDIS_URL);
  // Said once per run: the Redis tests skip, and this is why.
  if (reason) console.warn(`${project.name}: the Redis tests skip. ${reason}`);
  project.provide('redisUrl', TEST_REDIS_URL);
  project.provide('redisUnavailable', reason);
}

/** A key prefix of its own for a test file, so files running in parallel never see each other's keys. */
export function uniqueRedisPrefix(): string {
  return `shop-test:${randomBytes(6).toString('hex')}:`;
}

/** Every key under the prefix: SCAN, never KEYS (the tests' Redis may be shared). */
export async function redisKeysUnder(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** Deletes this test file's keys, and only those. */
export async function deleteRedisKeysUnder(client: Redis, prefix: string): Promise<void> {
  const keys = await redisKeysUnder(client, prefix);
  if (keys.length > 0) await client.del(...keys);
}
