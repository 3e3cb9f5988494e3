import { mkdirSync } from 'node:fs';
import { seed } from './seed';
import type { ServerConfig } from './environment';
import { lockDataDir } from '../../shared/server/data-dir-lock';
import { type DatabaseHandle, openPglite, openPostgres } from '../../shared/server/db';

/**
 * DATABASE_URL wins; otherwise the embedded database in the data directory. Migrated and seeded, unless
 * another process already did (the workers of a cluster, whose primary prepares the database once).
 */
export async function openAppDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
  { prepare = true } = {},
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = openPostgres(config.databaseUrl, config.databasePoolSize);
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
