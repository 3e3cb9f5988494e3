import type { Database } from './db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}
