import { DEFAULT_GATEWAY_TIMEOUT_MS, gatewayAt, type PaymentGatewayPort, SANDBOX_API_KEY, SANDBOX_NOTIFICATION_SECRET, signBody } from '../../providers';
import type { GatewayNotification } from '../../providers/port';
import { type GatewayAppOptions, type RunningGateway, startSandboxGateway } from '../../providers/sandbox/app';
import { NOTIFICATION_PATH } from '../routes';

/**
 * The sandbox gateway for server tests: the twin on a free port, `GATEWAY_URL` pointed at it while the
 * test app is built, and put back (with the twin closed) by `close()`. Build the test app after `start`.
 * `shopTimeoutMs` is how long the shop built meanwhile waits for an answer (`GATEWAY_TIMEOUT_MS`).
 */
export async function startTestGateway(options: Partial<GatewayAppOptions> & { shopTimeoutMs?: number } = {}): Promise<RunningGateway> {
  const { shopTimeoutMs, ...twinOptions } = options;
  const before = process.env.GATEWAY_URL;
  const timeoutBefore = process.env.GATEWAY_TIMEOUT_MS;
  const twin = await startSandboxGateway({
    port: 0,
    shopOrigin: 'http://localhost:3000',
    latencyMs: () => 0,
    outage: () => false,
    notificationSecret: SANDBOX_NOTIFICATION_SECRET,
    apiKey: SANDBOX_API_KEY,
    ...twinOptions,
  });
  process.env.GATEWAY_URL = twin.url;
  if (shopTimeoutMs !== undefined) process.env.GATEWAY_TIMEOUT_MS = String(shopTimeoutMs);
  return {
    ...twin,
    async close() {
      if (before === undefined) delete process.env.GATEWAY_URL;
      else process.env.GATEWAY_URL = before;
      if (timeoutBefore === undefined) delete process.env.GATEWAY_TIMEOUT_MS;
      else process.env.GATEWAY_TIMEOUT_MS = timeoutBefore;
      await twin.close();
    },
  };
}

/** A test app's way in, as `createTestApp` gives it (app.inject). */
interface InjectingApp {
  request(options: { method: 'POST'; url: string; payload: string; headers: Record<string, string> }): Promise<{ statusCode: number }>;
}

/**
 * The twin's notifications delivered to a test app's notification route, at once and signed, as they reach a
 * real shop (the one of an authorisation often before the shop has the answer). `app` is read at each
 * delivery: the test app is built after the twin.
 */
export function notificationsDeliveredTo(app: () => InjectingApp): Pick<GatewayAppOptions, 'notificationUrl' | 'retryDelayMs' | 'deliver'> {
  return {
    notificationUrl: () => `http://localhost:3000${NOTIFICATION_PATH}`,
    retryDelayMs: 0,
    deliver: async (_url, payload, signature) =>
      (
        await app().request({
          method: 'POST',
          url: NOTIFICATION_PATH,
          payload,
          headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
        })
      ).statusCode === 200,
  };
}

/** The shop's HTTP adapter pointed at a test twin (to wrap, steering what the shop hears). */
export function shopGatewayTo(twin: { url: string }, timeoutMs = DEFAULT_GATEWAY_TIMEOUT_MS): PaymentGatewayPort {
  return gatewayAt({ url: twin.url, notificationSecret: SANDBOX_NOTIFICATION_SECRET, apiKey: SANDBOX_API_KEY, timeoutMs });
}

/** A notification as the gateway signs it, ready for `app.inject` (or with another signature, to forge one). */
export function signedNotification(notification: Omit<GatewayNotification, 'occurredAt'> & { occurredAt?: string }, secret = SANDBOX_NOTIFICATION_SECRET) {
  const body = JSON.stringify({ occurredAt: '2026-11-25T12:00:00Z', ...notification });
  return {
    method: 'POST' as const,
    url: NOTIFICATION_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-gateway-signature': signBody(secret, body) },
  };
}
