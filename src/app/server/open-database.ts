import { mkdirSync } from 'node:fs';
import { seed } from './seed';
import type { ServerConfig } from '../../shared/server/config';
import { lockDataDir } from '../../shared/server/data-dir-lock';
import { type DatabaseHandle, openPglite, openPostgres } from '../../shared/server/db';

/**
 * DATABASE_URL wins; otherwise the embedded database in the data directory. Migrated and seeded, unless
 * another process already did (the workers of a cluster, whose primary prepares the database once).
 */
export async function openAppDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, { prepare = true } = {}): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = openPostgres(config.databaseUrl, databasePoolSize());
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    // One process at a time: a second PGlite on the same folder aborts inside the engine.
    const release = lockDataDir(config.dataDir);
    try {
      handle = await openPglite(config.dataDir);
    } catch (error) {
      release();
      throw error;
    }
    const close = handle.close;
    handle = { ...handle, close: () => close().finally(release) };
  }
  if (prepare) {
    await handle.migrate();
    await seed(handle.db);
  }
  return handle;
}

/**
 * PostgreSQL connections per server process (DATABASE_POOL_SIZE, default 10). A cart call holds one for
 * a few statements; with basket writes no longer waiting for the disk, ten keep a process's requests
 * from queueing for a connection while staying far below PostgreSQL's 100 for a few processes.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

export function databasePoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number.parseInt(env.DATABASE_POOL_SIZE ?? '', 10);
  return Number.isFinite(asked) && asked >= 1 ? Math.min(asked, 100) : DEFAULT_DATABASE_POOL_SIZE;
}
