import { buildApp } from './app';
import { readConfig } from './config';
import { openAppDatabase } from './open-database';
import { stopOnSignals } from './shutdown';

const config = readConfig();
const database = await openAppDatabase(config);
const app = await buildApp({ db: database.db, logLevel: config.logLevel, webRoot: config.webRoot, secureCookies: config.secureCookies });

stopOnSignals({
  log: app.log,
  // Stop accepting, let the requests in flight finish, then close the database.
  stop: async () => {
    await app.close();
    await database.close();
  },
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`shop ready on http://localhost:${config.port} (${database.kind})`);
