import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Writable } from 'node:stream';

/** The repository's root: the processes the tests start run from it, as `npm start` does. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Starts a process of the shop (a server, the renewal scheduler) as the crash and multi-process tests need
 * it: node with `args`, from the repository's root, its output appended to `log` (when given) so a failed
 * run can be read afterwards.
 */
export function startProcess(args: string[], env: NodeJS.ProcessEnv, log?: Writable): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', log ? 'pipe' : 'ignore', 'pipe'] });
  if (log) child.stdout?.pipe(log, { end: false });
  if (log) child.stderr?.pipe(log, { end: false });
  else child.stderr?.pipe(process.stderr, { end: false });
  return child;
}

const exitOf = (child: ChildProcess) => new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Kills with SIGKILL, as a crash would (nothing of the process's own runs), and waits until it is gone; answers the signal it died of. */
export async function killHard(child: ChildProcess): Promise<NodeJS.Signals | null> {
  if (hasExited(child)) return child.signalCode;
  const exited = exitOf(child);
  child.kill('SIGKILL');
  return exited;
}

/** Asks the process to stop (SIGTERM, as a deploy does) and waits until it has. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  await exited;
}
