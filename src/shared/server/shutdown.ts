import type { FastifyBaseLogger } from 'fastify';

/** How long requests in flight may take to finish before the process stops anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * A terminal's Ctrl-C reaches every process of the group, and the launcher forwards it too: signals this
 * close together are the same request to stop, not a second one.
 */
const SAME_REQUEST_MS = 1_000;

/**
 * SIGTERM or SIGINT: a graceful stop (exit 0). A second signal, or the timeout, forces the exit (1).
 * When started by scripts/start.mjs, losing the launcher (its IPC channel closes) stops the server too.
 */
export function stopOnSignals({ log, stop }: { log: FastifyBaseLogger; stop: () => Promise<void> }): void {
  let firstAt: number | undefined;
  const onSignal = (signal: string) => {
    if (firstAt !== undefined) {
      if (Date.now() - firstAt < SAME_REQUEST_MS) return;
      log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    firstAt = Date.now();
    log.info({ signal }, 'stopping: finishing requests in flight, then closing the database');
    setTimeout(() => {
      log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'stopping took too long: exiting now');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  if (process.connected) process.on('disconnect', () => onSignal('launcher gone'));
}
