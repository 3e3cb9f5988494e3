import { isClusterWorker, runOnce, runPrimary, serverProcessCount } from '../../shared/server/cluster';
import { EnvironmentError, readEnvironment, serverConfig } from './environment';

// The shop's code loads where it serves: a cluster's primary only forks and watches (a lighter process).
const loadServer = async () => ({
  ...(await import('./app')),
  ...(await import('./open-database')),
  ...(await import('../../shared/server/change-feed')),
  ...(await import('../../shared/server/shutdown')),
  ...(await import('./shared-counters')),
  ...(await import('./adapters')),
});

/** Every variable read and checked once: a malformed one stops the start with a message naming it. */
function environmentOrExit() {
  try {
    return readEnvironment();
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
let environment = environmentOrExit();
const config = serverConfig(environment);
const say = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };

/** Set on the cluster's one-off process that migrates and seeds the database before the servers start. */
const PREPARE_ONLY = 'SHOP_PREPARE_DATABASE_ONLY';

if (isClusterWorker() && process.env[PREPARE_ONLY] === '1') {
  const { openAppDatabase } = await import('./open-database');
  await (await openAppDatabase(config)).close();
  process.exit(0);
} else if (isClusterWorker()) {
  await serve({ prepare: false });
} else {
  // The payment providers' twins run once, in this process, on their own origins (their …_URL names a real one);
  // the shop's processes, this one's and the forked ones', are pointed at wherever they listen.
  const { startSandboxesBesideShop } = await import('./sandboxes');
  const sandboxes = await startSandboxesBesideShop(environment);
  for (const { name, url } of sandboxes.started) say.info(`${name} on ${url}`);
  Object.assign(process.env, sandboxes.urls);
  environment = { ...environment, ...sandboxes.urls };
  const { count, warning } = serverProcessCount(environment.WEB_CONCURRENCY, config.databaseUrl);
  if (warning) say.warn(warning);
  if (count > 1) {
    // Migrate and seed once, in a process that then ends (the primary stays a thin launcher), then
    // fork the server processes; each drains on its own when stopped.
    await runOnce({ [PREPARE_ONLY]: '1' });
    runPrimary(count, say);
    say.info(`shop ready on http://localhost:${config.port} (postgres, ${count} processes)`);
  } else {
    await serve({ prepare: true });
  }
}

/** A data folder held by another server is the operator's to sort out: one clear line, no stack trace. */
async function exitWhenDataDirInUse(error: unknown): Promise<never> {
  const { DataDirInUseError } = await import('../../shared/server/data-dir-lock');
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

async function serve({ prepare }: { prepare: boolean }): Promise<void> {
  const { buildAdapters, buildApp, openAppDatabase, openSharedCounters, startChangeFeed, stopOnSignals, SHUTDOWN_TIMEOUT_MS } = await loadServer();
  const database = await openAppDatabase(config, { prepare }).catch(exitWhenDataDirInUse);
  const counters = await openSharedCounters(config, database.db);
  // Every adapter (providers, sandboxes, workers, clock) built once here, handed to the features by buildApp.
  const adapters = buildAdapters(environment);
  const app = await buildApp({
    db: database.db,
    adapters,
    checkAnswers: config.checkAnswers,
    logLevel: config.logLevel,
    webRoot: config.webRoot,
    secureCookies: config.secureCookies,
    captchaTestAnswer: config.captchaTestAnswer,
    windowedCounters: counters.counters,
    paymentRecovery: config.paymentRecovery,
  });
  if (config.captchaTestAnswer) app.log.warn('CAPTCHA_TEST_ANSWER is set: every captcha picture has a known answer (browser journeys only)');
  const stopChangeFeed = await startChangeFeed(database, (message) => app.log.warn(message));

  stopOnSignals({
    log: app.log,
    // Stop accepting, let the requests in flight finish, then close the database.
    stop: async () => {
      await app.close();
      // Handlers of shoppers who went away are still running: their statements finish first.
      if (!(await app.inFlightWork.drained(SHUTDOWN_TIMEOUT_MS / 2)))
        app.log.warn({ running: app.inFlightWork.count }, 'stopping with request work still running');
      await stopChangeFeed();
      await counters.close();
      await adapters.close();
      await database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  if (!isClusterWorker()) app.log.info(`shop ready on http://localhost:${config.port} (${database.kind}${config.redisUrl ? ', counters in Redis' : ''})`);
}
