import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { INVALID_FORM_KEY, JANE, NOT_AUTHORIZED_BODY, SIGN_IN_INCORRECT, browser, sessionCookieOf, closeTestApp } from './testing';

const FORBIDDEN_BODY = { message: INVALID_FORM_KEY, parameters: [] };
const MINT = { sku: 'EPOD-CRISP-MINT-12', qty: 2 };

describe.skipIf(postgresSkipReason)('browser session: section/load, AJAX login and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => closeTestApp(t));

  it('starts a session on the first section/load: an HttpOnly, SameSite=Lax cookie, no customer and a form key', async () => {
    const tab = browser(t);
    const res = await tab.load();
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['customer', 'form_key']);
    expect(body.customer).toBeNull();
    expect(typeof body.form_key).toBe('string');
    expect(body.form_key.length).toBeGreaterThanOrEqual(12);
    expect(body.form_key).not.toBe(cookie!.value);

    // The same session on the next load: no new cookie, the same form key.
    const again = await tab.load();
    expect(sessionCookieOf(again)).toBeUndefined();
    expect(again.json()).toEqual({ customer: null, form_key: body.form_key });
    // Another browser gets its own session.
    const other = await browser(t).load();
    expect(sessionCookieOf(other)!.value).not.toBe(cookie!.value);
    expect(other.json().form_key).not.toBe(body.form_key);
  });

  it.each([
    ['without the x-form-key header', null],
    ['with a wrong form key', 'not-the-form-key'],
  ])('refuses a login %s with 403 and does not log in', async (_case, formKey) => {
    const tab = browser(t);
    await tab.load();
    const cookieBefore = tab.state.cookie;
    const res = await tab.login(JANE, {}, { formKey });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN_BODY);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(tab.state.cookie).toBe(cookieBefore);
    expect((await tab.load()).json().customer).toBeNull();
  });

  it('refuses a login without any session cookie with 403', async () => {
    const res = await browser(t).login(JANE, {}, { formKey: 'anything' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN_BODY);
  });

  it('refuses a wrong password with 401 and keeps the anonymous session', async () => {
    const tab = browser(t);
    await tab.load();
    const res = await tab.login({ email: JANE.email, password: 'Wrong-Pass-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SIGN_IN_INCORRECT, parameters: [] });
    expect((await tab.load()).json().customer).toBeNull();
  });

  it('logs in with the form key, rotates the session cookie, and the old cookie no longer identifies anyone', async () => {
    const tab = browser(t);
    await tab.load();
    const oldCookie = tab.state.cookie!;
    const oldFormKey = tab.state.formKey!;

    const res = await tab.login(JANE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errors: false, message: 'Login successful.' });
    const newCookie = sessionCookieOf(res);
    expect(newCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(newCookie!.value).not.toBe(oldCookie);

    const loaded = await tab.load();
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().customer).toMatchObject({ email: 'jane.doe@example.com', firstname: 'Jane', lastname: 'Doe' });
    expect(loaded.json().form_key).not.toBe(oldFormKey);

    // The pre-login cookie is dead: it shows no customer, opens no cart, and cannot log out the new session.
    const stale = browser(t);
    const staleLoad = await stale.load({ cookie: oldCookie });
    expect(staleLoad.json().customer).toBeNull();
    expect(sessionCookieOf(staleLoad)!.value).not.toBe(oldCookie);
    const staleCart = await t.request({ method: 'GET', url: '/rest/default/V1/carts/mine', headers: { cookie: `shop_session=${oldCookie}` } });
    expect(staleCart.statusCode).toBe(401);
    expect(staleCart.json()).toEqual(NOT_AUTHORIZED_BODY);
    expect((await tab.load()).json().customer).toMatchObject({ email: 'jane.doe@example.com' });
  });

  it('serves carts/mine to the session cookie; cookie writes need the form key', async () => {
    const tab = browser(t);
    await tab.load();
    expect((await tab.login(JANE)).statusCode).toBe(200);
    await tab.load();

    const createWithoutKey = await tab.send('POST', 'carts/mine', undefined, { formKey: null });
    expect(createWithoutKey.statusCode).toBe(403);
    expect(createWithoutKey.json()).toEqual(FORBIDDEN_BODY);

    const created = await tab.send('POST', 'carts/mine');
    expect(created.statusCode).toBe(200);
    const cartId = created.json();
    expect(Number.isInteger(cartId)).toBe(true);

    const cart = await tab.send('GET', 'carts/mine', undefined, { formKey: null });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ id: cartId, customer_is_guest: false, items: [] });

    for (const formKey of [null, 'wrong-form-key']) {
      const refused = await tab.send('POST', 'carts/mine/items', { cartItem: { ...MINT, quote_id: String(cartId) } }, { formKey });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN_BODY);
    }
    expect((await tab.send('GET', 'carts/mine')).json().items).toEqual([]);

    const added = await tab.send('POST', 'carts/mine/items', { cartItem: { ...MINT, quote_id: String(cartId) } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ sku: MINT.sku, qty: 2, quote_id: String(cartId) });
    const after = (await tab.send('GET', 'carts/mine')).json();
    expect(after.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([[MINT.sku, 2]]);
  });

  it('logs out: the form key is required, then the session is gone server-side and carts/mine is 401', async () => {
    const tab = browser(t);
    await tab.load();
    expect((await tab.login(JANE)).statusCode).toBe(200);
    await tab.load();
    const cookie = tab.state.cookie!;
    expect((await tab.send('POST', 'carts/mine')).statusCode).toBe(200);

    const withoutKey = await tab.logout({ formKey: null });
    expect(withoutKey.statusCode).toBe(403);
    expect(withoutKey.json()).toEqual(FORBIDDEN_BODY);
    expect((await tab.send('GET', 'carts/mine')).statusCode).toBe(200);

    const res = await tab.logout();
    expect(res.statusCode).toBe(200);
    const cleared = sessionCookieOf(res);
    expect(cleared).toBeDefined();
    expect(cleared!.value === '' || (cleared!.expires !== undefined && cleared!.expires.getTime() <= Date.now())).toBe(true);

    // Even a client that kept the cookie is no longer anyone.
    const mine = await tab.send('GET', 'carts/mine', undefined, { cookie });
    expect(mine.statusCode).toBe(401);
    expect(mine.json()).toEqual(NOT_AUTHORIZED_BODY);
    expect((await browser(t).load({ cookie })).json().customer).toBeNull();
  });
});
