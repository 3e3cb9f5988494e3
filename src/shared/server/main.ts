import { buildApp } from './app';
import { startChangeFeed } from './change-feed';
import { isClusterWorker, runPrimary, serverProcessCount } from './cluster';
import { readConfig } from './config';
import { openAppDatabase } from './open-database';

const config = readConfig();
const console_ = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };

if (isClusterWorker()) {
  await serve({ prepare: false });
} else {
  const { count, warning } = serverProcessCount(process.env, config.databaseUrl ? 'postgres' : 'pglite');
  if (warning) console_.warn(warning);
  if (count > 1) {
    // Migrate and seed once, then fork the server processes.
    await (await openAppDatabase(config)).close();
    runPrimary(count, console_);
    console_.info(`shop ready on http://localhost:${config.port} (postgres, ${count} processes)`);
  } else {
    await serve({ prepare: true });
  }
}

async function serve({ prepare }: { prepare: boolean }): Promise<void> {
  const database = await openAppDatabase(config, { prepare });
  const app = await buildApp({ db: database.db, logLevel: config.logLevel, webRoot: config.webRoot, secureCookies: config.secureCookies });
  const stopChangeFeed = await startChangeFeed(database, (message) => app.log.warn(message));

  const shutdown = async () => {
    await app.close();
    await stopChangeFeed();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (!isClusterWorker()) app.log.info(`shop ready on http://localhost:${config.port} (${database.kind})`);
}
