import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { adminQuery, withDatabase } from './testing/global-setup-postgres';
import { dbKind, postgresSkipReason } from './testing/test-app';
import { freePort } from './testing/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/rest/default/V1/store/storeConfigs`);
    return res.status === 200;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

describe.skipIf(postgresSkipReason)('stopping the shop', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;
  let port: number;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-stop-'));
    env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHOP_SKIP_WEB_BUILD: '1',
      SHOP_SKIP_SERVER_BUILD: '1',
      WEB_ROOT: path.join(dataDir, 'no-web'),
      DATA_DIR: path.join(dataDir, 'db'),
    };
    delete env.DATABASE_URL;
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    if (dbKind === 'pglite') {
      // The run's seeded template as the shop's data directory: a start without migrating and seeding anew.
      const template = await PGlite.create({ dataDir: env.DATA_DIR, loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
      await template.close();
    }
    if (dbKind === 'postgres') {
      const adminUrl = inject('postgresAdminUrl');
      const name = `shop_stop_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
      env.DATABASE_URL = withDatabase(adminUrl, name);
      const removeDir = cleanup;
      cleanup = async () => {
        await removeDir();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      };
    }
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await cleanup();
  });

  async function start(command: string, args: string[]): Promise<ChildProcess> {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    started.push(child);
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    await waitFor(() => answers(port), 'the shop answers', 25_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${errors}`);
    });
    return child;
  }

  it('SIGTERM to `npm start` stops the server: the port stops answering', async () => {
    const npm = await start('npm', ['start']);
    npm.kill('SIGTERM');
    await exited(npm);
    await waitFor(async () => !(await answers(port)), 'the port stops answering', 5_000);
  });

  it('SIGTERM to the launcher drains and exits 0', async () => {
    const launcher = await start(process.execPath, ['scripts/start.mjs']);
    launcher.kill('SIGTERM');
    expect(await exited(launcher)).toEqual({ code: 0, signal: null });
    expect(await answers(port)).toBe(false);
  });

  it('Ctrl-C (SIGINT reaching it twice at once, from the terminal and the launcher) is one graceful stop: exit 0', async () => {
    const launcher = await start(process.execPath, ['scripts/start.mjs']);
    launcher.kill('SIGINT');
    launcher.kill('SIGINT');
    expect(await exited(launcher)).toEqual({ code: 0, signal: null });
    expect(await answers(port)).toBe(false);
  });
});
