import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app/server/app';
import { type TestApp, createTestApp, postgresSkipReason, testAdapters } from '../../../shared/server/testing/test-app';
import { REST } from '../../../shared/server/testing/shop-client';
import { JANE, SESSION_COOKIE, browser, closeTestApp } from './testing';

const CROSS_SITE = { message: 'The request was sent from another website and has been refused.', parameters: [] };
const MINT = { sku: 'EPOD-CRISP-MINT-12', qty: 1 };

describe.skipIf(postgresSkipReason)('cookie-authenticated writes from another website', () => {
  let t: TestApp;
  let tab: ReturnType<typeof browser>;
  beforeAll(async () => {
    t = await createTestApp();
    tab = browser(t);
    await tab.load();
    expect((await tab.login(JANE)).statusCode).toBe(200);
    await tab.load();
    await tab.send('POST', 'carts/mine');
  });
  afterAll(() => closeTestApp(t));

  /** A write as the logged-in tab makes it (cookie and form key), with extra headers, to the test's app or another on its database. */
  const write = (url: string, payload: unknown, headers: Record<string, string | undefined>, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: `${REST}/${url}`,
      payload: payload as object,
      headers: { host: 'shop.example', cookie: `${SESSION_COOKIE}=${tab.state.cookie}`, 'x-form-key': tab.state.formKey!, ...headers },
    });
  const items = async () => (await tab.send('GET', 'carts/mine')).json().items as { sku: string; qty: number }[];

  it('refuses a foreign Origin with 403, even with the form key, and the basket is unchanged', async () => {
    const before = await items();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'http://shop.example.evil.example' },
    ]) {
      const res = await write('carts/mine/items', { cartItem: MINT }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(CROSS_SITE);
    }
    expect(await items()).toEqual(before);
  });

  it('refuses a foreign logout: the session stays logged in', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/customer/ajax/logout',
      headers: { host: 'shop.example', cookie: `${SESSION_COOKIE}=${tab.state.cookie}`, 'x-form-key': tab.state.formKey!, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
    expect((await tab.load()).json().customer.email).toBe(JANE.email);
  });

  it("accepts the shop's own Origin or Referer, and a request with neither (the form key guards it)", async () => {
    const before = (await items()).find((i) => i.sku === MINT.sku)?.qty ?? 0;
    for (const headers of [{ origin: 'http://shop.example' }, { referer: 'http://shop.example/checkout/cart' }, {}]) {
      const res = await write('carts/mine/items', { cartItem: MINT }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect((await items()).find((i) => i.sku === MINT.sku)?.qty).toBe(before + 3);
  });

  it('with SHOP_ORIGIN set, only the origins it lists are the shop', async () => {
    const adapters = testAdapters({ SHOP_ORIGIN: 'https://www.shop.example, https://shop.example' });
    const listed = await buildApp({ db: t.database.db, adapters, logLevel: 'silent' });
    try {
      const own = await write('carts/mine/items', { cartItem: MINT }, { origin: 'https://shop.example' }, listed);
      expect(own.statusCode).toBe(200);
      const hostOnly = await write('carts/mine/items', { cartItem: MINT }, { origin: 'http://shop.example' }, listed);
      expect(hostOnly.statusCode).toBe(403);
      expect(hostOnly.json()).toEqual(CROSS_SITE);
    } finally {
      await listed.close();
      await adapters.close();
    }
  });

  it('does not check bearer-token calls: they carry no ambient credentials', async () => {
    const token = (
      await t.request({ method: 'POST', url: `${REST}/integration/customer/token`, payload: { username: JANE.email, password: JANE.password } })
    ).json();
    const res = await t.request({
      method: 'POST',
      url: `${REST}/carts/mine/items`,
      payload: { cartItem: MINT },
      headers: { authorization: `Bearer ${token}`, cookie: `${SESSION_COOKIE}=${tab.state.cookie}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
