import { readFileSync } from 'node:fs';
import { eq, like } from 'drizzle-orm';
import { carts, orders, paymentTransactions, products } from '../../../db/schema';
import { type TestApp, createTestApp, testLogFile } from '../../../shared/server/testing/test-app';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { setStoreConfig } from '../../stores/server/testing';
import { encryptCard, INSTALMENTS_NOT_OFFERED_MESSAGE } from '../../payment/domain';
import { SANDBOX_API_KEY, SANDBOX_NOTIFICATION_SECRET } from '../../payment/providers';
import { type RunningGateway, startSandboxGateway } from '../../payment/providers/sandbox/app';

const BR = '/rest/br/V1';
const MX = '/rest/mx/V1';
const CPF = '529.982.247-25';
const CNPJ = '11.222.333/0001-81';
// Each store answers in its language: Brazil's texts in Portuguese, Mexico's in Spanish.
const CCAM20 = 'O CPF deve ter 11 dígitos ou o CNPJ 14 dígitos.';
const CCAM21 = 'A finalidade da transação só pode conter letras, dígitos e espaços.';
const INSTALMENT_REQUIRED_BR = 'Selecione o número de parcelas.';
const INSTALMENT_REQUIRED_MX = 'Seleccione el número de meses.';
const CPF_NOT_ASKED_MX = 'El CPF o CNPJ solo se solicita para una dirección de facturación en Brasil. Revise su dirección de facturación.';
const nextYear = String(new Date().getUTCFullYear() + 1);

const BR_ADDRESS = {
  firstname: 'Ana',
  lastname: 'Souza',
  street: ['Av. Paulista, 1578'],
  city: 'São Paulo',
  region: 'SP',
  postcode: '01310-200',
  country_id: 'BR',
  telephone: '+5511987654321',
  email: 'ana.souza@example.com',
};
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

