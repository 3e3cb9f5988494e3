import { readFileSync } from 'node:fs';
import { eq, like } from 'drizzle-orm';
import { carts, customers, orders, paymentTransactions, savedCards } from '../../../db/schema';
import { type TestApp, createTestApp, testLogFile } from '../../../shared/server/testing/test-app';
import { customerToken, readyGuestCart, shopClient, subscription, UK_ADDRESS } from '../../../shared/server/testing/shop-client';
import {
  CARD_DATA_IN_CLEAR,
  CARD_DETAILS_MISSING,
  DEFAULT_PROVIDER_MESSAGES,
  encryptCard,
  SAVE_CARD_CUSTOMERS_ONLY,
  SAVED_CARD_EXPIRED,
} from '../../payment/domain';
import { SANDBOX_API_KEY, SANDBOX_NOTIFICATION_SECRET } from '../../payment/providers';
import { type RunningGateway, startSandboxGateway } from '../../payment/providers/sandbox/app';
import { saveCardToken } from '../../payment/server/vault';
import { THREE_DS_REQUIRED } from './place-order';

const JOHN = { email: 'john.smith@example.com', password: 'Password123!' };
const nextYear = new Date().getUTCFullYear() + 1;
const { CCAM2, CCAM3, CCAM4, CCAM5 } = DEFAULT_PROVIDER_MESSAGES;

