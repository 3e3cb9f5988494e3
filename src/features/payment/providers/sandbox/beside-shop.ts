import { type LatencyRange, latencyWithin } from '../../../../shared/server/sandbox-latency';
import { type RunningGateway, startSandboxGateway } from './app';

export interface GatewayBesideShopOptions {
  /** Its own port (the shop's port + 1 by default); taken, it takes a free one. */
  port: number;
  host: string;
  /** The shop's public URL: the origin its pages answer and may frame, and where it posts notifications. */
  shopUrl: string;
  latency: LatencyRange;
  outage: boolean;
  notificationSecret: string;
  apiKey: string;
}

/** `npm start`: the sandbox gateway on its own origin beside the shop (the app's root decides whether and with what). */
export function startGatewayBesideShop(options: GatewayBesideShopOptions): Promise<RunningGateway> {
  const shopUrl = options.shopUrl.replace(/\/+$/, '');
  return startSandboxGateway({
    port: options.port,
    host: options.host,
    shopOrigin: new URL(shopUrl).origin,
    latencyMs: latencyWithin(options.latency),
    outage: () => options.outage,
    notificationSecret: options.notificationSecret,
    apiKey: options.apiKey,
    notificationUrl: () => `${shopUrl}/worldpay/notification`,
  });
}
