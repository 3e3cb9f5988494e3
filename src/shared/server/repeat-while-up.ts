import type { FastifyInstance } from 'fastify';

/** Background work a server process repeats (a capture retry, an expiry sweep) and what its log says when a run fails. */
export interface RepeatedWork {
  everyMs: number;
  run: () => Promise<unknown>;
  /** The log code of a failed run (logged with the error's name only: no values). */
  failureCode: string;
  failureMessage: string;
}

/**
 * Runs `work.run` every `everyMs` in this process while the app is up. A run still going when the next is
 * due is not doubled (that tick is skipped); a failed run is logged and the next tick tries again. The
 * timer never keeps the process alive and stops when the app closes.
 */
export function repeatWhileUp(app: FastifyInstance, work: RepeatedWork): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.resolve()
      .then(work.run)
      .catch((error: Error) => app.log.warn({ code: work.failureCode, reason: error.name }, work.failureMessage))
      .finally(() => (running = false));
  }, work.everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