describe('saved cards at place order (spec 002 §3, §5: tokenCode, save_my_card, saved_cc_cid, isSavedCardPayment)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let jane: number;
  let john: number;
  let janeCard: number;
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
    const rows = await t.database.db.select({ id: customers.id, email: customers.email }).from(customers);
    jane = rows.find((r) => r.email === 'jane.doe@example.com')!.id;
    john = rows.find((r) => r.email === 'john.smith@example.com')!.id;
    janeCard = (await t.database.db.select().from(savedCards).where(eq(savedCards.customerId, jane)))[0].id;
  });
  afterAll(async () => {
    if (gatewayUrlBefore === undefined) delete process.env.GATEWAY_URL;
    else process.env.GATEWAY_URL = gatewayUrlBefore;
    await t.close();
    await twin.close();
  });

  /** A signed-in customer's basket, ready for payment. */
  async function customerAtPayment(who?: typeof JOHN, options: { subscribe?: boolean } = {}) {
    const token = await customerToken(t, who);
    const client = shopClient(t, { token });
    const cartId = (await client.post('carts/mine')).json();
    const added = await client.post('carts/mine/items', {
      cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, quote_id: cartId, ...(options.subscribe ? { product_option: subscription() } : {}) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const shipped = await client.post('carts/mine/shipping-information', {
      addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const cart = (await client.get('carts/mine')).json().id as number;
    return { client, cart };
  }

  const pay = (client: ReturnType<typeof shopClient>, additional_data: object) =>
    client.post('carts/mine/payment-information', { paymentMethod: { method: 'worldpay_cc', additional_data, extension_attributes: { agreement_ids: [1] } } });
  const savedCardData = (id: number | string, cvv = '123') => ({ isSavedCardPayment: true, tokenCode: String(id), saved_cc_cid: cvv });
  const paymentsOf = (cartId: number) =>
    t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cartId}-%`));
  const ordersOf = (cartId: number) => t.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  const cartIsActive = async (cartId: number) => (await t.database.db.select().from(carts).where(eq(carts.id, cartId)))[0].isActive;
  const cardsOf = (customerId: number) => t.database.db.select().from(savedCards).where(eq(savedCards.customerId, customerId));

  async function newCard(name = 'John Smith', number = '5555555555554444') {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, { number, cvc: '123', expiryMonth: '11', expiryYear: String(nextYear), cardholderName: name });
    return { encryptedData, cc_type: number.startsWith('4') ? 'VI' : 'MC', cc_number: `XXXX-${number.slice(-4)}`, cc_name: name };
  }

  it('Jane pays with her saved Visa by its vault id and CVV: the server maps the id to the token, authorises and captures', async () => {
    const { client, cart } = await customerAtPayment(undefined);
    const response = await pay(client, savedCardData(janeCard));
    expect(response.statusCode, response.body).toBe(200);
    const [payment] = await paymentsOf(cart);
    expect(payment).toMatchObject({ status: 'CAPTURED', cardLast4: '1111', cardType: 'VI' });
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CAPTURED' });
    expect(await ordersOf(cart)).toHaveLength(1);
  });

  it('answers the saved cards with their id, never the token', async () => {
    const token = await customerToken(t);
    const listed = await shopClient(t, { token }).get('customers/me/saved-cards');
    expect(listed.body).not.toContain('tok_');
    expect(listed.json()[0]).toMatchObject({ id: janeCard, masked: '•••• 1111', type: 'VI', expires: '12/2030' });
  });

  it.each([
    ['another customer’s card', () => savedCardData(janeCard), CCAM2],
    ['an unknown id', () => savedCardData(999999), CCAM2],
    ['a forged token in tokenCode', () => savedCardData('tok_sandbox_jane_visa_1111'), CCAM2],
    ['no tokenCode', () => ({ isSavedCardPayment: true, saved_cc_cid: '123' }), CCAM2],
    ['a 4-digit CVV for a Visa', () => savedCardData(janeCard, '1234'), CCAM2],
    ['a CVV of letters', () => savedCardData(janeCard, '12a'), CCAM3],
  ])('John paying with %s is refused (400, nothing charged, nothing changed)', async (_label, data, message) => {
    const { client, cart } = await customerAtPayment(JOHN);
    const response = await pay(client, data());
    expect([response.statusCode, response.json()]).toEqual([400, { message, parameters: [] }]);
    expect(await paymentsOf(cart)).toEqual([]);
    expect(await ordersOf(cart)).toEqual([]);
    expect(await cartIsActive(cart)).toBe(true);
  });

  it.each([
    ['1234', CCAM3],
    ['12', CCAM3],
    ['', CCAM3],
  ])('Jane’s Visa with the CVV %j is refused with CCAM3 before the gateway', async (cvv, message) => {
    const { client, cart } = await customerAtPayment();
    const response = await pay(client, savedCardData(janeCard, cvv));
    expect([response.statusCode, response.json()]).toEqual([400, { message, parameters: [] }]);
    expect(await paymentsOf(cart)).toEqual([]);
    expect(await cartIsActive(cart)).toBe(true);
  });

  it('an American Express saved card needs 4 digits (CCAM3 for 3); an expired card and one without a token are refused', async () => {
    const amex = await saveCardToken(t.database.db, john, {
      token: 'tok_unknown_amex',
      type: 'AE',
      last4: '0005',
      expiryMonth: 1,
      expiryYear: nextYear + 1,
      cardholderName: 'John Smith',
    });
    const expired = await saveCardToken(t.database.db, john, {
      token: 'tok_old_visa',
      type: 'VI',
      last4: '0002',
      expiryMonth: 1,
      expiryYear: 2020,
      cardholderName: 'John Smith',
    });
    const { client, cart } = await customerAtPayment(JOHN);
    expect((await pay(client, savedCardData(amex.id, '123'))).json()).toEqual({ message: CCAM3, parameters: [] });
    expect((await pay(client, savedCardData(expired.id, '123'))).json()).toEqual({ message: SAVED_CARD_EXPIRED, parameters: [] });
    await t.database.db.update(savedCards).set({ token: '' }).where(eq(savedCards.id, amex.id));
    expect((await pay(client, savedCardData(amex.id, '1234'))).json()).toEqual({ message: CCAM2, parameters: [] });
    expect(await paymentsOf(cart)).toEqual([]);
    await t.database.db.delete(savedCards).where(eq(savedCards.customerId, john));
  });

  it('refuses a saved-card payment that carries a card number in clear, and never logs the CVV', async () => {
    const { client } = await customerAtPayment();
    const response = await pay(client, { ...savedCardData(janeCard, '987'), note: '4444 3333 2222 1111' });
    expect([response.statusCode, response.json().message]).toEqual([400, CARD_DATA_IN_CLEAR]);
    const log = readFileSync(testLogFile(), 'utf8');
    expect(log).not.toContain('saved_cc_cid');
    expect(log).not.toMatch(/\b987\b/);
    expect(log).not.toContain('tok_sandbox_jane_visa_1111');
  });

  it('a guest never pays with a saved card and cannot save one', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const place = (additional_data: object) =>
      shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
        email: 'guest.saver@example.com',
        paymentMethod: { method: 'worldpay_cc', additional_data, extension_attributes: { agreement_ids: [1] } },
      });
    expect((await place(savedCardData(janeCard))).json()).toEqual({ message: CCAM2, parameters: [] });
    const saving = await place({ ...(await newCard('Guest Saver', '4444333322221111')), save_my_card: true, disclaimerFlag: true });
    expect([saving.statusCode, saving.json()]).toEqual([400, { message: SAVE_CARD_CUSTOMERS_ONLY, parameters: [] }]);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
    expect(await paymentsOf(cart.id)).toEqual([]);
    expect(cart.isActive).toBe(true);
  });

  it('saving a card needs the disclaimer (CCAM5); accepted, the gateway’s token is kept in the vault and pays the next order', async () => {
    let { client, cart } = await customerAtPayment(JOHN);
    const refused = await pay(client, { ...(await newCard()), save_my_card: true });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: CCAM5, parameters: [] }]);
    expect(await paymentsOf(cart)).toEqual([]);
    expect(await cardsOf(john)).toEqual([]);

    const saved = await pay(client, { ...(await newCard()), save_my_card: true, disclaimerFlag: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const [card] = await cardsOf(john);
    expect(card).toMatchObject({ cardType: 'MC', last4: '4444', expiryMonth: 11, expiryYear: nextYear, cardholderName: 'John Smith' });
    expect(card.token).toMatch(/^tok_/);

    ({ client, cart } = await customerAtPayment(JOHN));
    const again = await pay(client, savedCardData(card.id, '321'));
    expect(again.statusCode, again.body).toBe(200);
    expect((await paymentsOf(cart))[0]).toMatchObject({ status: 'CAPTURED', cardLast4: '4444' });
    await t.database.db.delete(savedCards).where(eq(savedCards.customerId, john));
  });

  it('a new card not saved is not kept', async () => {
    const { client } = await customerAtPayment(JOHN);
    expect((await pay(client, await newCard())).statusCode).toBe(200);
    expect(await cardsOf(john)).toEqual([]);
  });

  it('a subscription in the basket needs the card saved (CCAM4), unless a saved card pays', async () => {
    const { client, cart } = await customerAtPayment(undefined, { subscribe: true });
    const refused = await pay(client, await newCard('Jane Doe', '4444333322221111'));
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: CCAM4, parameters: [] }]);
    expect(await paymentsOf(cart)).toEqual([]);
    const paid = await pay(client, savedCardData(janeCard));
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('a saved card that needs 3-D Secure returns to /worldpay/savedcard/redirect and the order is then placed with that payment', async () => {
    let { client, cart } = await customerAtPayment(JOHN);
    const saved = await pay(client, { ...(await newCard('John Smith', '4444333322221111')), save_my_card: true, disclaimerFlag: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const [kept] = await cardsOf(john);
    // Rename the kept card at the twin so that it asks for a challenge next time.
    twin.gateway.savedCard(kept.token)!.cardholderName = '3DS_V2_CHALLENGE_IDENTIFIED';
    ({ client, cart } = await customerAtPayment(JOHN));
    const challenged = await pay(client, savedCardData(kept.id, '123'));
    expect([challenged.statusCode, challenged.json().message]).toEqual([409, THREE_DS_REQUIRED]);
    const orderCode = challenged.json().parameters.order_code as string;
    const paymentId = String(challenged.json().parameters.redirect_url).split('/').at(-1)!;
    expect(await ordersOf(cart)).toEqual([]);
    const page = await twin.gateway.completePage(paymentId, 'success');
    expect(page!.redirectUrl).toMatch(new RegExp(`/worldpay/savedcard/redirect/success\\?orderCode=${orderCode}$`));
    const back = await t.request({ method: 'GET', url: `/worldpay/savedcard/redirect/success?orderCode=${orderCode}` });
    expect([back.statusCode, back.headers.location]).toEqual([303, `/checkout?threeds=${orderCode}#payment`]);
    const bare = await t.request({ method: 'GET', url: `/worldpay/savedcard/redirect?outcome=success&orderCode=${orderCode}` });
    expect(bare.headers.location).toBe(`/checkout?threeds=${orderCode}#payment`);
    expect((await t.request({ method: 'GET', url: '/worldpay/savedcard/redirect?outcome=success&orderCode=%3Cscript%3E' })).statusCode).toBe(400);
    const placed = await pay(client, { threeds_order_code: orderCode });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await paymentsOf(cart)).map((p) => [p.orderCode, p.status, p.cardLast4])).toEqual([[orderCode, 'CAPTURED', '1111']]);
    expect(await ordersOf(cart)).toHaveLength(1);
    // The customer's order read says it is paid: the amount taken and the card's last four digits.
    const order = (await client.get(`carts/mine/orders/${placed.json()}`)).json();
    expect(order.payment).toEqual({
      method: 'worldpay_cc',
      additional_information: ['Credit / Debit Card'],
      amount_paid: order.grand_total,
      cc_last4: '1111',
      cc_type: 'VI',
    });
    await t.database.db.delete(savedCards).where(eq(savedCards.customerId, john));
  });

  it('the demo account Chris Secure’s seeded Visa ending 1091 is challenged at every payment; a failed challenge comes back to say so', async () => {
    const chris = { email: 'chris.secure@example.com', password: 'Password123!' };
    const { client, cart } = await customerAtPayment(chris);
    const [card] = await client.get('customers/me/saved-cards').then((r) => r.json() as { id: number; last4: string }[]);
    expect(card).toMatchObject({ last4: '1091' });
    const challenged = await pay(client, savedCardData(card.id, '123'));
    expect([challenged.statusCode, challenged.json().message]).toEqual([409, THREE_DS_REQUIRED]);
    const orderCode = challenged.json().parameters.order_code as string;
    const paymentId = String(challenged.json().parameters.redirect_url).split('/').at(-1)!;
    const page = await twin.gateway.completePage(paymentId, 'failure');
    expect(page!.redirectUrl).toMatch(new RegExp(`/worldpay/savedcard/redirect/failure\\?orderCode=${orderCode}$`));
    const back = await t.request({ method: 'GET', url: `/worldpay/savedcard/redirect/failure?orderCode=${orderCode}` });
    expect([back.statusCode, back.headers.location]).toEqual([303, '/checkout?threeds_result=failure#payment']);
    expect((await paymentsOf(cart)).map((p) => [p.orderCode, p.status])).toEqual([[orderCode, 'REFUSED']]);
    expect(await ordersOf(cart)).toEqual([]);
    // That challenge is over: its order code no longer pays, the card is asked again.
    const refused = await pay(client, { threeds_order_code: orderCode });
    expect([refused.statusCode, refused.json().message]).toEqual([400, CARD_DETAILS_MISSING]);
    expect(await ordersOf(cart)).toEqual([]);
  });

  it('GET /worldpay/savedcard/config answers the store’s disclaimer and whether it is mandatory', async () => {
    const config = (await t.request({ method: 'GET', url: '/worldpay/savedcard/config' })).json();
    expect(config).toMatchObject({ enabled: true, disclaimerMandatory: true });
    expect(config.disclaimer).toMatch(/^By saving your card/);
  });
});
