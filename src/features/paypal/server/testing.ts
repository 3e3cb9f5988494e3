import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { carts } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../shared/server/testing/test-app';
import { newGuestCart, shopClient, UK_ADDRESS } from '../../../shared/server/testing/shop-client';
import { SANDBOX_PAYPAL_CREDENTIALS } from '../providers';
import { createHttpPayPal } from '../providers/http';
import { type RunningPayPalTwin, startPayPalTwin } from '../providers/sandbox/app';
import type { SandboxCall } from '../providers/sandbox/paypal';
import { EXPRESS_COOKIE } from './express-routes';

/**
 * A test shop on a real port with PayPal's twin on another, each speaking to the other over HTTP: the shop's
 * adapter to the twin's API, the twin's webhooks to the shop's `/paypal/webhook` (while `webhooks.on`).
 * `outage.on` plays PayPal down; `outage.calls` plays only these of its calls down (a capture failing after
 * the authorisation went through). `browser()` plays a shopper's browser: it keeps the shop's cookies and follows no redirect by itself.
 */
export async function startShopWithPayPal() {
  const webhooks = { on: true };
  const outage = { on: false, calls: new Set<SandboxCall>() };
  let shopUrl = '';
  const credentials = SANDBOX_PAYPAL_CREDENTIALS;
  const twin: RunningPayPalTwin = await startPayPalTwin({
    port: 0,
    ...credentials,
    latencyMs: () => 0,
    outage: (call) => outage.on || outage.calls.has(call),
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
    /** While on, the twin answers every API call with 503; the calls named in `calls` answer 503 in any case. */
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
      return fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      });
    },
  };
}

export type ShopWithPayPal = Awaited<ReturnType<typeof startShopWithPayPal>>;

/** A guest basket of two Crisp Mint packs with its UK delivery, ready for payment; answers its masked id and the methods offered. */
export async function readyGuestBasket(shop: ShopWithPayPal, sku = 'EPOD-CRISP-MINT-12') {
  const cartId = await newGuestCart(shop.t);
  const client = shopClient(shop.t);
  const added = await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku, qty: 2, quote_id: cartId } });
  if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
  const shipping = await client.post(`guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
  });
  if (shipping.statusCode !== 200) throw new Error(`shipping failed: ${shipping.body}`);
  return { cartId, methods: (shipping.json().payment_methods as { code: string }[]).map((m) => m.code) };
}

/** Place Order with PayPal over HTTP, as the payment step sends it. */
export const placeWithPayPal = (shop: ShopWithPayPal, cartId: string, additionalData: object) =>
  fetch(`${shop.shopUrl}/rest/uk/V1/guest-carts/${cartId}/payment-information`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'paypal.buyer@example.com',
      paymentMethod: { method: 'paypal_express', additional_data: additionalData, extension_attributes: { agreement_ids: [1] } },
    }),
  });

/** A guest's order placed with PayPal, and its browser sent on to PayPal's approval page. */
export async function guestAtPayPal(shop: ShopWithPayPal, sku?: string) {
  const { cartId } = await readyGuestBasket(shop, sku);
  const startKey = newStartKey();
  const placed = await placeWithPayPal(shop, cartId, { paypal_start_key: startKey });
  if (placed.status !== 200) throw new Error(`place order failed: ${await placed.text()}`);
  const [cart] = await shop.t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
  const browser = shop.browser();
  const start = await browser.get(`/paypal/express/start?key=${startKey}`);
  if (start.status !== 302) throw new Error(`start failed: ${start.status}`);
  const approveUrl = start.headers.get('location')!;
  return { cart, browser, approveUrl, startKey, paypalOrderId: new URL(approveUrl).searchParams.get('token')! };
}

/** The shopper on PayPal's page: Approve (with an email) or Cancel; answers where PayPal sends them back. */
export async function decideOnPayPal(shop: ShopWithPayPal, approveUrl: string, action: 'approve' | 'cancel', email = 'buyer@paypal.test'): Promise<string> {
  const token = new URL(approveUrl).searchParams.get('token')!;
  const response = await shop.browser().post(new URL('/checkoutnow', approveUrl).toString(), { token, email, action });
  if (response.status !== 303) throw new Error(`PayPal's page answered ${response.status}`);
  return response.headers.get('location')!;
}

/** A call of the REST API as a signed-in customer (bearer token), or as a guest (`token` null). */
export const customerApi = (shop: ShopWithPayPal, token: string | null, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${shop.shopUrl}/rest/uk/V1/${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

/** The customer's basket of two Crisp Mint packs with its UK delivery, ready for payment; answers the cart's id and the methods offered. */
export async function readyCustomerBasket(shop: ShopWithPayPal, token: string, sku = 'EPOD-CRISP-MINT-12') {
  const client = shopClient(shop.t, { token });
  const quoteId = (await client.post('carts/mine')).json();
  const added = await client.post('carts/mine/items', { cartItem: { sku, qty: 2, quote_id: quoteId } });
  if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
  const shipped = await client.post('carts/mine/shipping-information', {
    addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
  });
  if (shipped.statusCode !== 200) throw new Error(`shipping failed: ${shipped.body}`);
  return { cartId: (await client.get('carts/mine')).json().id as number, methods: (shipped.json().payment_methods as { code: string }[]).map((m) => m.code) };
}

/** Place Order as the signed-in customer, as the payment step sends it. */
export const placeAsCustomer = (shop: ShopWithPayPal, token: string, method: string, additionalData: object) =>
  customerApi(shop, token, 'carts/mine/payment-information', {
    method: 'POST',
    body: { paymentMethod: { method, additional_data: additionalData, extension_attributes: { agreement_ids: [1] } } },
  });

/** Express with 'Save PayPal for later payments', approved by this PayPal account, back to the shop: PayPal keeps the account. */
export async function saveOnExpress(shop: ShopWithPayPal, token: string, payerEmail: string) {
  const { cartId } = await readyCustomerBasket(shop, token);
  const startKey = newStartKey();
  const placed = await placeAsCustomer(shop, token, 'paypal_express', { paypal_start_key: startKey, paypal_save_agreement: true });
  if (placed.status !== 200) throw new Error(`place order failed: ${await placed.text()}`);
  const browser = shop.browser();
  const approveUrl = (await browser.get(`/paypal/express/start?key=${startKey}`)).headers.get('location')!;
  const paypalOrderId = new URL(approveUrl).searchParams.get('token')!;
  const approved = await browser.post(new URL('/checkoutnow', approveUrl).toString(), { token: paypalOrderId, email: payerEmail, action: 'approve' });
  const back = await browser.get(approved.headers.get('location')!);
  if (back.headers.get('location') !== '/checkout/onepage/success') throw new Error(`PayPal's return answered ${back.status}`);
  await shop.twin.paypal.settled();
  return { cartId, paypalOrderId };
}
