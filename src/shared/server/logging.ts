import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Log lines hold no personal data and no secrets. A database error carries the SQL, its parameters
 * (names, addresses, e-mail, password hashes) and a message or detail that may quote them: of those only
 * the class, the SQLSTATE and the schema names are kept. Requests are logged by path, without the query.
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    stream,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-form-key"]', 'req.headers["x-captcha"]'],
    serializers: { err: safeError, error: safeError, req: safeRequest },
  };
}

type Inspected = Error & { code?: unknown; statusCode?: unknown; query?: unknown; params?: unknown; detail?: unknown; cause?: unknown };

/** Five characters with at least one digit ('23505', 'XX000'); system error codes ('EPIPE') have none. */
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

/** Errors from the database driver, or wrapping one (drizzle's DrizzleQueryError). */
function isDatabaseError(error: Inspected): boolean {
  if ('query' in error || 'params' in error || 'detail' in error) return true;
  if (typeof error.code === 'string' && SQLSTATE.test(error.code) && !error.code.startsWith('FST')) return true;
  return typeof error.cause === 'object' && error.cause !== null && isDatabaseError(error.cause as Inspected);
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** The error in the chain (drizzle wraps the driver's) that carries a SQLSTATE: the database's own. */
export function databaseCause(error: unknown): (Inspected & { constraint?: unknown }) | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as Inspected).cause, depth++) {
    const candidate = current as Inspected & { constraint?: unknown; table?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) return candidate;
  }
  return undefined;
}

/** The first error in the chain that carries neither SQL, parameters, detail nor a SQLSTATE. */
function driverCause(error: Inspected): Error | undefined {
  for (let current: unknown = error.cause, depth = 0; current instanceof Error && depth < 5; current = (current as Inspected).cause, depth++) {
    const candidate = current as Inspected;
    if (!('query' in candidate) && !('params' in candidate) && !('detail' in candidate) && candidate.code === undefined) return candidate;
  }
  return undefined;
}

export function safeError(value: unknown): Record<string, unknown> {
  if (!(value instanceof Error)) return { type: typeof value };
  const error = value as Inspected;
  const safe: Record<string, unknown> = { type: error.name, stack: framesOf(error) };
  if (isDatabaseError(error)) {
    const cause = databaseCause(error) as (Inspected & { constraint?: unknown; table?: unknown; column?: unknown }) | undefined;
    if (cause) Object.assign(safe, { code: cause.code, constraint: cause.constraint, table: cause.table, column: cause.column, cause: cause.name });
    else {
      // A driver's own failure (a closed pool, a lost connection) quotes no SQL and no values: say which.
      const driverFailure = driverCause(error);
      if (driverFailure) Object.assign(safe, { cause: driverFailure.name, causeMessage: driverFailure.message.slice(0, 120) });
    }
    return safe;
  }
  if (typeof error.code === 'string') safe.code = error.code;
  if (typeof error.statusCode === 'number') safe.statusCode = error.statusCode;
  safe.message = error.message.slice(0, 300);
  return safe;
}

/** The route's pattern once it is known (ids stay out), else the path without its query string. */
function safeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    route: request.routeOptions?.url,
    path: request.url?.split('?')[0],
    reqId: request.id,
  };
}
