import { asc, eq } from 'drizzle-orm';
import { carts, orderItems, orders } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { REST, customerToken, newGuestCart, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

const HTML_MESSAGE = 'HTML tags are not allowed.';
const GIFT = { recipient: 'Amy', sender: 'Rory', message: 'Happy birthday!' };
const EMPTY = { recipient: '', sender: '', message: '' };

describe('gift message API (spec 000 §3 "Gift message", §7)', () => {
  let t: TestApp;
  const client = () => shopClient(t);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const addLine = async (cartId: string, sku = 'EPOD-CRISP-MINT-12', qty = 1): Promise<number> => {
    const res = await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku, qty, quote_id: cartId } });
    expect(res.statusCode).toBe(200);
    return res.json().item_id as number;
  };
  const dataId = async (cartId: string): Promise<number> => (await client().get(`guest-carts/${cartId}`)).json().extension_attributes.data_id;

  describe('order level (guest)', () => {
    let cartId: string;
    beforeEach(async () => {
      cartId = await newGuestCart(t);
    });

    it('answers null while there is none', async () => {
      const res = await client().get(`guest-carts/${cartId}/gift-message`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toBeNull();
    });

    it('sets, reads back, replaces and deletes with empty values; each write bumps the cart version', async () => {
      const v0 = await dataId(cartId);
      const set = await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: { ...GIFT, extension_attributes: {} } });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toBe(true);
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toEqual(GIFT);
      const v1 = await dataId(cartId);
      expect(v1).toBeGreaterThan(v0);

      const replaced = await client().post(`guest-carts/${cartId}/gift-message`, {
        gift_message: { recipient: ' Clara ', sender: 'The Doctor', message: 'Run!' },
      });
      expect(replaced.json()).toBe(true);
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toEqual({ recipient: 'Clara', sender: 'The Doctor', message: 'Run!' });
      const v2 = await dataId(cartId);
      expect(v2).toBeGreaterThan(v1);

      const deleted = await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: EMPTY });
      expect(deleted.json()).toBe(true);
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toBeNull();
      expect(await dataId(cartId)).toBeGreaterThan(v2);
      const [row] = await t.database.db.select({ giftMessage: carts.giftMessage }).from(carts).where(eq(carts.maskedId, cartId));
      expect(row.giftMessage).toBeNull();
    });

    it("deletes with Magento's nulls too, and accepts Magento's extra fields", async () => {
      await client().post(`guest-carts/${cartId}/gift-message`, {
        gift_message: { gift_message_id: null, customer_id: 7, ...GIFT, extension_attributes: { entity_type: 'quote' } },
      });
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toEqual(GIFT);
      await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: { sender: null, recipient: null, message: null } });
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toBeNull();
    });

    it.each([
      ['HTML in the message', { ...GIFT, message: 'Hi <b>Amy</b>' }, { message: HTML_MESSAGE, parameters: { fieldName: 'gift_message.message' } }],
      [
        'a script as recipient',
        { ...GIFT, recipient: '<script>alert(1)</script>' },
        { message: HTML_MESSAGE, parameters: { fieldName: 'gift_message.recipient' } },
      ],
      ['HTML as sender', { ...GIFT, sender: '<img src=x onerror=alert(1)>' }, { message: HTML_MESSAGE, parameters: { fieldName: 'gift_message.sender' } }],
      [
        'a message too long',
        { ...GIFT, message: 'm'.repeat(1001) },
        { message: 'Please enter less or equal than 1000 symbols.', parameters: { fieldName: 'gift_message.message' } },
      ],
      [
        'a recipient too long',
        { ...GIFT, recipient: 'r'.repeat(256) },
        { message: 'Please enter less or equal than 255 symbols.', parameters: { fieldName: 'gift_message.recipient' } },
      ],
      [
        'a sender too long',
        { ...GIFT, sender: 's'.repeat(256) },
        { message: 'Please enter less or equal than 255 symbols.', parameters: { fieldName: 'gift_message.sender' } },
      ],
      [
        'To and From without a message',
        { ...GIFT, message: '  ' },
        { message: 'This is a required field.', parameters: { fieldName: 'gift_message.message' } },
      ],
    ])('refuses %s with 400 and changes nothing', async (_label, giftMessage, body) => {
      await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: GIFT });
      const version = await dataId(cartId);
      const res = await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: giftMessage });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(body);
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toEqual(GIFT);
      expect(await dataId(cartId)).toBe(version);
    });

    it('accepts exactly the longest texts', async () => {
      const longest = { recipient: 'r'.repeat(255), sender: 's'.repeat(255), message: 'm'.repeat(1000) };
      expect((await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: longest })).json()).toBe(true);
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toEqual(longest);
    });

    it('stores plain text: line breaks kept, control characters dropped (never a 500)', async () => {
      // NUL and unpaired surrogates never get this far: the server refuses them for every route.
      for (const message of ['Dear Amy,\u0000', 'Dear Amy \uD800!']) {
        const refused = await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: { message } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ message: 'The request contains characters that are not allowed.', parameters: [] });
      }
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toBeNull();
      const res = await client().post(`guest-carts/${cartId}/gift-message`, {
        gift_message: { message: 'Dear Amy,\r\nenjoy\u0007 it\u001b!', recipient: 'A & B "quoted"' },
      });
      expect(res.statusCode).toBe(200);
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toEqual({
        recipient: 'A & B "quoted"',
        sender: '',
        message: 'Dear Amy,\nenjoy it!',
      });
    });

    it('answers bad bodies with a 4xx and a message, never a 500', async () => {
      const garbage: unknown[] = [
        null,
        [],
        'text',
        12,
        true,
        {},
        { gift_message: [] },
        { gift_message: 'x' },
        { gift_message: { message: 5 } },
        { gift_message: { message: ['a'] } },
      ];
      for (const body of garbage) {
        const res = await t.request({
          method: 'POST',
          url: `${REST}/guest-carts/${cartId}/gift-message`,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toBeNull();
    });

    it('refuses an unknown cart with No such entity', async () => {
      const unknown = 'f'.repeat(32);
      for (const res of [
        await client().get(`guest-carts/${unknown}/gift-message`),
        await client().post(`guest-carts/${unknown}/gift-message`, { gift_message: GIFT }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: unknown } });
      }
    });
  });

  describe('item level (guest)', () => {
    let cartId: string;
    let itemId: number;
    beforeEach(async () => {
      cartId = await newGuestCart(t);
      itemId = await addLine(cartId);
    });

    it('sets, reads back, replaces and deletes one line’s message, apart from the order’s and the other lines’', async () => {
      const other = await addLine(cartId, 'EPOD-DARK-CHERRY-6');
      expect((await client().get(`guest-carts/${cartId}/gift-message/${itemId}`)).json()).toBeNull();
      const v0 = await dataId(cartId);

      expect((await client().post(`guest-carts/${cartId}/gift-message/${itemId}`, { gift_message: GIFT })).json()).toBe(true);
      expect((await client().get(`guest-carts/${cartId}/gift-message/${itemId}`)).json()).toEqual(GIFT);
      expect((await client().get(`guest-carts/${cartId}/gift-message/${other}`)).json()).toBeNull();
      expect((await client().get(`guest-carts/${cartId}/gift-message`)).json()).toBeNull();
      expect(await dataId(cartId)).toBeGreaterThan(v0);

      // The basket's line carries it too (cart item DTO's gift_message).
      const lines = (await client().get(`guest-carts/${cartId}/items`)).json() as { item_id: number; gift_message: unknown }[];
      expect(lines.find((l) => l.item_id === itemId)?.gift_message).toEqual(GIFT);
      expect(lines.find((l) => l.item_id === other)?.gift_message).toBeNull();

      await client().post(`guest-carts/${cartId}/gift-message/${itemId}`, { gift_message: { message: 'Just this' } });
      expect((await client().get(`guest-carts/${cartId}/gift-message/${itemId}`)).json()).toEqual({ recipient: '', sender: '', message: 'Just this' });

      const v1 = await dataId(cartId);
      expect((await client().post(`guest-carts/${cartId}/gift-message/${itemId}`, { gift_message: EMPTY })).json()).toBe(true);
      expect((await client().get(`guest-carts/${cartId}/gift-message/${itemId}`)).json()).toBeNull();
      expect(await dataId(cartId)).toBeGreaterThan(v1);
    });

    it('refuses another cart’s item id with No such entity and leaves that line alone', async () => {
      const otherCart = await newGuestCart(t);
      const otherItem = await addLine(otherCart);
      await client().post(`guest-carts/${otherCart}/gift-message/${otherItem}`, { gift_message: GIFT });
      const version = await dataId(cartId);

      const write = await client().post(`guest-carts/${cartId}/gift-message/${otherItem}`, { gift_message: { message: 'Hijacked' } });
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'itemId', fieldValue: otherItem } });
      const read = await client().get(`guest-carts/${cartId}/gift-message/${otherItem}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().parameters).toEqual({ fieldName: 'itemId', fieldValue: otherItem });

      expect((await client().get(`guest-carts/${otherCart}/gift-message/${otherItem}`)).json()).toEqual(GIFT);
      expect(await dataId(cartId)).toBe(version);
    });

    it.each([
      ['an unknown item id', '2147483647', 404],
      ['a removed line', 'removed', 404],
      ['a non-numeric item id', 'abc', 400],
      ['a negative item id', '-1', 400],
    ])('refuses %s', async (_label, id, status) => {
      let path = id;
      if (id === 'removed') {
        const gone = await addLine(cartId, 'EPOD-DARK-CHERRY-6');
        await client().delete(`guest-carts/${cartId}/items/${gone}`);
        path = String(gone);
      }
      const res = await client().post(`guest-carts/${cartId}/gift-message/${path}`, { gift_message: GIFT });
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe('string');
    });

    it('refuses HTML on a line with the rule’s message and keeps the line’s message', async () => {
      await client().post(`guest-carts/${cartId}/gift-message/${itemId}`, { gift_message: GIFT });
      const res = await client().post(`guest-carts/${cartId}/gift-message/${itemId}`, { gift_message: { ...GIFT, message: '<a href="x">click</a>' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: HTML_MESSAGE, parameters: { fieldName: 'gift_message.message' } });
      expect((await client().get(`guest-carts/${cartId}/gift-message/${itemId}`)).json()).toEqual(GIFT);
    });
  });

  describe('customer (carts/mine)', () => {
    it('asks for a login (401) without one, on every gift-message call', async () => {
      const anonymous = client();
      for (const res of [
        await anonymous.get('carts/mine/gift-message'),
        await anonymous.post('carts/mine/gift-message', { gift_message: GIFT }),
        await anonymous.get('carts/mine/gift-message/1'),
        await anonymous.post('carts/mine/gift-message/1', { gift_message: GIFT }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe("The consumer isn't authorized to access %resources.");
      }
    });

    it('sets and reads order and item messages on the customer’s cart, which the guest paths cannot reach', async () => {
      const mine = shopClient(t, { token: await customerToken(t) });
      await mine.post('carts/mine');
      const item = await mine.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
      const itemId = item.json().item_id as number;

      expect((await mine.post('carts/mine/gift-message', { gift_message: GIFT })).json()).toBe(true);
      expect((await mine.get('carts/mine/gift-message')).json()).toEqual(GIFT);
      expect((await mine.post(`carts/mine/gift-message/${itemId}`, { gift_message: { message: 'For the line' } })).json()).toBe(true);
      expect((await mine.get(`carts/mine/gift-message/${itemId}`)).json()).toEqual({ recipient: '', sender: '', message: 'For the line' });

      // A guest's item id is not the customer's.
      const guestCart = await newGuestCart(t);
      const guestItem = await addLine(guestCart);
      expect((await mine.post(`carts/mine/gift-message/${guestItem}`, { gift_message: GIFT })).statusCode).toBe(404);
      // And the customer's cart is not a guest cart, whatever its masked id.
      const [row] = await t.database.db
        .select({ maskedId: carts.maskedId })
        .from(carts)
        .where(eq(carts.id, Number((await mine.post('carts/mine')).json())));
      expect((await client().get(`guest-carts/${row.maskedId}/gift-message`)).statusCode).toBe(404);
      expect((await client().post(`guest-carts/${row.maskedId}/gift-message/${itemId}`, { gift_message: GIFT })).statusCode).toBe(404);
      expect((await mine.get(`carts/mine/gift-message/${itemId}`)).json()).toEqual({ recipient: '', sender: '', message: 'For the line' });

      expect((await mine.post('carts/mine/gift-message', { gift_message: EMPTY })).json()).toBe(true);
      expect((await mine.get('carts/mine/gift-message')).json()).toBeNull();
    });
  });

  it('documents the four calls in the OpenAPI document, with the body schema', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = [
      '/guest-carts/{cartId}/gift-message',
      '/guest-carts/{cartId}/gift-message/{itemId}',
      '/carts/mine/gift-message',
      '/carts/mine/gift-message/{itemId}',
    ];
    for (const path of paths) {
      const entry = doc.paths[`/rest/{storeCode}/V1${path}`];
      expect(Object.keys(entry).sort(), path).toEqual(['get', 'post']);
      const body = entry.post.requestBody.content['application/json'].schema;
      expect(Object.keys(body.properties.gift_message.properties)).toEqual(expect.arrayContaining(['recipient', 'sender', 'message', 'extension_attributes']));
    }
  });

  it('copies the order’s and the lines’ messages to the order when it is placed', async () => {
    const cartId = await readyGuestCart(t, [
      { sku: 'EPOD-CRISP-MINT-12', qty: 2 },
      { sku: 'EPOD-DARK-CHERRY-6', qty: 1 },
    ]);
    const lines = (await client().get(`guest-carts/${cartId}/items`)).json() as { item_id: number; sku: string }[];
    const mint = lines.find((l) => l.sku === 'EPOD-CRISP-MINT-12')!.item_id;
    await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: GIFT });
    await client().post(`guest-carts/${cartId}/gift-message/${mint}`, { gift_message: { recipient: 'Rory', sender: 'Amy', message: 'Your favourite' } });

    const placed = await client().post(`guest-carts/${cartId}/payment-information`, {
      email: 'amy.pond@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = Number(placed.json());

    const [order] = await t.database.db.select({ giftMessage: orders.giftMessage }).from(orders).where(eq(orders.id, orderId));
    expect(order.giftMessage).toEqual(GIFT);
    const items = await t.database.db
      .select({ sku: orderItems.sku, giftMessage: orderItems.giftMessage })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    expect(items).toEqual([
      { sku: 'EPOD-CRISP-MINT-12', giftMessage: { recipient: 'Rory', sender: 'Amy', message: 'Your favourite' } },
      { sku: 'EPOD-DARK-CHERRY-6', giftMessage: null },
    ]);

    // The cart is closed now: no more changes to its messages.
    const late = await client().post(`guest-carts/${cartId}/gift-message`, { gift_message: { message: 'Too late' } });
    expect(late.statusCode).toBe(404);
    const [after] = await t.database.db.select({ giftMessage: orders.giftMessage }).from(orders).where(eq(orders.id, orderId));
    expect(after.giftMessage).toEqual(GIFT);
  });
});
