import { type LatencyRange, latencyWithin } from '../../../../shared/server/sandbox-latency';
import { type RunningPayPalTwin, startPayPalTwin } from './app';

export interface PayPalBesideShopOptions {
  /** Its own port (3002 by default); taken, it takes a free one. */
  port: number;
  host: string;
  /** The shop's public URL: its webhooks go to the shop's `/paypal/webhook`. */
  shopUrl: string;
  credentials: { clientId: string; clientSecret: string; webhookSecret: string };
  latency: LatencyRange;
  outage: boolean;
}

/** `npm start`: PayPal's twin on its own origin beside the shop (the app's root decides whether and with what). */
export function startPayPalBesideShop(options: PayPalBesideShopOptions): Promise<RunningPayPalTwin> {
  const shopUrl = options.shopUrl.replace(/\/+$/, '');
  return startPayPalTwin({
    port: options.port,
    host: options.host,
    ...options.credentials,
    latencyMs: latencyWithin(options.latency),
    outage: () => options.outage,
    webhookUrl: () => `${shopUrl}/paypal/webhook`,
  });
}
