import { apiKeyFromEnv, notificationSecretFromEnv } from '../index';
import { type RunningGateway, startSandboxGateway } from './app';
import { latencyFromEnv, outageFromEnv } from './gateway';

/**
 * `npm start`: the sandbox gateway on its own port beside the shop, unless `GATEWAY_URL` names a
 * gateway elsewhere. When `GATEWAY_PORT` (default: the shop's port + 1) is taken it takes a free port, and sets
 * `GATEWAY_URL` so the shop (and its forked processes) reach it there.
 */
export async function startGatewayBesideShop(shop: { port: number }, env: NodeJS.ProcessEnv = process.env): Promise<RunningGateway | null> {
  if (env.GATEWAY_URL) return null;
  const shopUrl = (env.SHOP_URL || `http://localhost:${shop.port}`).replace(/\/+$/, '');
  const running = await startSandboxGateway({
    port: Number(env.GATEWAY_PORT) || shop.port + 1,
    host: env.GATEWAY_HOST || '127.0.0.1',
    shopOrigin: new URL(shopUrl).origin,
    latencyMs: latencyFromEnv(env),
    outage: outageFromEnv(env),
    notificationSecret: notificationSecretFromEnv(env),
    apiKey: apiKeyFromEnv(env),
    notificationUrl: () => `${shopUrl}/worldpay/notification`,
  });
  env.GATEWAY_URL = running.url;
  return running;
}
