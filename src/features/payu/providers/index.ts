import { createPayuClient, type PayuCredentials } from './http';
import type { PayUPort } from './port';

export * from './port';
export { createPayuClient, PAYU_PATHS, type PayuCredentials } from './http';

/**
 * The sandbox merchant's credentials: the twin's defaults, and the shop's unless `PAYU_MERCHANT_ID`,
 * `PAYU_API_LOGIN`, `PAYU_API_KEY` and `PAYU_PUBLIC_KEY` name a real account.
 */
export const SANDBOX_PAYU_CREDENTIALS: PayuCredentials = {
  merchantId: '508029',
  apiLogin: 'payu-sandbox-login',
  apiKey: 'payu-sandbox-api-key',
  publicKey: 'payu-sandbox-public-key',
};

export function payuCredentialsFromEnv(env: NodeJS.ProcessEnv = process.env): PayuCredentials {
  return {
    merchantId: env.PAYU_MERCHANT_ID || SANDBOX_PAYU_CREDENTIALS.merchantId,
    apiLogin: env.PAYU_API_LOGIN || SANDBOX_PAYU_CREDENTIALS.apiLogin,
    apiKey: env.PAYU_API_KEY || SANDBOX_PAYU_CREDENTIALS.apiKey,
    publicKey: env.PAYU_PUBLIC_KEY || SANDBOX_PAYU_CREDENTIALS.publicKey,
  };
}

/** PayU's origin: `PAYU_URL` when set (PayU itself, or the twin `npm start` started and named there), else the twin's port by default. */
export function payuUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.PAYU_URL || `http://localhost:${env.PAYU_PORT || Number(env.PORT || 3000) + 3}`;
}

/** How long the shop waits for PayU's answer (`PAYU_TIMEOUT_MS`, 15 s by default). */
export function payuTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number.parseInt(env.PAYU_TIMEOUT_MS ?? '', 10);
  return Number.isFinite(ms) && ms > 0 ? ms : 15_000;
}

/** The shop's PayU: the HTTP adapter, pointed at `PAYU_URL` or the twin beside the shop. */
export function payuFromEnv(env: NodeJS.ProcessEnv = process.env): PayUPort {
  return createPayuClient({ baseUrl: payuUrlFromEnv(env), timeoutMs: payuTimeoutFromEnv(env), ...payuCredentialsFromEnv(env) });
}
