import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts the work still running for requests, so a stopping server closes its database only after the
 * last of it. `app.close()` waits for open connections, but a shopper who went away (a closed tab, a
 * load balancer's timeout) leaves a handler running with no connection: closing the database under it
 * fails its next statement. Two counts: requests not yet answered or abandoned, and route handlers still
 * running (they go on after the connection is gone).
 */
interface InFlightWork {
  /** Resolves once nothing is running, or after `timeoutMs` (false then). */
  drained(timeoutMs: number): Promise<boolean>;
  readonly count: number;
}

const settled = Symbol('in-flight settled');
type Tracked = FastifyRequest & { [settled]?: boolean };

function trackInFlightWork(app: FastifyInstance): InFlightWork {
  let requests = 0;
  let handlers = 0;
  let waiters: Array<() => void> = [];
  const check = () => {
    if (requests + handlers > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  const settle = (request: Tracked) => {
    if (request[settled]) return;
    request[settled] = true;
    requests--;
    check();
  };

  app.addHook('onRequest', (request: Tracked, reply, done) => {
    request[settled] = false;
    requests++;
    // A response's 'close' comes once it is sent or its connection is gone, whichever first: Fastify's
    // onResponse misses the second, and its onRequestAbort misses a GET whose body was already read.
    reply.raw.once('close', () => settle(request));
    done();
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function trackedHandler(this: FastifyInstance, request, reply) {
      handlers++;
      const done = () => {
        handlers--;
        check();
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        done();
        throw error;
      }
      if (result && typeof (result as PromiseLike<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
      else done();
      return result;
    } as typeof handler;
  });

  return {
    get count() {
      return requests + handlers;
    },
    drained(timeoutMs) {
      if (requests + handlers === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The work still running for requests (see trackInFlightWork). */
    inFlightWork: InFlightWork;
  }
}

/** Tracks the app's request work and exposes it as `app.inFlightWork`. */
export function registerInFlightWork(app: FastifyInstance): void {
  app.decorate('inFlightWork', trackInFlightWork(app));
}
