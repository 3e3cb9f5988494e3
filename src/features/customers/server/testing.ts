import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { REST } from '../../../shared/server/testing/shop-client';
import type { TestApp } from '../../../shared/server/testing/test-app';

/**
 * Helpers for the customer route tests. The expected texts are written out here on purpose (not imported
 * from the server code), so a test fails when the server's wording drifts from Magento's.
 */
export const SIGN_IN_INCORRECT = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait %1 minutes and try again.';
const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";
export const INVALID_FORM_KEY = 'Invalid Form Key. Please refresh the page.';
export const NO_SUCH_ENTITY = 'No such entity with %fieldName = %fieldValue';
export const REQUIRED = 'This is a required field.';

export const NOT_AUTHORIZED_BODY = { message: NOT_AUTHORIZED, parameters: { resources: 'self' } };

export const SESSION_COOKIE = 'shop_session';
export const JANE = { email: 'jane.doe@example.com', password: 'Password123!' };
export const JOHN = { email: 'john.smith@example.com', password: 'Password123!' };

export interface Credentials {
  email: string;
  password: string;
}

export function tokenRequest(t: TestApp, username: string, password: string, remoteAddress?: string) {
  return t.request({
    method: 'POST',
    url: `${REST}/integration/customer/token`,
    payload: { username, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The shop_session cookie a response sets, if any. */
export function sessionCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE) as
    | { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string; maxAge?: number; expires?: Date }
    | undefined;
}

/**
 * A browser tab talking to the shop with its session cookie. It keeps the cookie the server sets (as a
 * browser does) and sends the form key from the last section/load on writes unless told not to.
 */
export function browser(t: TestApp) {
  const state: { cookie?: string; formKey?: string } = {};

  async function send(
    method: HTTPMethods,
    url: string,
    payload?: unknown,
    options: { formKey?: string | null; cookie?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = options.cookie ?? state.cookie;
    const formKey = options.formKey === undefined ? state.formKey : options.formKey;
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
    if (formKey) headers['x-form-key'] = formKey;
    const res = await t.request({ method, url: url.startsWith('/') ? url : `${REST}/${url}`, payload: payload as object, headers });
    const set = sessionCookieOf(res);
    if (set) {
      const expired = set.value === '' || (set.expires !== undefined && set.expires.getTime() <= Date.now()) || set.maxAge === 0;
      state.cookie = expired ? undefined : set.value;
    }
    return res;
  }

  return {
    state,
    send,
    /** GET /customer/section/load; remembers the form key the page would keep. */
    async load(options: { cookie?: string } = {}) {
      const res = await send('GET', '/customer/section/load', undefined, options);
      if (res.statusCode === 200) state.formKey = res.json().form_key;
      return res;
    },
    login(who: Credentials, extra: { guest_cart_id?: string } = {}, options: { formKey?: string | null } = {}) {
      return send('POST', '/customer/ajax/login', { username: who.email, password: who.password, ...extra }, options);
    },
    logout(options: { formKey?: string | null } = {}) {
      return send('POST', '/customer/ajax/logout', undefined, options);
    },
  };
}

/** Lines of a cart answer, reduced to what the merge and isolation tests compare. */
export function linesOf(cart: {
  items: { sku: string; qty: number; product_option: { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: boolean } } } }[];
}) {
  return cart.items
    .map((i) => ({ sku: i.sku, qty: i.qty, subscription: i.product_option.extension_attributes.subscription_option.create_new_subscription_at_checkout }))
    .sort((a, b) => a.sku.localeCompare(b.sku) || Number(a.subscription) - Number(b.subscription));
}

/**
 * t.close(), but tolerant of a race in the shared helper: on PostgreSQL, pool.end() resolves before its
 * idle clients have disconnected, and the following DROP DATABASE … WITH (FORCE) terminates them (57P01).
 * The pool re-emits that on itself, and without an 'error' listener it becomes an uncaught exception
 * that vitest pins on whichever file is closing. Only that termination is ignored here.
 */
export async function closeTestApp(t: TestApp): Promise<void> {
  if (t.database.kind === 'postgres') {
    const pool = (t.database.db as unknown as { $client: { on(event: 'error', listener: (err: Error & { code?: string }) => void): void } }).$client;
    pool.on('error', (err) => {
      if (err.code !== '57P01') throw err;
    });
  }
  await t.close();
}
