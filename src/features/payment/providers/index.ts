import { createHttpGateway } from './http';
import type { PaymentGatewayPort } from './port';

export * from './port';
export { SIGNATURE_HEADER, signBody, verifySignedNotification } from './notifications';

/** The secret the gateway signs notifications with (`GATEWAY_NOTIFICATION_SECRET`; a fixed one for the local twin). */
export const SANDBOX_NOTIFICATION_SECRET = 'sandbox-notification-secret';
export const DEFAULT_GATEWAY_PORT = 3001;

/** The merchant's API key for the gateway (`GATEWAY_API_KEY`; a fixed one for the local twin). */
export const SANDBOX_API_KEY = 'sandbox-merchant-key';
export function apiKeyFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.GATEWAY_API_KEY || SANDBOX_API_KEY;
}

export function notificationSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.GATEWAY_NOTIFICATION_SECRET || SANDBOX_NOTIFICATION_SECRET;
}

/** The gateway's origin: `GATEWAY_URL` when set (a real gateway or a twin elsewhere), else the local twin's. */
export function gatewayUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.GATEWAY_URL || `http://localhost:${env.GATEWAY_PORT || DEFAULT_GATEWAY_PORT}`;
}

/**
 * The wallet's payment method identifier the page asks the browser for (`WALLET_PAYMENT_METHOD`, e.g.
 * `https://google.com/pay` with a real gateway); unset, the gateway's sandbox wallet (`<gateway>/wallet/pay`).
 */
export function walletPaymentMethodFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.WALLET_PAYMENT_METHOD || `${gatewayUrlFromEnv(env).replace(/\/+$/, '')}/wallet/pay`;
}

/** How long the shop waits for the gateway's answer to a call (`GATEWAY_TIMEOUT_MS`, 15 s by default). */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;
export function gatewayTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number.parseInt(env.GATEWAY_TIMEOUT_MS ?? '', 10);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_GATEWAY_TIMEOUT_MS;
}

/** The shop's gateway: the HTTP adapter, pointed at `GATEWAY_URL` or the twin beside the shop. */
export function gatewayFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentGatewayPort {
  return createHttpGateway({ baseUrl: gatewayUrlFromEnv(env), notificationSecret: notificationSecretFromEnv(env), apiKey: apiKeyFromEnv(env), timeoutMs: gatewayTimeoutFromEnv(env) });
}
