import type { Database } from './db';
import type { WindowedCounters } from './windowed-counter';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The counters every server process shares (the database's, or Redis's with REDIS_URL). */
    windowedCounters: WindowedCounters;
  }
}
