import type { ResolvedStore } from '../../features/stores/server/store';
import type { AuthContext } from '../../features/customers/server/auth-context';
import type { Database } from './db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
  interface FastifyRequest {
    /** The store named by the path's store code (set for every /rest/{storeCode}/V1 route). */
    shop: ResolvedStore;
    /** Who is calling: resolved lazily from the bearer token or the session cookie, once per request. */
    auth(): Promise<AuthContext>;
  }
}
