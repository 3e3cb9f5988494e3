import path from 'node:path';
import type { Environment } from './environment';

/** A twin the root started beside the shop: its origin, and how to stop it. */
interface RunningTwin {
  url: string;
  close(): Promise<void>;
}

/** What `npm start` runs beside the shop, and the variables that point the shop (and its forked processes) at them. */
export interface SandboxesBesideShop {
  /** `GATEWAY_URL`, `PAYU_URL`… of the twins started, to set before the shop's processes read their environment. */
  urls: Partial<Pick<Record<keyof Environment, string>, 'GATEWAY_URL' | 'PAYU_URL' | 'PAYPAL_URL' | 'SMTP_URL'>>;
  started: { name: string; url: string }[];
  close(): Promise<void>;
}

/**
 * The payment providers' twins on their own origins beside the shop, each unless its `…_URL` names the real
 * service: the gateway on `GATEWAY_PORT` (the shop's port + 1), PayPal on `PAYPAL_PORT` (3002), PayU on
 * `PAYU_PORT` (the shop's port + 3); and MailDev unless `SMTP_URL` names a mail server: its SMTP port
 * (`MAILDEV_SMTP_PORT`, the shop's port + 25) for the shop, its web inbox (`MAILDEV_WEB_PORT`, + 80) for people,
 * both on loopback. A port in use gives the twin a free one instead; the shop is pointed at wherever it listens.
 */
export async function startSandboxesBesideShop(environment: Environment): Promise<SandboxesBesideShop> {
  const shopUrl = environment.SHOP_URL ?? `http://localhost:${environment.PORT}`;
  const twins: { name: string; variable: 'GATEWAY_URL' | 'PAYU_URL' | 'PAYPAL_URL'; twin: RunningTwin }[] = [];
  if (!environment.GATEWAY_URL) {
    const { startGatewayBesideShop } = await import('../../features/payment/providers/sandbox/beside-shop');
    const twin = await startGatewayBesideShop({
      port: environment.GATEWAY_PORT ?? environment.PORT + 1,
      host: environment.GATEWAY_HOST,
      shopUrl,
      latency: environment.GATEWAY_SANDBOX_LATENCY_MS,
      outage: environment.GATEWAY_SANDBOX_OUTAGE,
      notificationSecret: environment.GATEWAY_NOTIFICATION_SECRET,
      apiKey: environment.GATEWAY_API_KEY,
    });
    twins.push({ name: 'sandbox payment gateway', variable: 'GATEWAY_URL', twin });
  }
  if (!environment.PAYPAL_URL) {
    const { startPayPalBesideShop } = await import('../../features/paypal/providers/sandbox/beside-shop');
    const twin = await startPayPalBesideShop({
      port: environment.PAYPAL_PORT,
      host: environment.PAYPAL_HOST,
      shopUrl,
      credentials: paypalCredentials(environment),
      latency: environment.PAYPAL_SANDBOX_LATENCY_MS,
      outage: environment.PAYPAL_SANDBOX_OUTAGE,
    });
    twins.push({ name: 'sandbox PayPal', variable: 'PAYPAL_URL', twin });
  }
  if (!environment.PAYU_URL) {
    const { startPayuBesideShop } = await import('../../features/payu/providers/sandbox/beside-shop');
    const twin = await startPayuBesideShop({
      port: environment.PAYU_PORT ?? environment.PORT + 3,
      host: environment.PAYU_HOST,
      shopUrl,
      credentials: payuCredentials(environment),
      latency: environment.PAYU_SANDBOX_LATENCY_MS,
      outage: environment.PAYU_SANDBOX_OUTAGE,
    });
    twins.push({ name: 'sandbox PayU', variable: 'PAYU_URL', twin });
  }
  const urls: SandboxesBesideShop['urls'] = Object.fromEntries(twins.map(({ variable, twin }) => [variable, twin.url]));
  const started = twins.map(({ name, twin }) => ({ name, url: twin.url }));
  const closers = twins.map(
    ({ twin }) =>
      () =>
        twin.close(),
  );
  if (!environment.SMTP_URL) {
    const { startMailDev } = await import('../../features/mail/providers/maildev');
    const maildev = await startMailDev({
      smtpPort: environment.MAILDEV_SMTP_PORT ?? environment.PORT + 25,
      webPort: environment.MAILDEV_WEB_PORT ?? environment.PORT + 80,
      // Beside the embedded database: the inbox outlives a restart and goes with `npm run reset`.
      mailDirectory: path.resolve(environment.DATA_DIR, 'maildev'),
    });
    urls.SMTP_URL = maildev.smtpUrl;
    started.push({ name: "MailDev, the shop's e-mails' inbox,", url: maildev.inboxUrl });
    closers.push(() => maildev.close());
  }
  return {
    urls,
    started,
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}

/** The merchant's credentials at PayU (the twin's sandbox merchant by default). */
export function payuCredentials(environment: Environment) {
  return {
    merchantId: environment.PAYU_MERCHANT_ID,
    apiLogin: environment.PAYU_API_LOGIN,
    apiKey: environment.PAYU_API_KEY,
    publicKey: environment.PAYU_PUBLIC_KEY,
  };
}

/** The shop's REST app at PayPal and the webhooks' secret (the twin's sandbox app by default). */
export function paypalCredentials(environment: Environment) {
  return { clientId: environment.PAYPAL_CLIENT_ID, clientSecret: environment.PAYPAL_CLIENT_SECRET, webhookSecret: environment.PAYPAL_WEBHOOK_SECRET };
}
