// The benchmarks' own servers: child processes on free loopback ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { serverNodeArgs } from './server-build.mjs';

/** The shop as `npm start` runs it: the server bundle (build it first with buildServer()). */
export function startServer(port: number, env: Record<string, string>): ChildProcess {
  // BENCH_PROFILE_DIR: the shop writes a V8 CPU profile there when it stops (where the time goes).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  return stoppedOnExit(
    spawn(process.execPath, [...profile, ...serverNodeArgs({ ...process.env, ...env })], {
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
}

/**
 * The payment providers' twins and MailDev started in a process of their own (`bench-twins.ts`), answering
 * the variables (`GATEWAY_URL`, `PAYPAL_URL`, `PAYU_URL`, `SMTP_URL`) that point a shop at them: started
 * inside the shop's process, their work and memory would count as the shop's.
 */
export async function startTwins(port: number, dataDir: string): Promise<{ urls: Record<string, string>; twins: ChildProcess }> {
  const twins = stoppedOnExit(
    spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-twins.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const urls = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = '';
    twins.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Record<string, string>);
    });
    twins.once('exit', (code) => reject(new Error(`the twins stopped before they were up (exit ${code})`)));
  });
  return { urls, twins };
}

/** A bare Fastify hello/echo server: the ceiling the shop's figures are compared with. */
export function startBareServer(port: number): ChildProcess {
  return stoppedOnExit(
    spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare.ts'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
}

/**
 * A server this script started stops when the script ends, whatever the way: a crash (the browser
 * missing, say) skips the script's own finally blocks and would leave the server holding its port.
 */
function stoppedOnExit(server: ChildProcess): ChildProcess {
  const stop = () => server.kill('SIGTERM');
  process.once('exit', stop);
  server.once('exit', () => process.off('exit', stop));
  return server;
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export async function post(url: string, body?: unknown, method = 'POST', headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function waitUntilUp(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Resident memory (bytes) of a process and all its descendants (the cluster's workers), from /proc. */
export function residentBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Every process's parent, name and CPU time so far (ms), from /proc. */
function processTable(): Map<number, { ppid: number; name: string; cpuMs: number }> {
  const table = new Map<number, { ppid: number; name: string; cpuMs: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, in clock ticks of 10 ms (CLK_TCK 100 on Linux)
      table.set(Number(entry), { ppid: Number(fields[1]), name, cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // the process ended while we looked
    }
  }
  return table;
}

/**
 * CPU time (ms) used so far by a process tree (the server and its workers) and by the machine's
 * backends of `database` on the machine's PostgreSQL (none when no database is named; other work on that
 * server is not counted). Divided by the requests of a run, it is the cost of a request: a figure that moves
 * far less than req/s when the machine is shared.
 */
export function cpuUsedMs(rootPid: number, database: string | undefined): CpuSample {
  const table = processTable();
  const sample: CpuSample = { server: new Map(), postgres: new Map() };
  const inTree = (pid: number): boolean => {
    for (let p = pid, depth = 0; p > 1 && depth < 8; p = table.get(p)?.ppid ?? 0, depth++) if (p === rootPid) return true;
    return false;
  };
  for (const [pid, process] of table) {
    if (process.name === 'postgres') {
      if (database !== undefined && servesDatabase(pid, database)) sample.postgres.set(pid, process.cpuMs);
    } else if (inTree(pid)) sample.server.set(pid, process.cpuMs);
  }
  return sample;
}

/** Each process's CPU time so far (ms), by pid: the server's processes, and PostgreSQL's backends. */
export interface CpuSample {
  server: Map<number, number>;
  postgres: Map<number, number>;
}

/**
 * The CPU time (ms) spent between two samples by the processes alive at the second: one that started
 * meanwhile counts whole, one that ended meanwhile (a pooled connection closed) is not counted at all.
 */
export function cpuSpentMs(before: CpuSample, after: CpuSample): { server: number; postgres: number } {
  const spent = (from: Map<number, number>, to: Map<number, number>) => [...to].reduce((sum, [pid, ms]) => sum + ms - (from.get(pid) ?? 0), 0);
  return { server: spent(before.server, after.server), postgres: spent(before.postgres, after.postgres) };
}

/** A PostgreSQL backend's title names its database ("postgres: user database [local] idle"). */
function servesDatabase(pid: number, database: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(' ').includes(database);
  } catch {
    return false;
  }
}

/** Samples a process tree's resident memory until stopped; returns the peak. */
export function watchMemory(pid: number, everyMs = 250): { stop(): number } {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}

/** Runs `count` tasks, `width` at a time; the answers in order. */
export async function inParallel<T>(count: number, task: (i: number) => Promise<T>, width = 20): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}
