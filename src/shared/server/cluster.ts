import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/** A worker that dies within this time of its start is not restarted (it would only die again). */
const CRASH_LOOP_MS = 5_000;

/** Host names of a database on this machine: it then needs a core of its own (see serverProcessCount). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '']);

/** Whether DATABASE_URL names a database on this machine (a socket directory, localhost, a loopback address). */
export function isLocalDatabase(databaseUrl: string): boolean {
  try {
    const url = new URL(databaseUrl);
    // A socket directory may also come percent-encoded as the host (postgres://user@%2Fvar%2Frun%2Fpostgresql/shop).
    const host = url.searchParams.get('host') ?? decodeURIComponent(url.hostname);
    return LOCAL_HOSTS.has(host) || host.startsWith('/') || host.startsWith('127.');
  } catch {
    return false;
  }
}

/**
 * How many server processes to run: WEB_CONCURRENCY when set; otherwise one per core on PostgreSQL,
 * less one core when PostgreSQL runs on the same machine (it needs a core of its own: measured on 2
 * cores, one server process answered as fast as two, in half the memory), and one on the embedded
 * database, which only one process can open.
 */
export function serverProcessCount(
  asked: number | undefined,
  databaseUrl: string | undefined,
  cores = os.availableParallelism(),
): { count: number; warning?: string } {
  if (!databaseUrl) {
    return {
      count: 1,
      warning: asked !== undefined && asked > 1 ? 'WEB_CONCURRENCY is ignored on the embedded database: set DATABASE_URL to run several processes' : undefined,
    };
  }
  if (asked !== undefined && asked >= 1) return { count: Math.min(asked, 64) };
  return { count: Math.max(1, isLocalDatabase(databaseUrl) ? cores - 1 : cores) };
}

/**
 * Runs a process of the cluster for a one-off job (migrating and seeding the database) and waits for it
 * to end: the primary itself never loads the shop's code. Rejects unless it ends with code 0.
 */
export function runOnce(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = cluster.fork(env);
    worker.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? code})`))));
  });
}

export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * The primary of N server processes sharing one port (node:cluster): it forks them, replaces one that
 * crashes, and on SIGTERM or SIGINT passes the signal on and exits once every worker has drained.
 */
export function runPrimary(count: number, log: { info(message: string): void; warn(message: string): void }): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  // Each process knows how many share the machine (SHOP_SERVER_PROCESSES), to size its thread pools.
  const fork = () => startedAt.set(cluster.fork({ SHOP_SERVER_PROCESSES: String(count) }), Date.now());
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    const began = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log.warn(`server process ${worker.process.pid} exited (${signal ?? code})`);
    if (Date.now() - began > CRASH_LOOP_MS) fork();
    else if (startedAt.size === 0) process.exit(1);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`stopping ${startedAt.size} server processes`);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Started by the launcher with an IPC channel: losing it means the launcher is gone.
  if (process.connected) process.on('disconnect', () => stop('SIGTERM'));
}
