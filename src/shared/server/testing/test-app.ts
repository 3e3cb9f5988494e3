import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino, { type DestinationStream } from 'pino';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { clearStoreCache } from '../../../features/stores/server/scope';
import { type Adapters, buildAdapters } from '../../../app/server/adapters';
import { type AppOptions, buildApp } from '../../../app/server/app';
import { readEnvironment } from '../../../app/server/environment';
import type { PaymentGatewayPort } from '../../../features/payment/providers';
import type { PayPalPort } from '../../../features/paypal/providers';
import type { PayUPort } from '../../../features/payu/providers';
import { findForbiddenInDatabase } from './database-audit';
import { startChangeFeed } from '../change-feed';
import { type DatabaseHandle, PGLITE_EXTENSIONS, openPostgres, wrapPglite } from '../db';
import type { WindowedCounters } from '../windowed-counter';
import { adminQuery, withDatabase } from './global-setup-postgres';
import './provided';

export type DbKind = 'pglite' | 'postgres';

export const dbKind = (process.env.TEST_DB_KIND ?? 'pglite') as DbKind;
/** Why the PostgreSQL tests of this run are skipped ('' when they run). */
export const postgresSkipReason = dbKind === 'postgres' ? inject('postgresUnavailable') : '';
/** Why the Redis tests of this run are skipped ('' when they run): only a Redis that cannot be reached. */
export const redisSkipReason = inject('redisUnavailable');

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's adapters, as the root builds them from the test environment: tests steer the sandboxes here. */
  adapters: Adapters;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** This worker's log file: every line the apps write is audited at the end of the run (log-audit.ts). */
export function testLogFile(): string {
  return path.join(inject('serverLogDir'), `${process.pid}.log`);
}

let logStream: DestinationStream | undefined;
function testLogStream(): DestinationStream {
  logStream ??= pino.destination({ dest: testLogFile(), sync: true, append: true });
  return logStream;
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** Drops the copy (PostgreSQL); close the handle first. */
  drop(): Promise<void>;
}

/** A fresh copy of the seeded database for one test file, without an app (createTestApp builds one on it). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (dbKind === 'postgres') {
    if (postgresSkipReason) throw new Error(postgresSkipReason);
    const adminUrl = inject('postgresAdminUrl');
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
    return { database: openPostgres(withDatabase(adminUrl, name), 20), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
  }
  const tarball = readFileSync(inject('pgliteTemplatePath'));
  return { database: wrapPglite(await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: PGLITE_EXTENSIONS })), drop: async () => {} };
}

/** The test apps' environment: the sandboxes answer at once; everything else as a shop's defaults. */
const TEST_ENVIRONMENT: Readonly<Record<string, string>> = {
  ADDRESS_FINDER_SANDBOX_LATENCY_MS: '0',
  PICKUP_SANDBOX_LATENCY_MS: '0',
  AGE_VERIFICATION_SANDBOX_LATENCY_MS: '0',
};

/** The providers' origins and timeouts a test's twin points the shop at (`startTestGateway` sets them while it runs). */
const TWIN_VARIABLES = ['GATEWAY_URL', 'GATEWAY_TIMEOUT_MS'] as const;

/** Adapters built as the root builds them, from the test environment with `environment`'s variables over it. */
export function testAdapters(environment: Readonly<Record<string, string>> = {}): Adapters {
  const twins = Object.fromEntries(TWIN_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  return buildAdapters(readEnvironment({ ...TEST_ENVIRONMENT, ...twins, ...environment }));
}

/** The shared counters an app is built with in place of the database's (see redis-test-app.ts). */
export interface TestCounters {
  counters: WindowedCounters;
  close(): Promise<void>;
}

/**
 * A fresh copy of the seeded database for one test file, with the whole app built on it; `counters` opens
 * the shared counters on that database (the database's own when not given); `environment` sets variables
 * over the test environment the adapters are built from.
 */
export async function createTestApp(
  options: {
    webRoot?: string;
    counters?: (database: DatabaseHandle) => Promise<TestCounters>;
    gateway?: PaymentGatewayPort;
    paypal?: PayPalPort;
    payu?: PayUPort;
    environment?: Readonly<Record<string, string>>;
    /** The clock the features read (a test moves it); the system's by default. */
    now?: () => Date;
    subscriptions?: AppOptions['subscriptions'];
  } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  clearStoreCache();
  const counters = await options.counters?.(database);
  const built = testAdapters(options.environment);
  const adapters = options.now ? { ...built, now: options.now } : built;
  const app = await buildApp({
    db: database.db,
    adapters,
    logLevel: 'info',
    logStream: testLogStream(),
    webRoot: options.webRoot,
    windowedCounters: counters?.counters,
    gateway: options.gateway,
    paypal: options.paypal,
    payu: options.payu,
    checkAnswers: true,
    subscriptions: options.subscriptions,
  });
  const stopChangeFeed = await startChangeFeed(database);
  return {
    app,
    database,
    adapters,
    request: (options) => app.inject(options),
    close: async () => {
      await stopChangeFeed();
      await app.close();
      await counters?.close();
      await adapters.close();
      // Whatever the file's tests did, its database holds no card number, account number or security code.
      const forbidden = await findForbiddenInDatabase(database.db).catch((error: Error) => `the audit failed: ${error.message}`);
      await database.close();
      await drop();
      if (forbidden) throw new Error(`The test database holds ${forbidden}.`);
    },
  };
}
