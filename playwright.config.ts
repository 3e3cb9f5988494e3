import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * Browser journeys against the real server (Fastify + embedded PGlite) serving the built app.
 * `npm test` runs `vite build` first; this config builds nothing.
 *
 * The config file is loaded by the runner and again by every worker: the port and the data folder
 * are chosen once (in the runner) and handed to the workers through the environment.
 */

/** A free loopback port, asked of the OS (listen on port 0) in a child process, so this stays synchronous. */
function freePort(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
const port = Number(process.env.E2E_PORT);
// MailDev beside the server (no SMTP_URL): its inbox's port, so the journeys can read the e-mails the shop sent.
if (!process.env.E2E_MAILDEV_WEB_PORT) process.env.E2E_MAILDEV_WEB_PORT = String(freePort());
if (!process.env.E2E_MAILDEV_SMTP_PORT) process.env.E2E_MAILDEV_SMTP_PORT = String(freePort());

// One temporary folder per run, removed when the runner exits (after the server has stopped):
// - data/: an empty data folder, so the server creates, migrates and seeds a fresh database;
// - web/: a private copy of the built app (dist/web), so an engineer rebuilding dist/web during the
//   run (vite empties it first) cannot turn the app's lazily loaded pages into 404s mid-test;
// - server.log: the server's log, searched for card data by e2e/global-teardown.ts (before the exit).
if (!process.env.E2E_DATA_DIR) {
  const webBuild = path.resolve('dist/web');
  if (!existsSync(path.join(webBuild, 'index.html'))) {
    throw new Error('dist/web is missing: build the web app first (npx vite build), as npm test does.');
  }
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'vape-shop-e2e-'));
  process.env.E2E_DATA_DIR = path.join(runDir, 'data');
  process.env.E2E_WEB_ROOT = path.join(runDir, 'web');
  process.env.E2E_SERVER_LOG = path.join(runDir, 'server.log');
  mkdirSync(process.env.E2E_DATA_DIR);
  cpSync(webBuild, process.env.E2E_WEB_ROOT, { recursive: true });
  // Only the runner gets here (workers inherit the variables).
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
}

// A data folder given from outside: the log goes beside it.
process.env.E2E_SERVER_LOG ??= path.join(path.dirname(process.env.E2E_DATA_DIR), 'server.log');
const serverLog = process.env.E2E_SERVER_LOG;

const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // A journey crosses several pages with an axe scan on each; two workers share the 2 cores with the server.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // Traces and failure screenshots (gitignored); E2E_OUTPUT_DIR moves them elsewhere.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Fails the run when the server's log holds a test card number or security code.
  globalTeardown: './e2e/global-teardown.ts',
  webServer: {
    // The log (stdout) goes to the run's server.log; stderr still reaches the runner. exec: the stop
    // signal reaches the server itself, not a shell in front of it.
    command: `exec npx tsx src/app/server/main.ts >> '${serverLog}'`,
    url: `${baseURL}/rest/default/V1/products?searchCriteria`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR!,
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? path.resolve('dist/web'),
      // Always the embedded database, never a PostgreSQL the shell happens to point at.
      DATABASE_URL: '',
      // Every request and payment line, for the search of the log (e2e/global-teardown.ts).
      LOG_LEVEL: 'info',
      // The sandbox gateway's pages answer and send shoppers back to this origin only.
      SHOP_URL: baseURL,
      // MailDev catches the e-mails (e2e/helpers/inbox.ts reads them); never a real mail server.
      SMTP_URL: '',
      MAILDEV_SMTP_PORT: process.env.E2E_MAILDEV_SMTP_PORT!,
      MAILDEV_WEB_PORT: process.env.E2E_MAILDEV_WEB_PORT!,
      // Every captcha's answer, so a journey can answer one (e2e/helpers/captcha.ts).
      CAPTCHA_TEST_ANSWER: 'K7MPX',
      // An answer with a field its response schema lacks fails (shared/server/response-serializer.ts).
      RESPONSE_SCHEMA_CHECK: '1',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
  use: {
    baseURL,
    // The journeys run as a shopper who has already answered the cookie banner (analytics rejected);
    // e2e/consent.spec.ts starts without an answer.
    storageState: {
      cookies: [{ name: 'cookie_consent', value: 'rejected', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Every journey at desktop width.
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // The smaller smoke at phone width: tests tagged @mobile (and @mobile-only).
      name: 'mobile',
      grep: /@mobile/,
      use: { viewport: { width: 375, height: 740 }, isMobile: false },
    },
  ],
});