describe('Latin-American card payments at place order (CPF, instalments, statement text; spec 002 §5, §9)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  const gatewayUrlBefore = process.env.GATEWAY_URL;
  beforeAll(async () => {
    twin = await startSandboxGateway({
      port: 0,
      shopOrigin: 'http://localhost:3000',
      latencyMs: () => 0,
      outage: () => false,
      notificationSecret: SANDBOX_NOTIFICATION_SECRET,
      apiKey: SANDBOX_API_KEY,
    });
    process.env.GATEWAY_URL = twin.url;
    t = await createTestApp();
  });
  afterAll(async () => {
    if (gatewayUrlBefore === undefined) delete process.env.GATEWAY_URL;
    else process.env.GATEWAY_URL = gatewayUrlBefore;
    await t.close();
    await twin.close();
  });

  const client = () => shopClient(t);

  async function readyCart(base: string, address: object, items = [{ sku: 'EPOD2-KIT-BLUE', qty: 1 }]): Promise<string> {
    const cartId = (await client().post(`${base}/guest-carts`)).json() as string;
    for (const item of items)
      expect((await client().post(`${base}/guest-carts/${cartId}/items`, { cartItem: { ...item, quote_id: cartId } })).statusCode).toBe(200);
    const shipping = await client().post(`${base}/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    return cartId;
  }

  async function cardData(extra: object = {}) {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, {
      number: '4444333322221111',
      cvc: '123',
      expiryMonth: '12',
      expiryYear: nextYear,
      cardholderName: 'Ana Souza',
    });
    return { encryptedData, cc_type: 'VI', cc_number: 'XXXX-XXXX-XXXX-1111', cc_name: 'Ana Souza', ...extra };
  }

  const place = (base: string, cartId: string, additional_data: object, billingAddress: object = BR_ADDRESS) =>
    client().post(`${base}/guest-carts/${cartId}/payment-information`, {
      email: 'ana.souza@example.com',
      paymentMethod: { method: 'worldpay_cc', additional_data },
      billingAddress,
    });

  const cartOf = async (maskedId: string) => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  const paymentsOf = (cartId: number) =>
    t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cartId}-%`));
  const ordersOf = (cartId: number) => t.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  const stockOf = async (sku: string) => (await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.sku, sku)))[0].qty;

  /** A refused place order changes nothing: no order, no payment, the basket open at its version, the stock untouched. */
  async function expectNothingChanged(cartId: string, version: number, stock: number) {
    const cart = await cartOf(cartId);
    expect(cart).toMatchObject({ isActive: true, version });
    expect(await ordersOf(cart.id)).toEqual([]);
    expect(await paymentsOf(cart.id)).toEqual([]);
    expect(await stockOf('EPOD2-KIT-BLUE')).toBe(stock);
  }

  it('pays in Brazil with a CPF and 3 instalments: the gateway gets them, the statement text and the delivery charge; the shop keeps no CPF', async () => {
    const cartId = await readyCart(BR, BR_ADDRESS);
    const response = await place(BR, cartId, await cardData({ cpf: CPF, instalment: '3', statementNarrative: 'Vype Brasil' }));
    expect(response.statusCode, response.body).toBe(200);
    const cart = await cartOf(cartId);
    const [order] = await ordersOf(cart.id);
    // R$ 69 device + R$ 19.90 flat rate (free only from R$ 199), ICMS included.
    expect(order).toMatchObject({ currency: 'BRL', grandTotal: 8890, shippingInclTax: 1990, paymentMethod: 'worldpay_cc' });
    const [payment] = await paymentsOf(cart.id);
    expect(payment).toMatchObject({ status: 'CAPTURED', amount: 8890, currency: 'BRL', cardLast4: '1111' });
    expect(twin.gateway.payment(payment.paymentId)!.latam).toEqual({
      cpfGiven: true,
      instalments: 3,
      statementNarrative: 'Vype Brasil',
      shippingFee: { value: 1990, currency: 'BRL' },
    });
    const stored = JSON.stringify([order, payment, cart]);
    expect(stored).not.toContain('52998224725');
    expect(stored).not.toContain(CPF);
    expect(readFileSync(testLogFile(), 'utf8')).not.toContain('52998224725');
  });

  it('takes a CNPJ (whose 14 digits may pass the card-number check) and One Payment', async () => {
    const cartId = await readyCart(BR, BR_ADDRESS);
    const response = await place(BR, cartId, await cardData({ cpf: CNPJ, instalment: 'One Payment', statementNarrative: 'Loja 12' }));
    expect(response.statusCode, response.body).toBe(200);
    const [payment] = await paymentsOf((await cartOf(cartId)).id);
    expect(twin.gateway.payment(payment.paymentId)!.latam).toMatchObject({ cpfGiven: true, instalments: 1 });
  });

  it.each([
    ['a wrong CPF check digit', { cpf: '529.982.247-24', instalment: '3', statementNarrative: 'Vype' }, CCAM20],
    ['no CPF', { instalment: '3', statementNarrative: 'Vype' }, CCAM20],
    ['a CPF of 12 digits', { cpf: '529982247250', instalment: '3', statementNarrative: 'Vype' }, CCAM20],
    ['instalments the store does not offer for Brazil (7)', { cpf: CPF, instalment: '7', statementNarrative: 'Vype' }, INSTALMENT_REQUIRED_BR],
    ['no instalment choice', { cpf: CPF, statementNarrative: 'Vype' }, INSTALMENT_REQUIRED_BR],
    ['a statement text with punctuation', { cpf: CPF, instalment: '3', statementNarrative: 'Vype-Brasil!' }, CCAM21],
    ['no statement text', { cpf: CPF, instalment: '3' }, CCAM21],
    ['a statement text over 50 characters', { cpf: CPF, instalment: '3', statementNarrative: 'A'.repeat(51) }, CCAM21],
  ])('refuses %s with the store’s text (400) and changes nothing', async (_label, latam, message) => {
    const cartId = await readyCart(BR, BR_ADDRESS);
    const before = await cartOf(cartId);
    const stock = await stockOf('EPOD2-KIT-BLUE');
    const response = await place(BR, cartId, await cardData(latam));
    expect([response.statusCode, response.json()]).toEqual([400, { message, parameters: [] }]);
    await expectNothingChanged(cartId, before.version, stock);
  });

  it('answers the store’s own CCAM20 text when the store configures one', async () => {
    const restore = await setStoreConfig(t.database.db, { 'payment/worldpay/exception_messages/CCAM20': 'Informe um CPF ou CNPJ válido.' }, 'br');
    try {
      const cartId = await readyCart(BR, BR_ADDRESS);
      const response = await place(BR, cartId, await cardData({ cpf: '123', instalment: '3', statementNarrative: 'Vype' }));
      expect([response.statusCode, response.json()]).toEqual([400, { message: 'Informe um CPF ou CNPJ válido.', parameters: [] }]);
    } finally {
      await restore();
    }
  });

  it('pays without the statement text when the store does not ask for it', async () => {
    const restore = await setStoreConfig(t.database.db, { 'payment/worldpay_cc/statement_enabled': '0' }, 'br');
    try {
      const cartId = await readyCart(BR, BR_ADDRESS);
      const response = await place(BR, cartId, await cardData({ cpf: CPF, instalment: '2', statementNarrative: 'ignored' }));
      expect(response.statusCode, response.body).toBe(200);
      const [payment] = await paymentsOf((await cartOf(cartId)).id);
      expect(twin.gateway.payment(payment.paymentId)!.latam).toEqual({ cpfGiven: true, instalments: 2, shippingFee: { value: 1990, currency: 'BRL' } });
    } finally {
      await restore();
    }
  });

  describe('outside Brazil (the Mexico store takes cards with instalments)', () => {
    it('refuses a CPF sent with a Mexican billing address, keeping nothing', async () => {
      const cartId = await readyCart(MX, MX_ADDRESS);
      const before = await cartOf(cartId);
      const response = await place(MX, cartId, await cardData({ cpf: CPF, instalment: '3', statementNarrative: 'Vype' }), MX_ADDRESS);
      expect([response.statusCode, response.json()]).toEqual([400, { message: CPF_NOT_ASKED_MX, parameters: [] }]);
      expect(await ordersOf(before.id)).toEqual([]);
    });

    it('passes Mexico’s instalments without a CPF nor a shipping fee (Brazil only)', async () => {
      const cartId = await readyCart(MX, MX_ADDRESS);
      const response = await place(MX, cartId, await cardData({ instalment: '6', statementNarrative: 'Vype Mexico' }), MX_ADDRESS);
      expect(response.statusCode, response.body).toBe(200);
      const [payment] = await paymentsOf((await cartOf(cartId)).id);
      expect(twin.gateway.payment(payment.paymentId)!.latam).toEqual({ cpfGiven: false, instalments: 6, statementNarrative: 'Vype Mexico' });
    });

    it('refuses instalments Mexico is not offered (2)', async () => {
      const cartId = await readyCart(MX, MX_ADDRESS);
      const response = await place(MX, cartId, await cardData({ instalment: '2', statementNarrative: 'Vype' }), MX_ADDRESS);
      expect([response.statusCode, response.json()]).toEqual([400, { message: INSTALMENT_REQUIRED_MX, parameters: [] }]);
    });
  });

  it('refuses instalments in the UK, where none are offered, and pays One Payment as a plain card payment', async () => {
    const uk = { ...BR_ADDRESS, street: ['12 High Street'], city: 'Gloucester', region: '', postcode: 'GL1 1AA', country_id: 'GB', telephone: '+447700900123' };
    const cartId = await readyCart('/rest/default/V1', uk);
    const payload = (data: object) =>
      client().post(`/rest/default/V1/guest-carts/${cartId}/payment-information`, {
        email: 'ana.souza@example.com',
        paymentMethod: { method: 'worldpay_cc', additional_data: data, extension_attributes: { agreement_ids: [1] } },
        billingAddress: uk,
      });
    const refused = await payload(await cardData({ instalment: '3' }));
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: INSTALMENTS_NOT_OFFERED_MESSAGE, parameters: [] }]);
    const paid = await payload(await cardData({ instalment: 'One Payment' }));
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await paymentsOf((await cartOf(cartId)).id);
    expect(twin.gateway.payment(payment.paymentId)!.latam).toBeUndefined();
  });
});
