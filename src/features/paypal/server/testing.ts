import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../shared/server/testing/test-app';
import { paypalCredentialsFromEnv } from '../providers';
import { createHttpPayPal } from '../providers/http';
import { type RunningPayPalTwin, startPayPalTwin } from '../providers/sandbox/app';
import { EXPRESS_COOKIE } from './express-routes';

/**
 * A test shop on a real port with PayPal's twin on another, each speaking to the other over HTTP: the shop's
 * adapter to the twin's API, the twin's webhooks to the shop's `/paypal/webhook` (while `webhooks.on`).
 * `outage.on` plays PayPal down. `browser()` plays a shopper's browser: it keeps the shop's cookies and follows no redirect by itself.
 */
export async function startShopWithPayPal() {
  const webhooks = { on: true };
  const outage = { on: false };
  let shopUrl = '';
  const credentials = paypalCredentialsFromEnv({});
  const twin: RunningPayPalTwin = await startPayPalTwin({
    port: 0,
    ...credentials,
    latencyMs: () => 0,
    outage: () => outage.on,
    webhookUrl: () => (webhooks.on && shopUrl ? `${shopUrl}/paypal/webhook` : undefined),
    retryDelayMs: 10,
    pendingCaptureMs: 400,
  });
  const t: TestApp = await createTestApp({ paypal: createHttpPayPal({ baseUrl: twin.url, ...credentials, timeoutMs: 5_000 }) });
  shopUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    twin,
    shopUrl,
    webhooks,
    /** While on, the twin answers every API call with 503. */
    outage,
    browser: () => testBrowser(shopUrl),
    async close() {
      await twin.paypal.settled();
      await twin.close();
      await t.close();
    },
  };
}

/** A key as the payment step makes one: 128 random bits, base64url. */
export const newStartKey = (): string => randomBytes(16).toString('base64url');

function testBrowser(shopUrl: string) {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      cookies.set(name.trim(), value);
    }
    return response;
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    cookies,
    /** The start key the shop set, as the browser holds it. */
    startCookie: () => cookies.get(EXPRESS_COOKIE),
    /** A page of the shop or of PayPal (the shop's cookies go to the shop only). */
    async get(url: string): Promise<Response> {
      const target = new URL(url, shopUrl);
      const toShop = target.origin === new URL(shopUrl).origin;
      return keep(await fetch(target, { redirect: 'manual', headers: toShop && cookies.size ? { cookie: cookieHeader() } : {} }));
    },
    async post(url: string, body: Record<string, string>): Promise<Response> {
      return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
    },
  };
}
