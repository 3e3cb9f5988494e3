import { asc, eq } from 'drizzle-orm';
import { cartItems, carts, orderItems } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

const EPEN = 'EPEN3-KIT-SILVER';
const BLUE_EPOD = 'EPOD2-KIT-BLUE';

const jane = {
  front: { text: 'Jane', typeface: 'Script', orientation: 'Horizontal', pattern: 'Waves', icon: 'Heart' },
  back: { text: 'Est. 2024', typeface: 'Modern Sans', orientation: 'Vertical' },
};
// The same engraving, written in another key order and with spaces the schema trims.
const janeAgain = {
  back: { orientation: 'Vertical', text: ' Est. 2024 ', typeface: 'Modern Sans' },
  front: { icon: 'Heart', pattern: 'Waves', orientation: 'Horizontal', typeface: 'Script', text: 'Jane' },
};
const john = { front: { text: 'John', typeface: 'Classic Serif', orientation: 'Vertical' } };

const engraved = (personalisation: unknown) => ({ extension_attributes: { personalisation } });

interface Line {
  item_id: number;
  sku: string;
  qty: number;
  extension_attributes: { personalisable: boolean; personalisation: unknown };
}

describe('personalised devices through the REST API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const add = (cartId: string, sku: string, qty: number, personalisation?: unknown) =>
    shopClient(t).post(`guest-carts/${cartId}/items`, {
      cartItem: { sku, qty, quote_id: cartId, ...(personalisation === undefined ? {} : { product_option: engraved(personalisation) }) },
    });
  const lines = async (cartId: string): Promise<Line[]> => (await shopClient(t).get(`guest-carts/${cartId}/items`)).json();
  const rowsOf = async (cartId: string) => {
    const [cart] = await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, cartId));
    return t.database.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id));
  };

  it('adds the ePen 3 with an engraving: the line carries it', async () => {
    const cartId = await newGuestCart(t);
    const res = await add(cartId, EPEN, 1, jane);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sku: EPEN, qty: 1, extension_attributes: { personalisable: true, personalisation: jane } });
    const [line] = await lines(cartId);
    expect(line.extension_attributes).toMatchObject({ personalisable: true, personalisation: jane });
    const [row] = await rowsOf(cartId);
    expect(row.personalisation).toEqual(jane);
  });

  it('keeps differently engraved devices on separate lines and adds the same engraving to its line', async () => {
    const cartId = await newGuestCart(t);
    expect((await add(cartId, EPEN, 1, jane)).statusCode).toBe(200);
    expect((await add(cartId, EPEN, 2, john)).statusCode).toBe(200);
    expect((await add(cartId, EPEN, 1, janeAgain)).statusCode).toBe(200);
    expect((await add(cartId, EPEN, 1)).statusCode).toBe(200);
    const all = await lines(cartId);
    expect(all.map((l) => [l.qty, l.extension_attributes.personalisation])).toEqual([
      [2, jane],
      [2, john],
      [1, null],
    ]);
    expect(new Set(all.map((l) => l.item_id)).size).toBe(3);
  });

  it('refuses to engrave the blue ePod, which is not personalisable, and adds nothing', async () => {
    const cartId = await newGuestCart(t);
    const res = await add(cartId, BLUE_EPOD, 1, john);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This product cannot be personalised.');
    expect(await lines(cartId)).toEqual([]);
    // Without an engraving it is an ordinary line.
    const plain = await add(cartId, BLUE_EPOD, 1);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().extension_attributes).toMatchObject({ personalisable: false, personalisation: null });
  });

  it.each([
    ['an HTML tag', { front: { ...john.front, text: '<b>John</b>' } }, 'HTML tags are not allowed.'],
    ['a script', { back: { text: '<script>alert(1)</script>', typeface: 'Script', orientation: 'Vertical' } }, 'HTML tags are not allowed.'],
    ['text too long', { front: { ...john.front, text: 'x'.repeat(21) } }, 'Please enter less or equal than 20 symbols.'],
    ['an unknown typeface', { front: { ...john.front, typeface: 'Comic Sans' } }, 'Please select an option.'],
    ['neither side', {}, 'Enter the text for the front or the back.'],
  ])('refuses an engraving with %s with a 400 and adds nothing', async (_name, personalisation, message) => {
    const cartId = await newGuestCart(t);
    await add(cartId, EPEN, 1, jane);
    const res = await add(cartId, EPEN, 1, personalisation);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const all = await lines(cartId);
    expect(all.map((l) => [l.qty, l.extension_attributes.personalisation])).toEqual([[1, jane]]);
  });

  it('writes the engraving on the order item when the order is placed', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    expect((await add(cartId, EPEN, 1, jane)).statusCode).toBe(200);
    expect((await add(cartId, EPEN, 1, john)).statusCode).toBe(200);
    expect((await add(cartId, 'ACC-USBC-CABLE', 1)).statusCode).toBe(200);
    const shipping = await client.post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode).toBe(200);
    const placed = await client.post(`guest-carts/${cartId}/payment-information`, {
      email: UK_ADDRESS.email,
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(placed.statusCode).toBe(200);
    const orderId = Number(placed.json());
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    expect(items.map((i) => [i.sku, i.qty, i.personalisation])).toEqual([
      [EPEN, 1, jane],
      [EPEN, 1, john],
      ['ACC-USBC-CABLE', 1, null],
    ]);
  });
});
