import { payuCredentialsFromEnv } from '../index';
import { payuLatencyFromEnv, payuOutageFromEnv, type RunningPayuTwin, startPayuTwin } from './app';

/**
 * `npm start`: PayU's twin on its own port beside the shop, unless `PAYU_URL` names PayU elsewhere. When
 * `PAYU_PORT` (default: the shop's port + 3; the gateway's twin takes + 1, PayPal's 3002) is taken it takes a free port and
 * sets `PAYU_URL`, so the shop (and its forked processes) reach it there.
 */
export async function startPayuBesideShop(shop: { port: number }, env: NodeJS.ProcessEnv = process.env): Promise<RunningPayuTwin | null> {
  if (env.PAYU_URL) return null;
  const shopUrl = (env.SHOP_URL || `http://localhost:${shop.port}`).replace(/\/+$/, '');
  const running = await startPayuTwin({
    port: Number(env.PAYU_PORT) || shop.port + 3,
    host: env.PAYU_HOST || '127.0.0.1',
    shopOrigin: new URL(shopUrl).origin,
    credentials: payuCredentialsFromEnv(env),
    latencyMs: payuLatencyFromEnv(env),
    outage: payuOutageFromEnv(env),
  });
  env.PAYU_URL = running.url;
  return running;
}
