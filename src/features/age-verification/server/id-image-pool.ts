import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FILE_TYPE_MESSAGE } from '../../../shared/domain/validation/messages';
import { ruleFailure, type RuleFailure } from '../../../shared/domain/validation/rule-failure';
import type { IdImage } from '../providers/port';

/** A task for the image worker: read (check, decode, re-encode) an upload, or read the sandbox's ID mark. */
export type ImageTask =
  | { id: number; kind: 'read'; bytes: ArrayBuffer }
  | { id: number; kind: 'sandbox-id'; mimeType: IdImage['mimeType']; bytes: ArrayBuffer };

export type ImageTaskResult =
  | { id: number; kind: 'read'; ok: true; image: IdImage }
  | { id: number; kind: 'read'; ok: false; failure: RuleFailure }
  | { id: number; kind: 'sandbox-id'; valid: boolean };

export type IdImageRead = { ok: true; image: IdImage } | { ok: false; failure: RuleFailure };

/** Every worker is busy and the queue is full: the upload is turned away at once rather than piling up (503). */
export class IdImagePoolBusy extends Error {
  constructor() {
    super('id image pool busy');
    this.name = 'IdImagePoolBusy';
  }
}

export interface IdImagePoolOptions {
  /** Worker threads (a fixed number, started on first use). */
  size: number;
  /** Tasks waiting for a worker at most; one more is refused with IdImagePoolBusy. */
  maxQueue: number;
  /** A task still running after this is stopped with its worker (a hostile image), and judged unreadable. */
  taskTimeoutMs: number;
}

interface Pending {
  task: ImageTask;
  transfer: ArrayBuffer[];
  resolve: (result: ImageTaskResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its code: a task's time limit runs from then. */
  ready: boolean;
  running: (Pending & { timer: NodeJS.Timeout | null }) | null;
}

/**
 * Where the worker's code is: beside this file when the sources run through tsx (tests, `npm run
 * serve`), or the worker bundle esbuild writes beside the server's (scripts/server-build.mjs keeps the
 * source's folders: dist/server/app/server/main.mjs and dist/server/features/age-verification/server/
 * id-image-worker.mjs), found from the bundle's own address.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // The sources: tsx's loader is registered inside the worker, then the worker's module is imported.
    const tsxApi = pathToFileURL(join(dirname(createRequire(here).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
    const entry = new URL('./id-image-worker.ts', here).href;
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(bootstrap, { eval: true });
  }
  return new Worker(new URL('../../features/age-verification/server/id-image-worker.mjs', here));
}

const unreadable = (): RuleFailure => ruleFailure('file_type', FILE_TYPE_MESSAGE);

/** How the shop sizes its pool (AGE_ID_IMAGE_WORKERS, AGE_ID_IMAGE_QUEUE, AGE_ID_IMAGE_TIMEOUT_MS, SHOP_SERVER_PROCESSES). */
export interface IdImagePoolSettings {
  /** Worker threads; unset: at most one per core across the server processes sharing the machine, at most 2, never fewer than 1. */
  workers?: number;
  maxQueue: number;
  taskTimeoutMs: number;
  /** Server processes sharing the machine's cores. */
  serverProcesses: number;
}

export function idImagePoolOptions(settings: IdImagePoolSettings, cores = availableParallelism()): IdImagePoolOptions {
  return {
    size: settings.workers ?? Math.max(1, Math.min(2, Math.floor(cores / Math.max(1, settings.serverProcesses)))),
    maxQueue: settings.maxQueue,
    taskTimeoutMs: settings.taskTimeoutMs,
  };
}

/**
 * A small fixed pool of worker threads for the ID images: decoding and re-encoding a large photo takes
 * up to about a second of CPU, which on the main thread would hold every other shopper's request.
 * Workers start on first use and do not keep the process alive; a worker that dies or overruns is
 * replaced. Buffers are transferred, not copied.
 */
export class IdImagePool {
  private readonly size: number;
  private readonly maxQueue: number;
  private readonly taskTimeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: IdImagePoolOptions) {
    this.size = options.size;
    this.maxQueue = options.maxQueue;
    this.taskTimeoutMs = options.taskTimeoutMs;
  }

