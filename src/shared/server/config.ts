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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    // Loopback unless told otherwise: a shop on a laptop is not served to its network by accident.
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    logLevel: env.LOG_LEVEL ?? 'info',
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist/web'),
    secureCookies: env.SECURE_COOKIES === '1',
    captchaTestAnswer: env.NODE_ENV === 'production' ? undefined : env.CAPTCHA_TEST_ANSWER || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'shop:',
  };
}
