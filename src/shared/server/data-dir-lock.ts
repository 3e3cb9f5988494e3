import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file that says which process holds an embedded database folder. */
export const LOCK_FILE = 'shop-server.lock';

/** Another live process holds the embedded database: opening it too would corrupt it (PGlite aborts). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another shop server (process ${pid}). ` +
        'Stop that server first, or give this one its own folder (DATA_DIR) or a PostgreSQL server (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** The lock files this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder for this process: a lock file holding its pid, created exclusively. A lock left by
 * a process that has died (a crash, a kill -9) is taken over. Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.resolve(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      // Our own pid on a lock this process did not take: left by an earlier process that had the same pid (a container restart).
      const live = holder !== null && (holder === process.pid ? heldHere.has(file) : isAlive(holder));
      if (live) throw new DataDirInUseError(dataDir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
