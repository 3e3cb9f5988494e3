import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the shop's server reads, with its type, default and meaning: read once at
 * start (`readEnvironment`); a malformed value stops the start with a message that names the variable.
 * The README's table of environment variables is checked against this list (environment.test.ts).
 */

interface Variable<T> {
  schema: z.ZodType<T>;
  /** What it does, for the README and the error message. */
  about: string;
  /** A secret: its value is never shown in a message. */
  secret?: boolean;
}

const text = (about: string, options: { secret?: boolean } = {}): Variable<string | undefined> => ({
  schema: z.string().trim().min(1).optional(),
  about,
  ...options,
});

const withDefault = (value: string, about: string, options: { secret?: boolean } = {}): Variable<string> => ({
  schema: z.string().trim().min(1).default(value),
  about,
  ...options,
});

const wholeNumber = <Fallback extends number | undefined>(
  fallback: Fallback,
  min: number,
  max: number,
  about: string,
): Variable<Fallback extends number ? number : number | undefined> => ({
  schema: z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be a whole number from ${min} to ${max}`).max(max, `must be a whole number from ${min} to ${max}`))
    .optional()
    .transform((value) => (value ?? fallback) as Fallback extends number ? number : number | undefined),
  about,
});

/** `1` on, `0` or unset off. */
const flag = (about: string): Variable<boolean> => ({
  schema: z
    .enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' })
    .optional()
    .transform((value) => value === '1'),
  about,
});

const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, about: string): Variable<Values[number] | undefined> => ({
  schema: z.enum(values, { error: `must be one of: ${values.join(', ')}` }).optional(),
  about,
});

/** A latency in milliseconds: a number, or a range `low-high`. */
const latency = (fallback: string, about: string): Variable<{ min: number; max: number }> => ({
  schema: z
    .string()
    .trim()
    .regex(/^\d+(-\d+)?$/, 'must be milliseconds, a number or a range low-high')
    .default(fallback)
    .transform((value) => {
      const [min, max = min] = value.split('-').map(Number);
      return { min: Math.min(min, max), max: Math.max(min, max) };
    }),
  about,
});

const url = (about: string, options: { secret?: boolean } = {}): Variable<string | undefined> => ({
  schema: z.url({ error: 'must be a URL' }).optional(),
  about,
  ...options,
});

export const VARIABLES = {
  PORT: wholeNumber(3000, 0, 65535, 'HTTP port'),
  HOST: withDefault('localhost', 'listen address'),
  DATABASE_URL: url('a PostgreSQL URL; unset means the embedded PGlite in DATA_DIR', { secret: true }),
  DATA_DIR: withDefault('data', 'where the embedded database lives'),
  DATABASE_POOL_SIZE: wholeNumber(10, 1, 100, 'PostgreSQL connections per server process'),
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level' }).default('info'),
    about: 'pino level',
  },
  WEB_CONCURRENCY: wholeNumber(undefined, 1, 256, 'server processes sharing the port'),
  SHOP_SERVER_PROCESSES: wholeNumber(1, 1, 256, 'set by the shop for each server process it starts: how many share the machine'),
  REDIS_URL: url('a Redis URL for the counters every process shares', { secret: true }),
  REDIS_KEY_PREFIX: withDefault('shop:', 'put in front of every Redis key'),
  WEB_ROOT: withDefault('dist/web', 'the built React app'),
  SECURE_COOKIES: flag('mark the session cookie Secure (behind HTTPS)'),
  SHOP_ORIGIN: text("the shop's public origins, comma-separated"),
  SHOP_URL: url("the shop's public URL as the sandbox gateway sees it"),
  TRUST_PROXY: flag('behind a load balancer: client addresses from X-Forwarded-For'),
  NODE_ENV: text('production turns test-only settings off'),
  CAPTCHA_TEST_ANSWER: text("browser journeys only: every captcha picture's answer"),
  RESPONSE_SCHEMA_CHECK: flag('test runs only: every answer is also written with JSON.stringify and must match its schema'),
  ADDRESS_FINDER_SANDBOX_LATENCY_MS: latency('20-60', "the address finder twin's latency"),
  ADDRESS_FINDER_SANDBOX_OUTAGE: oneOf(['none', 'error', 'http', 'timeout'] as const, "the address finder twin's outage"),
  PICKUP_SANDBOX_LATENCY_MS: wholeNumber(150, 0, 60_000, "the pickup point sandbox's latency"),
  PICKUP_SANDBOX_MODE: oneOf(['up', 'down'] as const, 'down: the pickup point sandbox is out of service'),
  AGE_VERIFICATION_SANDBOX_LATENCY_MS: wholeNumber(undefined, 0, 60_000, "the age verification sandbox's latency"),
  AGE_VERIFICATION_SANDBOX_MODE: oneOf(['up', 'down'] as const, 'down: the age verification sandbox is out of service'),
  AGE_VERIFICATION_PROVIDER_URL: url("the age verification service's base address"),
  AGE_VERIFICATION_PROVIDER_KEY: text("the age verification service's key", { secret: true }),
  AGE_VERIFICATION_PROVIDER_TIMEOUT_MS: wholeNumber(8000, 1, 600_000, "the age verification adapter's time limit for checks"),
  AGE_VERIFICATION_PROVIDER_IMAGE_TIMEOUT_MS: wholeNumber(30_000, 1, 600_000, "the age verification adapter's time limit for ID images"),
  AGE_VERIFICATION_SANDBOX_KEY: withDefault('sandbox-development-key', "the key the age verification sandbox's HTTP face accepts", { secret: true }),
  AGE_VERIFICATION_HASH_KEY: withDefault('age-verification-development-key', 'the key of the keyed hashes in the age verification tables', { secret: true }),
  AGE_ID_IMAGE_WORKERS: wholeNumber(undefined, 1, 64, 'worker threads that read ID images'),
  AGE_ID_IMAGE_QUEUE: wholeNumber(8, 0, 1000, 'ID images waiting for a worker at most'),
  AGE_ID_IMAGE_TIMEOUT_MS: wholeNumber(15_000, 100, 600_000, 'an ID image still being read after this is refused'),
  GATEWAY_URL: url("the payment gateway's origin; unset, npm start runs the sandbox gateway"),
  GATEWAY_PORT: wholeNumber(undefined, 0, 65535, "the sandbox gateway's own port (default: PORT + 1)"),
  GATEWAY_HOST: withDefault('127.0.0.1', "the sandbox gateway's listen address"),
  GATEWAY_API_KEY: withDefault('sandbox-merchant-key', "the merchant's key for the gateway's API", { secret: true }),
  GATEWAY_NOTIFICATION_SECRET: withDefault('sandbox-notification-secret', "the HMAC secret of the gateway's notifications", { secret: true }),
  GATEWAY_SANDBOX_LATENCY_MS: latency('120-450', "the sandbox gateway's latency"),
  GATEWAY_TIMEOUT_MS: wholeNumber(15_000, 1, 600_000, "how long the shop waits for the gateway's answer"),
  GATEWAY_SANDBOX_OUTAGE: flag('the sandbox gateway answers 503 to every API call'),
  ATTEMPT_ABANDONED_AFTER_SECONDS: wholeNumber(undefined, 1, 86_400, 'a payment attempt still live this long counts as abandoned by a crash (default 90)'),
  ATTEMPT_RECOVERY_EVERY_MS: wholeNumber(undefined, 1, 86_400_000, 'how often each process recovers abandoned payment attempts (default a minute)'),
  CAPTURE_OVERDUE_SECONDS: wholeNumber(undefined, 1, 86_400, "an order's authorised card payment not captured this long is overdue (default 60)"),
  CAPTURE_RETRY_EVERY_MS: wholeNumber(undefined, 1, 86_400_000, 'how often each process captures overdue payments (default a minute)'),
  PAYPAL_URL: url("PayPal's API origin; unset, npm start runs PayPal's twin"),
  PAYPAL_PORT: wholeNumber(3002, 0, 65535, "the PayPal twin's own port"),
  PAYPAL_HOST: withDefault('127.0.0.1', "the PayPal twin's listen address"),
  PAYPAL_CLIENT_ID: withDefault('sandbox-paypal-client', "the PayPal REST app's client id"),
  PAYPAL_CLIENT_SECRET: withDefault('sandbox-paypal-secret', "the PayPal REST app's secret", { secret: true }),
  PAYPAL_WEBHOOK_SECRET: withDefault('sandbox-paypal-webhook-secret', "the secret PayPal's webhooks are signed with", { secret: true }),
  PAYPAL_TIMEOUT_MS: wholeNumber(10_000, 1, 600_000, "how long the shop waits for PayPal's answer"),
  PAYPAL_SANDBOX_LATENCY_MS: latency('40-150', "the PayPal twin's latency"),
  PAYPAL_SANDBOX_OUTAGE: flag('the PayPal twin answers 503 to every API call'),
  WALLET_PAYMENT_METHOD: url("the wallet's payment method identifier the page asks the browser for; unset, the sandbox gateway's wallet"),
  PAYU_URL: url("PayU's origin; unset, npm start runs PayU's twin"),
  PAYU_PORT: wholeNumber(undefined, 0, 65535, "PayU's twin's own port (default: PORT + 3)"),
  PAYU_HOST: withDefault('127.0.0.1', "PayU's twin's listen address"),
  PAYU_MERCHANT_ID: withDefault('508029', "the merchant's id at PayU"),
  PAYU_API_LOGIN: withDefault('payu-sandbox-login', "the merchant's API login at PayU", { secret: true }),
  PAYU_API_KEY: withDefault('payu-sandbox-api-key', "the merchant's API key at PayU: it signs the orders and checks PayU's answers", { secret: true }),
  PAYU_PUBLIC_KEY: withDefault('payu-sandbox-public-key', "the merchant's public key at PayU (the browser's tokenisation)"),
  PAYU_TIMEOUT_MS: wholeNumber(15_000, 1, 600_000, "how long the shop waits for PayU's answer"),
  PAYU_SANDBOX_LATENCY_MS: latency('120-450', "PayU's twin's latency"),
  PAYU_SANDBOX_OUTAGE: flag("PayU's twin answers 503 to every API call"),
  SMTP_URL: url('the SMTP server the e-mails go to (smtp://user:pass@host:587, smtps://…); unset, npm start runs MailDev', { secret: true }),
  MAIL_DELIVERY_EVERY_MS: wholeNumber(undefined, 1, 86_400_000, 'how often each process sends the e-mails due (default 2 s)'),
  MAIL_FROM: withDefault('Vype <no-reply@shop.localhost>', "the e-mails' sender"),
  MAILDEV_SMTP_PORT: wholeNumber(undefined, 0, 65535, "MailDev's SMTP port beside the shop (default: PORT + 25)"),
  MAILDEV_WEB_PORT: wholeNumber(undefined, 0, 65535, "MailDev's web inbox port beside the shop (default: PORT + 80)"),
} satisfies Record<string, Variable<unknown>>;

type Variables = typeof VARIABLES;
export type Environment = { [Name in keyof Variables]: Variables[Name] extends Variable<infer T> ? T : never };

/** Variables that need another one: set, the other must be set too. */
const NEEDED_WITH: Partial<Record<keyof Variables, keyof Variables>> = {
  AGE_VERIFICATION_PROVIDER_URL: 'AGE_VERIFICATION_PROVIDER_KEY',
};

/** A start stopped by the environment: every malformed variable, named, without its value when it is a secret. */
export class EnvironmentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The shop cannot start: ${problems.length === 1 ? 'an environment variable is' : 'environment variables are'} not valid:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'EnvironmentError';
  }
}

/** Reads and checks every variable once; an empty value counts as unset. */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(VARIABLES) as [string, Variable<unknown>][]) {
    const raw = env[name]?.trim() ? env[name] : undefined;
    const parsed = variable.schema.safeParse(raw);
    if (parsed.success) values[name] = parsed.data;
    else
      problems.push(
        `${name} ${parsed.error.issues[0]?.message ?? 'is not valid'}${variable.secret || raw === undefined ? '' : ` (it is "${raw.slice(0, 80)}")`}: ${variable.about}.`,
      );
  }
  for (const [name, needs] of Object.entries(NEEDED_WITH) as [keyof Variables, keyof Variables][]) {
    if (values[name] !== undefined && values[needs] === undefined) problems.push(`${needs} must be set with ${name}: ${VARIABLES[needs].about}.`);
  }
  if (problems.length > 0) throw new EnvironmentError(problems);
  return values as Environment;
}

/** Process-level settings of the server, from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolSize: number;
  dataDir: string;
  logLevel: string;
  /** Directory of the built React app served beside the API. */
  webRoot: string;
  /** Secure cookies when the shop is served over HTTPS. */
  secureCookies: boolean;
  /**
   * Browser journeys only: every captcha picture's answer is this text, so a journey can answer one. Never set in
   * production (a known answer is no captcha); ignored when NODE_ENV is 'production'.
   */
  captchaTestAnswer?: string;
  /** Test runs only: answers are checked against their response schemas (RESPONSE_SCHEMA_CHECK); off in production. */
  checkAnswers: boolean;
  /** Redis for the counters every process shares (sign-in failures, age verification calls); unset: the database. */
  redisUrl?: string;
  /** Prepended to every Redis key, so shops or environments can share one Redis. */
  redisKeyPrefix: string;
  /** The payment recovery's timing; each unset one keeps the shop's default. */
  paymentRecovery: PaymentRecoveryTiming;
}

/** When a live payment attempt counts as abandoned and how often it is recovered; when a capture is overdue and how often it is retried. */
export interface PaymentRecoveryTiming {
  attemptAbandonedAfterSeconds?: number;
  attemptRecoveryEveryMs?: number;
  captureOverdueSeconds?: number;
  captureRetryEveryMs?: number;
}

export function serverConfig(environment: Environment): ServerConfig {
  return {
    port: environment.PORT,
    // Loopback unless told otherwise: a shop on a laptop is not served to its network by accident.
    host: environment.HOST,
    databaseUrl: environment.DATABASE_URL,
    databasePoolSize: environment.DATABASE_POOL_SIZE,
    dataDir: path.resolve(environment.DATA_DIR),
    logLevel: environment.LOG_LEVEL,
    webRoot: path.resolve(environment.WEB_ROOT),
    secureCookies: environment.SECURE_COOKIES,
    captchaTestAnswer: environment.NODE_ENV === 'production' ? undefined : environment.CAPTCHA_TEST_ANSWER,
    checkAnswers: environment.NODE_ENV !== 'production' && environment.RESPONSE_SCHEMA_CHECK,
    redisUrl: environment.REDIS_URL,
    redisKeyPrefix: environment.REDIS_KEY_PREFIX,
    paymentRecovery: {
      attemptAbandonedAfterSeconds: environment.ATTEMPT_ABANDONED_AFTER_SECONDS,
      attemptRecoveryEveryMs: environment.ATTEMPT_RECOVERY_EVERY_MS,
      captureOverdueSeconds: environment.CAPTURE_OVERDUE_SECONDS,
      captureRetryEveryMs: environment.CAPTURE_RETRY_EVERY_MS,
    },
  };
}
