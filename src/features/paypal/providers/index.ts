import { createHttpPayPal } from './http';
import type { PayPalPort } from './port';

export * from './port';
export { isSignedWebhook, webhookHeaders } from './webhooks';

/** The local twin's port beside the shop (`PAYPAL_PORT`); `PAYPAL_URL` names PayPal or a twin elsewhere. */
export const DEFAULT_PAYPAL_PORT = 3002;
/** The twin's fixed REST app credentials and webhook secret (PayPal's sandbox app has its own). */
export const SANDBOX_CLIENT_ID = 'sandbox-paypal-client';
export const SANDBOX_CLIENT_SECRET = 'sandbox-paypal-secret';
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-paypal-webhook-secret';
/** How long the shop waits for PayPal's answer (`PAYPAL_TIMEOUT_MS`). */
export const DEFAULT_PAYPAL_TIMEOUT_MS = 10_000;

export function paypalUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.PAYPAL_URL || `http://localhost:${env.PAYPAL_PORT || DEFAULT_PAYPAL_PORT}`;
}

export function paypalCredentialsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    clientId: env.PAYPAL_CLIENT_ID || SANDBOX_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET || SANDBOX_CLIENT_SECRET,
    webhookSecret: env.PAYPAL_WEBHOOK_SECRET || SANDBOX_WEBHOOK_SECRET,
  };
}

function timeoutFromEnv(env: NodeJS.ProcessEnv): number {
  const ms = Number.parseInt(env.PAYPAL_TIMEOUT_MS ?? '', 10);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_PAYPAL_TIMEOUT_MS;
}

/** The shop's PayPal: the HTTP adapter at `PAYPAL_URL` (or the twin beside the shop). */
export function paypalFromEnv(env: NodeJS.ProcessEnv = process.env): PayPalPort {
  return createHttpPayPal({ baseUrl: paypalUrlFromEnv(env), ...paypalCredentialsFromEnv(env), timeoutMs: timeoutFromEnv(env) });
}
