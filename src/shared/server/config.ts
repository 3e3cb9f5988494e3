import path from 'node:path';

/** Process-level settings from the environment, with safe defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  logLevel: string;
  /** Directory of the built React app served beside the API. */
  webRoot: string;
  /** Secure cookies when the shop is served over HTTPS. */
  secureCookies: boolean;
  /**
   * Browser journeys only: every captcha's answer is this text, so a journey can answer one. Never set in
   * production (a known answer is no captcha); ignored when NODE_ENV is 'production'.
   */
  captchaTestAnswer?: string;
  /** Redis for the counters every process shares (sign-in failures, age verification calls); unset: the database. */
  redisUrl?: string;
  /** Prepended to every Redis key, so shops or environments can share one Redis. */
  redisKeyPrefix: string;
  /** The payment recovery's timing; each unset one keeps the shop's default. */
  paymentRecovery: PaymentRecoveryTiming;
}

/**
 * When a payment attempt still live counts as abandoned by a crash (ATTEMPT_ABANDONED_AFTER_SECONDS, 90 by
 * default: longer than any call's payment takes), how often each process recovers such attempts
 * (ATTEMPT_RECOVERY_EVERY_MS, a minute), when an authorised card payment of an order counts as overdue
 * (CAPTURE_OVERDUE_SECONDS, 60) and how often each process captures overdue ones (CAPTURE_RETRY_EVERY_MS,
 * a minute). The crash test shortens them.
 */
export interface PaymentRecoveryTiming {
  attemptAbandonedAfterSeconds?: number;
  attemptRecoveryEveryMs?: number;
  captureOverdueSeconds?: number;
  captureRetryEveryMs?: number;
}

/** A positive number from the environment, or undefined (unset or not a positive number: the default holds). */
function positiveNumber(text: string | undefined): number | undefined {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    logLevel: env.LOG_LEVEL ?? 'info',
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist/web'),
    secureCookies: env.SECURE_COOKIES === '1',
    captchaTestAnswer: env.NODE_ENV === 'production' ? undefined : env.CAPTCHA_TEST_ANSWER || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'shop:',
    paymentRecovery: {
      attemptAbandonedAfterSeconds: positiveNumber(env.ATTEMPT_ABANDONED_AFTER_SECONDS),
      attemptRecoveryEveryMs: positiveNumber(env.ATTEMPT_RECOVERY_EVERY_MS),
      captureOverdueSeconds: positiveNumber(env.CAPTURE_OVERDUE_SECONDS),
      captureRetryEveryMs: positiveNumber(env.CAPTURE_RETRY_EVERY_MS),
    },
  };
}
