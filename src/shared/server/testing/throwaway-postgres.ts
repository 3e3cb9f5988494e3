import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

const BIN_DIR = '/usr/lib/postgresql/15/bin';

type Started = { ok: true; url: string; stop: () => Promise<void> } | { ok: false; reason: string };

/** A private PostgreSQL cluster in a temporary folder on a free loopback port, stopped by its pid. */
export async function startThrowawayPostgres(): Promise<Started> {
  if (!existsSync(path.join(BIN_DIR, 'initdb'))) {
    return { ok: false, reason: 'no TEST_DATABASE_URL and no PostgreSQL binaries in /usr/lib/postgresql/15/bin' };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root; the cluster then runs as the postgres user when we are root.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asUser.length) execFileSync('chown', ['postgres', dir]);
  const run = (bin: string, args: string[]) =>
    asUser.length ? execFileSync(asUser[0], [...asUser.slice(1), path.join(BIN_DIR, bin), ...args]) : execFileSync(path.join(BIN_DIR, bin), args);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const command = asUser.length ? asUser[0] : path.join(BIN_DIR, 'postgres');
  const args = [
    ...(asUser.length ? [...asUser.slice(1), path.join(BIN_DIR, 'postgres')] : []),
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ];
  const child: ChildProcess = spawn(command, args, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitForServer(url);
  return {
    ok: true,
    url,
    stop: async () => {
      // SIGTERM: runuser forwards it (it blocks SIGINT); postgres answers with a smart shutdown.
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('throwaway PostgreSQL did not start');
}