  /** Reads an uploaded ID image in a worker: the same answer as readIdImage, without holding the main thread. */
  async readIdImage(bytes: Uint8Array): Promise<IdImageRead> {
    const copy = ownBuffer(bytes);
    try {
      const result = await this.run({ id: 0, kind: 'read', bytes: copy }, [copy]);
      if (result.kind !== 'read') return { ok: false, failure: unreadable() };
      return result.ok ? { ok: true, image: { ...result.image, data: new Uint8Array(result.image.data) } } : { ok: false, failure: result.failure };
    } catch (error) {
      if (error instanceof IdImagePoolBusy) throw error;
      // The worker died or overran on this file (a hostile image): it is not an image we can read.
      return { ok: false, failure: unreadable() };
    }
  }

  /** The sandbox verifier's pixel check (its green ID mark), in a worker too. */
  async looksLikeSandboxId(image: IdImage): Promise<boolean> {
    const copy = ownBuffer(image.data);
    try {
      const result = await this.run({ id: 0, kind: 'sandbox-id', mimeType: image.mimeType, bytes: copy }, [copy]);
      return result.kind === 'sandbox-id' && result.valid;
    } catch (error) {
      if (error instanceof IdImagePoolBusy) throw error;
      return false;
    }
  }

  /** Tasks running and waiting, for tests and health. */
  get load(): { running: number; queued: number } {
    return { running: this.slots.filter((s) => s.running).length, queued: this.queue.length };
  }

  /** Stops the workers; tasks still waiting are refused as busy. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new IdImagePoolBusy());
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private run(task: ImageTask, transfer: ArrayBuffer[]): Promise<ImageTaskResult> {
    if (this.closed) return Promise.reject(new IdImagePoolBusy());
    return new Promise((resolve, reject) => {
      const pending: Pending = { task: { ...task, id: this.nextId++ }, transfer, resolve, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, pending);
      if (this.queue.length >= this.maxQueue) return reject(new IdImagePoolBusy());
      this.queue.push(pending);
    });
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => !slot.running);
    if (idle) return idle;
    if (this.slots.length < this.size) {
      const slot = this.spawn();
      this.slots.push(slot);
      return slot;
    }
    return null;
  }

  private spawn(): Slot {
    const worker = startWorker();
    worker.unref();
    const slot: Slot = { worker, ready: false, running: null };
    worker.on('message', (result: ImageTaskResult | { ready: true }) => {
      if ('ready' in result) {
        slot.ready = true;
        if (slot.running && !slot.running.timer) slot.running.timer = this.timeLimit(slot, slot.running);
        return;
      }
      const running = slot.running;
      if (!running || running.task.id !== result.id) return;
      if (running.timer) clearTimeout(running.timer);
      slot.running = null;
      running.resolve(result);
      this.next(slot);
    });
    const fail = (reason: string) => {
      const running = slot.running;
      slot.running = null;
      if (running) {
        if (running.timer) clearTimeout(running.timer);
        running.reject(new Error(`id image worker ${reason}`));
      }
      this.replace(slot);
    };
    worker.on('error', () => fail('failed'));
    worker.on('exit', () => {
      if (this.slots.includes(slot)) fail('exited');
    });
    return slot;
  }

  /** A worker that failed or overran makes way for a fresh one, which takes the next task waiting. */
  private replace(slot: Slot): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    void slot.worker.terminate().catch(() => undefined);
    if (this.closed) return;
    const waiting = this.queue.shift();
    if (waiting) {
      const fresh = this.spawn();
      this.slots.push(fresh);
      this.start(fresh, waiting);
    }
  }

  private start(slot: Slot, pending: Pending): void {
    const running = { ...pending, timer: null as NodeJS.Timeout | null };
    slot.running = running;
    if (slot.ready) running.timer = this.timeLimit(slot, running);
    slot.worker.postMessage(pending.task, pending.transfer);
  }

  private timeLimit(slot: Slot, pending: Pending): NodeJS.Timeout {
    const timer = setTimeout(() => {
      if (slot.running?.task.id !== pending.task.id) return;
      slot.running = null;
      pending.reject(new Error('id image worker timed out'));
      this.replace(slot);
    }, this.taskTimeoutMs);
    timer.unref();
    return timer;
  }

  private next(slot: Slot): void {
    const waiting = this.queue.shift();
    if (waiting) this.start(slot, waiting);
  }
}

/** A fresh ArrayBuffer holding exactly these bytes (a Buffer may be a slice of a shared pool), to transfer. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}
