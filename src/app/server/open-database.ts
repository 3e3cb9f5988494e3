import { mkdirSync } from 'node:fs';
import { seed } from './seed';
import type { ServerConfig } from '../../shared/server/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../../shared/server/db';

/**
 * DATABASE_URL wins; otherwise the embedded database in the data directory. Migrated and seeded, unless
 * another process already did (the workers of a cluster, whose primary prepares the database once).
 */
export async function openAppDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, { prepare = true } = {}): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = openPostgres(config.databaseUrl);
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    handle = await openPglite(config.dataDir);
  }
  if (prepare) {
    await handle.migrate();
    await seed(handle.db);
  }
  return handle;
}
