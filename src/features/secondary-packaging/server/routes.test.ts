import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { carts, orders } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { customerToken, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { INVALID_FORM_KEY, JOHN, browser } from '../../customers/server/testing';
import { setStoreConfig } from '../../stores/server/testing';

/** A multipart form as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; data: string }) {
  const boundary = `----ShopBoundary${randomBytes(8).toString('hex')}`;
  let body = '';
  for (const [name, value] of Object.entries(fields)) body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  if (file)
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${file.data}\r\n`;
  body += `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PLACE = { email: 'amy.pond@example.com', paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } };

describe('secondary packaging (spec 002 §2, §7 POST /secondarypackagings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const choice = async (cartId: string) =>
    (await t.database.db.select({ chosen: carts.secondaryPackaging }).from(carts).where(eq(carts.maskedId, cartId)))[0].chosen;

  it('shows the store’s box, unticked until the shopper chooses', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    expect((await shopClient(t).get(`guest-carts/${cartId}/secondary-packaging`)).json()).toEqual({
      showOnCheckout: true,
      checkoutText: 'Send my order in plain outer packaging',
      stateOnCheckout: false,
      checkoutTooltip: 'Your order goes out in an extra plain box with no brand or product names on it. Free of charge.',
      checked: false,
    });
  });

  it('records a multipart choice on the cart and answers the recalculated totals, with no price line', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const before = (await shopClient(t).get(`guest-carts/${cartId}/totals`)).json();
    const form = multipart({ seconderyPackaging: '1', quote_id: cartId });
    const res = await t.request({ method: 'POST', url: '/secondarypackagings', ...form });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ grand_total: before.grand_total, items_qty: 2 });
    expect(res.json().total_segments.map((s: { code: string }) => s.code)).toEqual(before.total_segments.map((s: { code: string }) => s.code));
    expect(await choice(cartId)).toBe(true);
    expect((await shopClient(t).get(`guest-carts/${cartId}/secondary-packaging`)).json().checked).toBe(true);
  });

  it('takes the same fields as JSON or a serialised form, and a customer’s cart from the token', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const json = await t.request({ method: 'POST', url: '/secondarypackagings', payload: { seconderyPackaging: true, quote_id: cartId } });
    expect(json.statusCode).toBe(200);
    expect(await choice(cartId)).toBe(true);
    const form = await t.request({
      method: 'POST',
      url: '/secondarypackagings',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `seconderyPackaging=0&quote_id=${cartId}`,
    });
    expect(form.statusCode).toBe(200);
    expect(await choice(cartId)).toBe(false);

    const token = await customerToken(t);
    const client = shopClient(t, { token });
    await client.post('carts/mine');
    const mine = await t.request({
      method: 'POST',
      url: '/secondarypackagings',
      headers: { authorization: `Bearer ${token}` },
      payload: { seconderyPackaging: 'on' },
    });
    expect(mine.statusCode).toBe(200);
    expect((await client.get('carts/mine/secondary-packaging')).json().checked).toBe(true);
  });

  it('takes a signed-in browser’s cart from its session, with the session’s form key, and keeps a guest’s choice at login', async () => {
    const guestCart = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    await t.request({ method: 'POST', url: '/secondarypackagings', payload: { seconderyPackaging: true, quote_id: guestCart } });
    const tab = browser(t);
    await tab.load();
    expect((await tab.login(JOHN, { guest_cart_id: guestCart })).statusCode).toBe(200);
    await tab.load();
    expect((await tab.send('GET', 'carts/mine/secondary-packaging')).json().checked).toBe(true);

    const unkeyed = await tab.send('POST', '/secondarypackagings', { seconderyPackaging: false }, { formKey: null });
    expect(unkeyed.statusCode).toBe(403);
    expect(unkeyed.json()).toEqual({ message: INVALID_FORM_KEY, parameters: [] });
    expect((await tab.send('GET', 'carts/mine/secondary-packaging')).json().checked).toBe(true);
    expect((await tab.send('POST', '/secondarypackagings', { seconderyPackaging: false })).statusCode).toBe(200);
    expect((await tab.send('GET', 'carts/mine/secondary-packaging')).json().checked).toBe(false);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const refused = { message: 'Please choose whether to use secondary packaging.', parameters: [] };
    for (const payload of [{ quote_id: cartId }, { seconderyPackaging: 'maybe', quote_id: cartId }, { seconderyPackaging: 2, quote_id: cartId }]) {
      const res = await t.request({ method: 'POST', url: '/secondarypackagings', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    const withFile = multipart({ seconderyPackaging: '1', quote_id: cartId }, { name: 'upload', data: 'x' });
    const file = await t.request({ method: 'POST', url: '/secondarypackagings', ...withFile });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual(refused);
    const cut = multipart({ seconderyPackaging: '1', quote_id: cartId });
    const truncated = await t.request({ method: 'POST', url: '/secondarypackagings', headers: cut.headers, payload: cut.payload.slice(0, 60) });
    expect(truncated.statusCode).toBe(400);
    expect(await choice(cartId)).toBeNull();
  });

  it('refuses an unknown cart, a malformed cart id and a closed cart with 404', async () => {
    const unknown = await t.request({ method: 'POST', url: '/secondarypackagings', payload: { seconderyPackaging: true, quote_id: 'f'.repeat(32) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'cartId', fieldValue: 'f'.repeat(32) },
    });
    const noCart = await t.request({ method: 'POST', url: '/secondarypackagings', payload: { seconderyPackaging: true } });
    expect(noCart.statusCode).toBe(404);
    // A cart id that is no text, or far too long, names no cart: not a bad box.
    for (const quote_id of [42, ['a'], 'f'.repeat(65)]) {
      const bad = await t.request({ method: 'POST', url: '/secondarypackagings', payload: { seconderyPackaging: true, quote_id } });
      expect(bad.statusCode).toBe(404);
      expect(bad.json().parameters.fieldName).toBe('cartId');
    }

    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    expect((await shopClient(t).post(`guest-carts/${cartId}/payment-information`, PLACE)).statusCode).toBe(200);
    const closed = await t.request({ method: 'POST', url: '/secondarypackagings', ...multipart({ seconderyPackaging: '1', quote_id: cartId }) });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('No such entity with %fieldName = %fieldValue');
    expect(await choice(cartId)).toBeNull();
  });

  it('refuses the choice where the store does not offer it', async () => {
    const restore = await setStoreConfig(t.database.db, { 'secondary_packaging/general/show_on_checkout': '0' });
    try {
      const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
      const res = await t.request({ method: 'POST', url: '/secondarypackagings', payload: { seconderyPackaging: true, quote_id: cartId } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Secondary packaging is not available in this store.', parameters: [] });
      expect(await choice(cartId)).toBeNull();
    } finally {
      await restore();
    }
  });

  it('carries the choice into the order: GET order shows extension_attributes.secondary_packaging', async () => {
    const chosen = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    await t.request({ method: 'POST', url: '/secondarypackagings', ...multipart({ seconderyPackaging: '1', quote_id: chosen }) });
    const placed = await shopClient(t).post(`guest-carts/${chosen}/payment-information`, PLACE);
    expect(placed.statusCode).toBe(200);
    const order = (await shopClient(t).get(`guest-carts/${chosen}/order`)).json();
    expect(order.extension_attributes.secondary_packaging).toBe(true);
    const [row] = await t.database.db
      .select({ secondaryPackaging: orders.secondaryPackaging })
      .from(orders)
      .where(eq(orders.id, Number(placed.json())));
    expect(row.secondaryPackaging).toBe(true);

    const untouched = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    await shopClient(t).post(`guest-carts/${untouched}/payment-information`, PLACE);
    expect((await shopClient(t).get(`guest-carts/${untouched}/order`)).json().extension_attributes.secondary_packaging).toBe(false);
  });
});
