import { createHttpGateway } from './http';
import type { PaymentGatewayPort } from './port';

export * from './port';
export { signBody } from './notifications';

/** The secret the gateway signs notifications with (`GATEWAY_NOTIFICATION_SECRET`; a fixed one for the local twin). */
export const SANDBOX_NOTIFICATION_SECRET = 'sandbox-notification-secret';

/** The merchant's API key for the local twin (`GATEWAY_API_KEY` names a real gateway's). */
export const SANDBOX_API_KEY = 'sandbox-merchant-key';

/** How long the shop waits for the gateway's answer to a call by default (`GATEWAY_TIMEOUT_MS`). */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

/** The gateway's sandbox wallet: its payment method identifier is under the twin's origin. */
export function sandboxWalletMethod(gatewayUrl: string): string {
  return `${gatewayUrl.replace(/\/+$/, '')}/wallet/pay`;
}

/** The shop's gateway: the HTTP adapter at the gateway's origin (a real gateway or the twin beside the shop). */
export function gatewayAt(config: { url: string; notificationSecret: string; apiKey: string; timeoutMs: number }): PaymentGatewayPort {
  return createHttpGateway({ baseUrl: config.url, notificationSecret: config.notificationSecret, apiKey: config.apiKey, timeoutMs: config.timeoutMs });
}
