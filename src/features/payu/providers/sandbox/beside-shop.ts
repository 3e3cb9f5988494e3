import { type LatencyRange, latencyWithin } from '../../../../shared/server/sandbox-latency';
import type { PayuCredentials } from '../http';
import { type RunningPayuTwin, startPayuTwin } from './app';

export interface PayuBesideShopOptions {
  /** Its own port (the shop's port + 3 by default); taken, it takes a free one. */
  port: number;
  host: string;
  /** The shop's public URL: the only origin the twin returns shoppers to, confirms to and lets tokenise. */
  shopUrl: string;
  credentials: PayuCredentials;
  latency: LatencyRange;
  outage: boolean;
}

/** `npm start`: PayU's twin on its own origin beside the shop (the app's root decides whether and with what). */
export function startPayuBesideShop(options: PayuBesideShopOptions): Promise<RunningPayuTwin> {
  return startPayuTwin({
    port: options.port,
    host: options.host,
    shopOrigin: new URL(options.shopUrl).origin,
    credentials: options.credentials,
    latencyMs: latencyWithin(options.latency),
    outage: () => options.outage,
  });
}
