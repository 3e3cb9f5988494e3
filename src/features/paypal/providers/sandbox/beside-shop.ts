import { DEFAULT_PAYPAL_PORT, paypalCredentialsFromEnv } from '../index';
import { type RunningPayPalTwin, startPayPalTwin } from './app';
import { latencyFromEnv, outageFromEnv } from './paypal';

/**
 * `npm start`: PayPal's twin on its own port beside the shop, unless `PAYPAL_URL` names PayPal (or a twin)
 * elsewhere. When `PAYPAL_PORT` (default 3002) is taken it takes a free port, and sets `PAYPAL_URL` so the
 * shop (and its forked processes) reach it there. Its webhooks go to the shop's `/paypal/webhook`.
 */
export async function startPayPalBesideShop(shop: { port: number }, env: NodeJS.ProcessEnv = process.env): Promise<RunningPayPalTwin | null> {
  if (env.PAYPAL_URL) return null;
  const shopUrl = (env.SHOP_URL || `http://localhost:${shop.port}`).replace(/\/+$/, '');
  const running = await startPayPalTwin({
    port: Number(env.PAYPAL_PORT || DEFAULT_PAYPAL_PORT),
    host: env.PAYPAL_HOST || '127.0.0.1',
    ...paypalCredentialsFromEnv(env),
    latencyMs: latencyFromEnv(env),
    outage: outageFromEnv(env),
    webhookUrl: () => `${shopUrl}/paypal/webhook`,
  });
  env.PAYPAL_URL = running.url;
  return running;
}
