import pino from 'pino';
import type { Database } from '../../shared/server/db';
import { loggerOptions } from '../../shared/server/logging';
import type { ServerConfig } from './environment';
import { databaseWindowedCounters, type WindowedCounters } from '../../shared/server/windowed-counter';

export interface SharedCounters {
  counters: WindowedCounters;
  close(): Promise<void>;
}

/**
 * The counters every server process shares, chosen once at start-up: in Redis when REDIS_URL is set
 * (the database counting while Redis is away), else in the database. ioredis loads only then.
 */
export async function openSharedCounters(config: Pick<ServerConfig, 'redisUrl' | 'redisKeyPrefix' | 'logLevel'>, db: Database): Promise<SharedCounters> {
  const database = databaseWindowedCounters(db);
  if (!config.redisUrl) return { counters: database, close: async () => {} };
  const { openRedisWindowedCounters } = await import('../../shared/server/redis-windowed-counter');
  const { stream: _stream, ...options } = loggerOptions(config.logLevel);
  return openRedisWindowedCounters(config.redisUrl, database, pino(options), config.redisKeyPrefix);
}
