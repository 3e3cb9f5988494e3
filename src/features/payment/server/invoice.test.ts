import { eq } from 'drizzle-orm';
import { cartElectronicInvoices, carts, orders } from '../../../db/schema';
import { customerToken, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';

const MX = '/rest/mx/V1';
const MX_ADDRESS = {
  firstname: 'Lucía',
  lastname: 'Hernández',
  street: ['Av. Paseo de la Reforma 222'],
  city: 'Ciudad de México',
  region: 'CDMX',
  postcode: '06600',
  country_id: 'MX',
  telephone: '+525512345678',
  email: 'lucia@example.com',
};
const FORM = {
  receiveInvoice: true,
  rfcNumber: 'heml850101ab1',
  businessName: '  Lucía  Hernández López ',
  taxRegime: '612',
  cfdiUse: 'g03',
  postcode: '06600',
};
// The Mexican store answers in its language (es-MX).
const INVALID = 'El formulario de factura electrónica tiene campos no válidos';

describe('the Mexican electronic invoice (POST …/edicom) and place-order check 5', () => {
  let t: TestApp;
  const client = () => shopClient(t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function mxCart(): Promise<string> {
    const cartId = (await client().post(`${MX}/guest-carts`)).json() as string;
    const added = await client().post(`${MX}/guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD2-KIT-BLUE', qty: 1, quote_id: cartId } });
    expect(added.statusCode).toBe(200);
    return cartId;
  }

  async function readyMxCart(): Promise<string> {
    const cartId = await mxCart();
    const shipping = await client().post(`${MX}/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: MX_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    return cartId;
  }

  const invoiceRow = async (maskedId: string) => {
    const [cart] = await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, maskedId));
    const [row] = await t.database.db.select().from(cartElectronicInvoices).where(eq(cartElectronicInvoices.cartId, cart.id));
    return row;
  };

  const placeOrder = (cartId: string, additional_data?: object) =>
    client().post(`${MX}/guest-carts/${cartId}/payment-information`, {
      email: MX_ADDRESS.email,
      paymentMethod: { method: 'cashondelivery', ...(additional_data ? { additional_data } : {}) },
      billingAddress: MX_ADDRESS,
    });

  it('saves the form on the basket with the RFC and codes upper-cased', async () => {
    const cartId = await mxCart();
    const response = await client().post(`${MX}/guest-carts/${cartId}/edicom`, FORM);
    expect(response.statusCode).toBe(200);
    const saved = {
      receiveInvoice: true,
      rfcNumber: 'HEML850101AB1',
      businessName: 'Lucía Hernández López',
      taxRegime: '612',
      cfdiUse: 'G03',
      postcode: '06600',
      email: null,
    };
    expect(response.json()).toEqual(saved);
    expect(await invoiceRow(cartId)).toMatchObject(saved);
  });

  it('refuses a form with invalid fields with 400, each field’s message, and saves nothing', async () => {
    const cartId = await mxCart();
    const response = await client().post(`${MX}/guest-carts/${cartId}/edicom`, {
      ...FORM,
      rfcNumber: 'HEML851301AB1',
      cfdiUse: 'X99',
      postcode: '6600',
      email: 'lucia@',
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        message: INVALID,
        parameters: [],
        errors: [
          { message: 'Ingrese un RFC válido.', parameters: { fieldName: 'rfcNumber' } },
          { message: 'Elija un uso de CFDI válido.', parameters: { fieldName: 'cfdiUse' } },
          { message: 'Ingrese el código postal de 5 dígitos de su domicilio fiscal.', parameters: { fieldName: 'postcode' } },
          { message: 'Ingrese un correo electrónico válido (p. ej.: johndoe@domain.com).', parameters: { fieldName: 'email' } },
        ],
      },
    ]);
    expect(await invoiceRow(cartId)).toBeUndefined();
    // A valid form saved earlier is kept when a later one is refused.
    await client().post(`${MX}/guest-carts/${cartId}/edicom`, FORM);
    const refused = await client().post(`${MX}/guest-carts/${cartId}/edicom`, { receiveInvoice: true, rfcNumber: '' });
    expect(refused.json()).toMatchObject({
      message: INVALID,
      errors: expect.arrayContaining([{ message: 'Ingrese el nombre registrado ante el SAT.', parameters: { fieldName: 'businessName' } }]),
    });
    expect(await invoiceRow(cartId)).toMatchObject({ rfcNumber: 'HEML850101AB1' });
  });

  it('answers a malformed body with 400, an unknown basket with 404, a guest on carts/mine with 401, and another store with 400', async () => {
    const cartId = await mxCart();
    const malformed = await client().post(`${MX}/guest-carts/${cartId}/edicom`, { rfcNumber: 'HEML850101AB1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String), parameters: expect.anything() });
    const unknown = await client().post(`${MX}/guest-carts/${'0'.repeat(32)}/edicom`, FORM);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'No existe ningún registro con %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: '0'.repeat(32) } },
    ]);
    const notMasked = await client().post(`${MX}/guest-carts/abc/edicom`, FORM);
    expect(notMasked.statusCode).toBe(404);
    const guest = await client().post(`${MX}/carts/mine/edicom`, FORM);
    expect(guest.statusCode).toBe(401);
    const ukCart = (await client().post('/rest/default/V1/guest-carts')).json() as string;
    const uk = await client().post(`/rest/default/V1/guest-carts/${ukCart}/edicom`, FORM);
    expect([uk.statusCode, uk.json()]).toEqual([400, { message: 'The electronic invoice is not available in this store.', parameters: [] }]);
  });

  it('saves a customer’s form on carts/mine', async () => {
    const jane = shopClient(t, { token: await customerToken(t) });
    expect((await jane.post(`${MX}/carts/mine`)).statusCode).toBe(200);
    const response = await jane.post(`${MX}/carts/mine/edicom`, { ...FORM, email: 'facturas@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rfcNumber: 'HEML850101AB1', email: 'facturas@example.com' });
    const opt = await jane.post(`${MX}/carts/mine/edicom`, { receiveInvoice: false, rfcNumber: 'whatever' });
    expect(opt.json()).toEqual({ receiveInvoice: false, rfcNumber: null, businessName: null, taxRegime: null, cfdiUse: null, postcode: null, email: null });
  });

  it('refuses the order of a shopper who asks for an invoice without a saved form, and changes nothing', async () => {
    const cartId = await readyMxCart();
    const refused = await placeOrder(cartId, { edicomEnabled: true });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: INVALID, parameters: [] }]);
    const [cart] = await t.database.db.select({ isActive: carts.isActive }).from(carts).where(eq(carts.maskedId, cartId));
    expect(cart.isActive).toBe(true);
  });

  it('places the order with the invoice form saved; the order finds it through its basket', async () => {
    const cartId = await readyMxCart();
    expect((await client().post(`${MX}/guest-carts/${cartId}/edicom`, FORM)).statusCode).toBe(200);
    const placed = await placeOrder(cartId, { edicomEnabled: '1' });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await t.database.db
      .select({ cartId: orders.cartId })
      .from(orders)
      .where(eq(orders.id, Number(placed.json())));
    const [invoice] = await t.database.db.select().from(cartElectronicInvoices).where(eq(cartElectronicInvoices.cartId, order.cartId));
    expect(invoice).toMatchObject({ receiveInvoice: true, rfcNumber: 'HEML850101AB1' });
  });

  it('refuses at place order a saved form today’s rules find invalid', async () => {
    const cartId = await readyMxCart();
    await client().post(`${MX}/guest-carts/${cartId}/edicom`, FORM);
    const [cart] = await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, cartId));
    await t.database.db.update(cartElectronicInvoices).set({ taxRegime: '999' }).where(eq(cartElectronicInvoices.cartId, cart.id));
    const refused = await placeOrder(cartId);
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: INVALID, parameters: [] }]);
  });

  it('places an order without an invoice when none is asked for', async () => {
    const cartId = await readyMxCart();
    const placed = await placeOrder(cartId);
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
