import { buildApp } from './app';
import { startChangeFeed } from './change-feed';
import { readConfig } from './config';
import { openAppDatabase } from './open-database';

const config = readConfig();
const database = await openAppDatabase(config);
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
app.log.info(`shop ready on http://localhost:${config.port} (${database.kind})`);
