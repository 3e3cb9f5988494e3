import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { payuPayments, products } from '../../../db/schema';
import { CARD_DATA_IN_CLEAR, CARD_PAYMENT_ERROR, CARD_PAYMENT_REFUSED, INSTALMENT_REQUIRED_MESSAGE } from '../../payment/domain';
import { GATEWAY_UNAVAILABLE } from '../../payment/server/card-payment-plugin';
import { claimAttempt } from '../../checkout/server/place-order/attempts';
import { recoverAbandonedAttempts } from '../../checkout/server/place-order/recovery';
import { messageIn } from '../../../shared/server/testing/messages';
import { testLogFile } from '../../../shared/server/testing/test-app';
import { createPayuClient, SANDBOX_PAYU_CREDENTIALS } from '../providers';
import { captureOverduePayuCards } from './capture-retry';
import { BR, BR_ADDRESS, CPF, MX, MX_ADDRESS, type PayuShop, payuShop } from './payu-fixture';

/** The Brazilian store's refusals are in Portuguese. */
const br = (message: string) => messageIn('pt-BR', message);

const CCAM20 = 'CPF must be 11 digits or CNPJ must be 14 digits.';
const year = String(new Date().getUTCFullYear() + 1);

describe('payu_gateway_card over real HTTP with PayU’s twin (spec 002 §5, §9)', () => {
  let s: PayuShop;
  beforeAll(async () => {
    s = await payuShop();
  });
  afterAll(async () => s?.close());
  beforeEach(() => {
    s.steer.latency = 0;
    s.steer.outage = false;
  });

  /** The browser: the store's PayU settings, then the card tokenised at PayU from the shop's page. */
  async function tokenise(base: string, card: { number?: string; name?: string } = {}): Promise<string> {
    const config = (await s.client.get(`${base}/payu/config`)).json() as { tokenisation_url: string; public_key: string };
    const response = await fetch(config.tokenisation_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.shopOrigin },
      body: JSON.stringify({
        publicKey: config.public_key,
        card: { number: card.number ?? '4444333322221111', securityCode: '123', expirationDate: `${year}/12`, name: card.name ?? 'Ana Souza' },
      }),
    });
    return ((await response.json()) as { creditCardToken: { creditCardTokenId: string } }).creditCardToken.creditCardTokenId;
  }
  const cardData = async (base: string, extra: object = {}, card: { number?: string; name?: string } = {}) => ({
    payu_token: await tokenise(base, card),
    cc_type: 'VI',
    cc_last4: '1111',
    ...extra,
  });

  const setStock = (sku: string, qty: number) => s.t.database.db.update(products).set({ qty }).where(eq(products.sku, sku));

  /** A refused place order leaves the basket open at its version, no order, the stock untouched. */
  async function expectNothingChanged(maskedId: string, version: number, stock: number) {
    const cart = await s.cartOf(maskedId);
    expect(cart).toMatchObject({ isActive: true, version });
    expect(await s.orderOf(cart.id)).toBeUndefined();
    expect(await s.stockOf('EPOD2-KIT-BLUE')).toBe(stock);
  }

  it('offers both PayU methods in Brazil beside the store’s card, and its instalment choices for the basket', async () => {
    const cartId = await s.readyCart(BR, BR_ADDRESS);
    const methods = (await s.client.get(`${BR}/guest-carts/${cartId}/payment-information`)).json().payment_methods.map((m: { code: string }) => m.code);
    expect(methods).toEqual(['worldpay_cc', 'payu_gateway', 'payu_gateway_card']);
    // R$ 88.90: PayU's plans reach 8 instalments of at least R$ 10; the store offers 2–6, 10 and 12.
    const plans = await s.client.post(`${BR}/guest-carts/${cartId}/payu/instalments`, { countryId: 'BR' });
    expect(plans.json()).toEqual({
      currency: 'BRL',
      options: [
        { value: 'One Payment', count: 1, instalment_amount: 8890, total: 8890 },
        { value: '2', count: 2, instalment_amount: 4445, total: 8890 },
        { value: '3', count: 3, instalment_amount: 2964, total: 8890 },
        { value: '4', count: 4, instalment_amount: 2223, total: 8890 },
        { value: '5', count: 5, instalment_amount: 1778, total: 8890 },
        { value: '6', count: 6, instalment_amount: 1482, total: 8890 },
      ],
    });
    expect((await s.client.post(`${BR}/guest-carts/${cartId}/payu/instalments`, { countryId: 'Brazil' })).statusCode).toBe(400);
  });

  it('pays in Brazil with the CPF and 3 instalments: authorised with the delivery charge, captured after the order; the shop keeps no CPF, no card', async () => {
    const cartId = await s.readyCart(BR, BR_ADDRESS);
    const before = await s.cartOf(cartId);
    const response = await s.place(BR, cartId, 'payu_gateway_card', await cardData(BR, { cpf: CPF, instalment: '3' }), BR_ADDRESS);
    expect(response.statusCode, response.body).toBe(200);
    const cart = await s.cartOf(cartId);
    const order = await s.orderOf(cart.id);
    expect(order).toMatchObject({ currency: 'BRL', grandTotal: 8890, shippingInclTax: 1990, paymentMethod: 'payu_gateway_card', state: 'new' });
    const [payment] = await s.paymentsOf(cart.id);
    expect(payment).toMatchObject({
      reference: `P${cart.id}-${before.version}-1`,
      status: 'CAPTURED',
      amount: 8890,
      currency: 'BRL',
      cardLast4: '1111',
      cardType: 'VI',
      instalments: 3,
      orderId: order.id,
    });
    const atPayu = s.twin.twin.order(Number(payment.payuOrderId))!;
    expect(atPayu.card).toMatchObject({ instalments: 3, cpfGiven: true, shippingFee: { value: 1990, currency: 'BRL' }, last4: '1111' });
    expect(atPayu.transactions.map((t) => [t.type, t.state])).toEqual([
      ['AUTHORIZATION', 'APPROVED'],
      ['CAPTURE', 'APPROVED'],
    ]);
    const stored = JSON.stringify([order, payment, cart]);
    expect(stored).not.toContain('52998224725');
    expect(stored).not.toContain(CPF);
    expect(readFileSync(testLogFile(), 'utf8')).not.toContain('52998224725');
  });

  it('refuses a card PayU declines (a cardholder named REJECTED) with the refusal’s text; the basket stays and another card pays', async () => {
    const cartId = await s.readyCart(BR, BR_ADDRESS);
    const before = await s.cartOf(cartId);
    const stock = await s.stockOf('EPOD2-KIT-BLUE');
    const refused = await s.place(BR, cartId, 'payu_gateway_card', await cardData(BR, { cpf: CPF, instalment: '2' }, { name: 'REJECTED' }), BR_ADDRESS);
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: br(CARD_PAYMENT_REFUSED), parameters: [] }]);
    await expectNothingChanged(cartId, before.version, stock);
    expect((await s.paymentsOf(before.id)).map((p) => [p.reference, p.status, p.orderId])).toEqual([[`P${before.id}-${before.version}-1`, 'DECLINED', null]]);
    const failed = await s.place(BR, cartId, 'payu_gateway_card', await cardData(BR, { cpf: CPF, instalment: '2' }, { name: 'ERROR' }), BR_ADDRESS);
    expect([failed.statusCode, failed.json()]).toEqual([400, { message: br(CARD_PAYMENT_ERROR), parameters: [] }]);
    const paid = await s.place(BR, cartId, 'payu_gateway_card', await cardData(BR, { cpf: CPF, instalment: '2' }), BR_ADDRESS);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await s.paymentsOf(before.id)).find((p) => p.status === 'CAPTURED')!.reference).toBe(`P${before.id}-${before.version}-3`);
  });

  it.each([
    ['an invalid CPF check digit', { cpf: '529.982.247-24', instalment: '3' }, CCAM20],
    ['no CPF', { instalment: '3' }, CCAM20],
    ['no instalment choice', { cpf: CPF }, INSTALMENT_REQUIRED_MESSAGE],
    ['instalments the store does not offer (7)', { cpf: CPF, instalment: '7' }, INSTALMENT_REQUIRED_MESSAGE],
    ['instalments PayU has no plan for at R$ 88.90 (10)', { cpf: CPF, instalment: '10' }, INSTALMENT_REQUIRED_MESSAGE],
  ])('refuses %s with the store’s text (400), changing nothing and charging nothing', async (_label, latam, message) => {
    const cartId = await s.readyCart(BR, BR_ADDRESS);
    const before = await s.cartOf(cartId);
    const stock = await s.stockOf('EPOD2-KIT-BLUE');
    const response = await s.place(BR, cartId, 'payu_gateway_card', await cardData(BR, latam), BR_ADDRESS);
    expect([response.statusCode, response.json()]).toEqual([400, { message: br(message), parameters: [] }]);
    await expectNothingChanged(cartId, before.version, stock);
    expect(s.twin.twin.ordersOf(`P${before.id}-${before.version}-1`)).toEqual([]);
  });

  it('refuses a card number or security code sent to the shop in clear, before anything else', async () => {
    const cartId = await s.readyCart(BR, BR_ADDRESS);
    const response = await s.place(
      BR,
      cartId,
      'payu_gateway_card',
      { ...(await cardData(BR, { cpf: CPF, instalment: '3' })), cc_number: '4444333322221111', cc_cid: '123' },
      BR_ADDRESS,
    );
    expect([response.statusCode, response.json()]).toEqual([400, { message: br(CARD_DATA_IN_CLEAR), parameters: [] }]);
  });

  it('pays in Mexico with instalments, no CPF and no delivery charge sent (Brazil only)', async () => {
    const cartId = await s.readyCart(MX, MX_ADDRESS);
    const response = await s.place(MX, cartId, 'payu_gateway_card', await cardData(MX, { instalment: '3' }), MX_ADDRESS);
    expect(response.statusCode, response.body).toBe(200);
    const [payment] = await s.paymentsOf((await s.cartOf(cartId)).id);
    expect(payment).toMatchObject({ status: 'CAPTURED', amount: 34800, currency: 'MXN', instalments: 3 });
    const card = s.twin.twin.order(Number(payment.payuOrderId))!.card!;
    expect(card).toMatchObject({ instalments: 3, cpfGiven: false });
    expect(card.shippingFee).toBeUndefined();
  });

  it('answers 503 when PayU is down, and the basket is paid once it is back', async () => {
    const cartId = await s.readyCart(BR, BR_ADDRESS);
    const before = await s.cartOf(cartId);
    const stock = await s.stockOf('EPOD2-KIT-BLUE');
    const data = await cardData(BR, { cpf: CPF, instalment: 'One Payment' });
    s.steer.outage = true;
    const down = await s.place(BR, cartId, 'payu_gateway_card', data, BR_ADDRESS);
    expect([down.statusCode, down.json()]).toEqual([503, { message: br(GATEWAY_UNAVAILABLE), parameters: [] }]);
    await expectNothingChanged(cartId, before.version, stock);
    s.steer.outage = false;
    expect((await s.place(BR, cartId, 'payu_gateway_card', data, BR_ADDRESS)).statusCode).toBe(200);
  });

  it('voids the authorisation when the order cannot be written (the last unit sold meanwhile)', async () => {
    const cartId = await s.readyCart(BR, BR_ADDRESS, [{ sku: 'EPOD2-KIT-BLACK', qty: 1 }]);
    const cart = await s.cartOf(cartId);
    const stock = await s.stockOf('EPOD2-KIT-BLACK');
    const data = await cardData(BR, { cpf: CPF, instalment: '2' });
    s.steer.latency = 400;
    const placing = s.place(BR, cartId, 'payu_gateway_card', data, BR_ADDRESS);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await setStock('EPOD2-KIT-BLACK', 0);
    const response = await placing;
    s.steer.latency = 0;
    await setStock('EPOD2-KIT-BLACK', stock);
    expect(response.statusCode, response.body).toBe(400);
    expect(await s.orderOf(cart.id)).toBeUndefined();
    const [payment] = await s.paymentsOf(cart.id);
    expect([payment.status, payment.orderId]).toEqual(['VOIDED', null]);
    expect(s.twin.twin.order(Number(payment.payuOrderId))!.transactions.map((t) => [t.type, t.state])).toEqual([
      ['AUTHORIZATION', 'APPROVED'],
      ['VOID', 'APPROVED'],
    ]);
  });

  it('captures, a minute on, an order’s card whose capture failed after the commit (once, however often it runs)', async () => {
    const cartId = await s.readyCart(BR, BR_ADDRESS);
    const cart = await s.cartOf(cartId);
    const reference = `P${cart.id}-${cart.version}-1`;
    const payu = createPayuClient({ baseUrl: s.twin.url, ...SANDBOX_PAYU_CREDENTIALS });
    const authorised = await payu.authorise({
      accountId: '512327',
      reference,
      description: 'Vype order',
      amount: { value: 8890, currency: 'BRL' },
      token: await tokenise(BR),
      network: 'VISA',
      country: 'BR',
      payer: { email: 'ana.souza@example.com', fullName: 'Ana Souza', taxNumber: '52998224725' },
      instalments: 1,
    });
    // The order was written with it and its capture failed: the payment stays authorised, two minutes old.
    await s.t.database.db.insert(payuPayments).values({
      reference,
      method: 'payu_gateway_card',
      cartId: cart.id,
      orderId: 999_999,
      accountId: '512327',
      status: 'AUTHORIZED',
      amount: 8890,
      currency: 'BRL',
      payuOrderId: authorised.payuOrderId,
      transactionId: authorised.transactionId,
      cardLast4: '1111',
      cardType: 'VI',
      updatedAt: new Date(Date.now() - 120_000),
    });
    expect(await captureOverduePayuCards(s.t.app, payu)).toBe(1);
    expect(await captureOverduePayuCards(s.t.app, payu)).toBe(0);
    expect((await s.paymentsOf(cart.id))[0].status).toBe('CAPTURED');
    expect(s.twin.twin.order(Number(authorised.payuOrderId))!.transactions.map((t) => [t.type, t.state])).toEqual([
      ['AUTHORIZATION', 'APPROVED'],
      ['CAPTURE', 'APPROVED'],
    ]);
  });

  it('recovers a crash’s attempt by its reference: PayU’s authorisation voided, no order touched', async () => {
    const cartId = await s.readyCart(BR, BR_ADDRESS);
    const cart = await s.cartOf(cartId);
    const reference = `P${cart.id}-${cart.version}-1`;
    // The call claimed its attempt and PayU authorised, then the process died before the order.
    await claimAttempt(s.t.database.db, { cartId: cart.id, cartVersion: cart.version, method: 'payu-card', amount: 8890, currency: 'BRL', reference });
    const payu = createPayuClient({ baseUrl: s.twin.url, ...SANDBOX_PAYU_CREDENTIALS });
    const authorised = await payu.authorise({
      accountId: '512327',
      reference,
      description: 'Vype order',
      amount: { value: 8890, currency: 'BRL' },
      token: await tokenise(BR),
      network: 'VISA',
      country: 'BR',
      payer: { email: 'ana.souza@example.com', fullName: 'Ana Souza', taxNumber: '52998224725' },
      instalments: 1,
    });
    expect(authorised.state).toBe('APPROVED');
    const recovered = await recoverAbandonedAttempts(s.t.database.db, s.t.app.paymentMethods, { gateway: s.t.app.paymentGateway, log: s.t.app.log }, 0);
    expect(recovered).toBe(1);
    expect(s.twin.twin.order(Number(authorised.payuOrderId))!.transactions.map((t) => [t.type, t.state])).toEqual([
      ['AUTHORIZATION', 'APPROVED'],
      ['VOID', 'APPROVED'],
    ]);
    expect((await s.paymentsOf(cart.id)).map((p) => [p.reference, p.status])).toEqual([[reference, 'VOIDED']]);
    // The basket pays afresh under a new reference.
    const paid = await s.place(BR, cartId, 'payu_gateway_card', await cardData(BR, { cpf: CPF, instalment: '2' }), BR_ADDRESS);
    expect(paid.statusCode, paid.body).toBe(200);
  });
});
