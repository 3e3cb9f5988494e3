import { readFileSync } from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import { carts, customers, orderItems, orders, paymentTransactions, savedCards } from '../../../db/schema';
import { type TestApp, createTestApp, testLogFile } from '../../../shared/server/testing/test-app';
import { customerToken, shopClient, subscription, UK_ADDRESS } from '../../../shared/server/testing/shop-client';
import {
  CARD_DETAILS_MISSING,
  DEFAULT_PROVIDER_MESSAGES,
  encryptCard,
  SAVED_CARD_PAYS_SUBSCRIPTION,
  SUBSCRIPTION_PAYMENT_NEEDS_ACCOUNT,
  SUBSCRIPTION_PAYMENT_NEEDS_SUBSCRIPTION,
} from '../../payment/domain';
import { SANDBOX_API_KEY, SANDBOX_NOTIFICATION_SECRET } from '../../payment/providers';
import { setStoreConfig } from '../../stores/server/testing';
import { THREE_DS_REQUIRED } from './place-order';
import { type RunningGateway, startSandboxGateway } from '../../payment/providers/sandbox/app';

const JOHN = { email: 'john.smith@example.com', password: 'Password123!' };
const JANE = { email: 'jane.doe@example.com', password: 'Password123!' };
const nextYear = new Date().getUTCFullYear() + 1;
const { CCAM2, CCAM3, CCAM5 } = DEFAULT_PROVIDER_MESSAGES;
const CARD_NUMBER = '5555555555554444';

describe('subscription card payments (subscribe_pro, subscribe_pro_vault; spec 002 §5 method types, §7)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let jane: number;
  let john: number;
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
    jane = rows.find((r) => r.email === JANE.email)!.id;
    john = rows.find((r) => r.email === JOHN.email)!.id;
  });
  afterAll(async () => {
    if (gatewayUrlBefore === undefined) delete process.env.GATEWAY_URL;
    else process.env.GATEWAY_URL = gatewayUrlBefore;
    await t.close();
    await twin.close();
  });

  /** A signed-in customer's basket at the payment step: two pod packs, on a monthly subscription or not, and a cable. */
  async function customerAtPayment(who: typeof JOHN, options: { subscribe: boolean }) {
    const client = shopClient(t, { token: await customerToken(t, who) });
    const quoteId = (await client.post('carts/mine')).json();
    // The customer's basket left by an earlier test (a refused order) starts empty again.
    for (const item of (await client.get('carts/mine/items')).json() as { item_id: number }[])
      expect((await client.delete(`carts/mine/items/${item.item_id}`)).statusCode).toBe(200);
    const pods = await client.post('carts/mine/items', {
      cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, quote_id: quoteId, ...(options.subscribe ? { product_option: subscription() } : {}) },
    });
    expect(pods.statusCode, pods.body).toBe(200);
    const cable = await client.post('carts/mine/items', { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1, quote_id: quoteId } });
    expect(cable.statusCode, cable.body).toBe(200);
    const shipped = await client.post('carts/mine/shipping-information', {
      addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const cart = (await client.get('carts/mine')).json().id as number;
    return { client, cart, offered: (shipped.json().payment_methods as { code: string }[]).map((m) => m.code) };
  }

  /** A guest's basket with a monthly subscription, at the payment step. */
  async function guestSubscriptionCart() {
    const client = shopClient(t);
    const cartId = (await client.post('guest-carts')).json() as string;
    expect(
      (await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, quote_id: cartId, product_option: subscription() } }))
        .statusCode,
    ).toBe(200);
    const shipped = await client.post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    return { client, cartId, offered: (shipped.json().payment_methods as { code: string }[]).map((m) => m.code) };
  }

  const pay = (client: ReturnType<typeof shopClient>, method: string, additional_data: object) =>
    client.post('carts/mine/payment-information', { paymentMethod: { method, additional_data, extension_attributes: { agreement_ids: [1] } } });
  const profileData = (id: number | string, cvv = '123') => ({ isSavedCardPayment: true, tokenCode: String(id), saved_cc_cid: cvv });
  const paymentsOf = (cartId: number) =>
    t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cartId}-%`));
  const orderOf = async (cartId: number) => (await t.database.db.select().from(orders).where(eq(orders.cartId, cartId)))[0];
  const linesOf = (orderId: number) => t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const profilesOf = (customerId: number) =>
    t.database.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.customerId, customerId), eq(savedCards.method, 'subscribe_pro')));
  const cartIsActive = async (cartId: number) => (await t.database.db.select().from(carts).where(eq(carts.id, cartId)))[0].isActive;

  async function newCard(name = 'John Smith', number = CARD_NUMBER) {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, { number, cvc: '123', expiryMonth: '11', expiryYear: String(nextYear), cardholderName: name });
    return { encryptedData, cc_type: number.startsWith('4') ? 'VI' : 'MC', cc_number: `XXXX-${number.slice(-4)}`, cc_name: name };
  }

  /** John pays a monthly subscription with a new card: his subscription payment profile. */
  async function johnsProfile() {
    const [kept] = await profilesOf(john);
    if (kept) return kept;
    const { client } = await customerAtPayment(JOHN, { subscribe: true });
    const paid = await pay(client, 'subscribe_pro', { ...(await newCard()), save_my_card: true, disclaimerFlag: true });
    expect(paid.statusCode, paid.body).toBe(200);
    return (await profilesOf(john))[0];
  }

  it('is offered to a customer whose basket holds a subscription line, not for a one-time basket nor to a guest', async () => {
    expect((await customerAtPayment(JOHN, { subscribe: true })).offered).toEqual([
      'worldpay_cc',
      'subscribe_pro',
      'cashondelivery',
      'worldpay_apm',
      'paypal_express',
      'worldpay_wallets',
    ]);
    expect((await customerAtPayment(JOHN, { subscribe: false })).offered).not.toContain('subscribe_pro');
    expect((await guestSubscriptionCart()).offered).toEqual(['worldpay_cc', 'cashondelivery', 'worldpay_apm', 'paypal_express', 'worldpay_wallets']);
  });

  it('pays a monthly subscription with a new card and keeps it as John’s subscription payment profile: token, type, last 4, expiry and the scheme reference, linked to the subscription line', async () => {
    const { client, cart } = await customerAtPayment(JOHN, { subscribe: true });
    const paid = await pay(client, 'subscribe_pro', { ...(await newCard()), save_my_card: true, disclaimerFlag: true });
    expect(paid.statusCode, paid.body).toBe(200);

    const order = await orderOf(cart);
    expect(order).toMatchObject({ customerId: john, paymentMethod: 'subscribe_pro' });
    const [payment] = await paymentsOf(cart);
    expect(payment).toMatchObject({ status: 'CAPTURED', cardLast4: '4444', cardType: 'MC', amount: order.grandTotal });
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CAPTURED' });

    const [profile] = await profilesOf(john);
    expect(profile).toMatchObject({
      cardType: 'MC',
      last4: '4444',
      expiryMonth: 11,
      expiryYear: nextYear,
      cardholderName: 'John Smith',
      method: 'subscribe_pro',
    });
    // The twin's own records: the token it issued, and the scheme's id of this first stored-credential payment.
    const atGateway = twin.gateway.savedCard(profile.token);
    expect(atGateway).toBeDefined();
    expect(profile.schemeTransactionId).toMatch(/^\d{15}$/);
    expect(profile.schemeTransactionId).toBe(atGateway!.schemeTransactionId);
    // No card data beyond the last four digits, in the row or the log.
    expect(JSON.stringify(profile)).not.toContain(CARD_NUMBER);
    expect(JSON.stringify(profile)).not.toMatch(/"123"/);
    expect(readFileSync(testLogFile(), 'utf8')).not.toContain(CARD_NUMBER);

    const lines = await linesOf(order.id);
    expect(lines.map((l) => [l.sku, l.isSubscription, l.subscriptionPaymentProfileId])).toEqual([
      ['EPOD-CRISP-MINT-12', true, profile.id],
      ['ACC-USBC-CABLE', false, null],
    ]);

    // The customer's stored cards list it as the card their subscriptions renew with, never with its token.
    const listed = await client.get('customers/me/saved-cards');
    expect(listed.body).not.toContain(profile.token);
    expect(listed.json()).toContainEqual(expect.objectContaining({ id: profile.id, masked: '•••• 4444', pays_subscriptions: true }));
  });

  it('refuses subscribe_pro for a basket without a subscription line (400, nothing charged, nothing changed)', async () => {
    const { client, cart } = await customerAtPayment(JOHN, { subscribe: false });
    const response = await pay(client, 'subscribe_pro', { ...(await newCard()), save_my_card: true, disclaimerFlag: true });
    expect([response.statusCode, response.json()]).toEqual([400, { message: SUBSCRIPTION_PAYMENT_NEEDS_SUBSCRIPTION, parameters: [] }]);
    const vault = await pay(client, 'subscribe_pro_vault', profileData((await johnsProfile()).id));
    expect([vault.statusCode, vault.json()]).toEqual([400, { message: SUBSCRIPTION_PAYMENT_NEEDS_SUBSCRIPTION, parameters: [] }]);
    expect(await paymentsOf(cart)).toEqual([]);
    expect(await orderOf(cart)).toBeUndefined();
    expect(await cartIsActive(cart)).toBe(true);
  });

  it('refuses a guest’s subscription: its renewals need an account (as the card refuses to save a guest’s card)', async () => {
    const { client, cartId } = await guestSubscriptionCart();
    const response = await client.post(`guest-carts/${cartId}/payment-information`, {
      email: 'guest.subscriber@example.com',
      paymentMethod: {
        method: 'subscribe_pro',
        additional_data: { ...(await newCard('Guest Subscriber')), save_my_card: true, disclaimerFlag: true },
        extension_attributes: { agreement_ids: [1] },
      },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: SUBSCRIPTION_PAYMENT_NEEDS_ACCOUNT, parameters: [] }]);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
    expect(await paymentsOf(cart.id)).toEqual([]);
    expect(cart.isActive).toBe(true);
  });

  it('a new subscription card needs the store’s disclaimer accepted (CCAM5); a saved card is sent as subscribe_pro_vault', async () => {
    const { client, cart } = await customerAtPayment(JOHN, { subscribe: true });
    const noDisclaimer = await pay(client, 'subscribe_pro', { ...(await newCard()), save_my_card: true });
    expect([noDisclaimer.statusCode, noDisclaimer.json()]).toEqual([400, { message: CCAM5, parameters: [] }]);
    const savedUnderNewCard = await pay(client, 'subscribe_pro', profileData((await johnsProfile()).id));
    expect([savedUnderNewCard.statusCode, savedUnderNewCard.json()]).toEqual([400, { message: CARD_DETAILS_MISSING, parameters: [] }]);
    const newCardUnderVault = await pay(client, 'subscribe_pro_vault', { ...(await newCard()), disclaimerFlag: true });
    expect([newCardUnderVault.statusCode, newCardUnderVault.json()]).toEqual([400, { message: CCAM2, parameters: [] }]);
    expect(await paymentsOf(cart)).toEqual([]);
    expect(await cartIsActive(cart)).toBe(true);
  });

  it('pays a new subscription with John’s saved profile and its CVV, whatever subscribe_pro_*_vault* name the browser sends; the new subscription line renews with the same profile', async () => {
    const profile = await johnsProfile();
    const { client, cart } = await customerAtPayment(JOHN, { subscribe: true });
    const paid = await pay(client, 'subscribe_pro_cc_vault_3', profileData(profile.id, '321'));
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await orderOf(cart);
    expect(order.paymentMethod).toBe('subscribe_pro_vault');
    expect((await paymentsOf(cart))[0]).toMatchObject({ status: 'CAPTURED', cardLast4: '4444' });
    expect((await linesOf(order.id)).find((l) => l.isSubscription)!.subscriptionPaymentProfileId).toBe(profile.id);
    // No second profile: the one saved before pays.
    expect(await profilesOf(john)).toHaveLength(1);
  });

  it.each([
    ['a CVV of the wrong size', (id: number) => profileData(id, '12'), CCAM3],
    ['no tokenCode', () => ({ isSavedCardPayment: true, saved_cc_cid: '123' }), CCAM2],
    ['an unknown id', () => profileData(999999), CCAM2],
  ])('refuses a saved profile with %s (400, nothing charged)', async (_label, data, message) => {
    const profile = await johnsProfile();
    const { client, cart } = await customerAtPayment(JOHN, { subscribe: true });
    const response = await pay(client, 'subscribe_pro_vault', data(profile.id));
    expect([response.statusCode, response.json()]).toEqual([400, { message, parameters: [] }]);
    expect(await paymentsOf(cart)).toEqual([]);
    expect(await cartIsActive(cart)).toBe(true);
  });

  it('refuses another customer’s profile, and a saved card that is not a subscription profile, as not found (CCAM2)', async () => {
    const johns = await johnsProfile();
    const { client, cart } = await customerAtPayment(JANE, { subscribe: true });
    const others = await pay(client, 'subscribe_pro_vault', profileData(johns.id));
    expect([others.statusCode, others.json()]).toEqual([400, { message: CCAM2, parameters: [] }]);
    const [janesVisa] = await t.database.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.customerId, jane), eq(savedCards.method, 'worldpay_cc')));
    const plainCard = await pay(client, 'subscribe_pro_vault', profileData(janesVisa.id));
    expect([plainCard.statusCode, plainCard.json()]).toEqual([400, { message: CCAM2, parameters: [] }]);
    expect(await paymentsOf(cart)).toEqual([]);
    expect(await cartIsActive(cart)).toBe(true);
  });

  it('a profile a subscription renews with cannot be deleted from Stored Payment Methods (400, it stays)', async () => {
    const profile = await johnsProfile();
    const client = shopClient(t, { token: await customerToken(t, JOHN) });
    const response = await client.delete(`customers/me/saved-cards/${profile.id}`);
    expect([response.statusCode, response.json()]).toEqual([400, { message: SAVED_CARD_PAYS_SUBSCRIPTION, parameters: [] }]);
    expect(await profilesOf(john)).toHaveLength(1);
  });

  it('a new card whose bank asks for 3-D Secure: after the passed challenge the order is placed and the card kept as a profile (token and scheme reference from the gateway’s inquiry)', async () => {
    const { client, cart } = await customerAtPayment(JOHN, { subscribe: true });
    const challenged = await pay(client, 'subscribe_pro', { ...(await newCard('John Smith', '4000000000001091')), save_my_card: true, disclaimerFlag: true });
    expect([challenged.statusCode, challenged.json().message]).toEqual([409, THREE_DS_REQUIRED]);
    const orderCode = challenged.json().parameters.order_code as string;
    const paymentId = String(challenged.json().parameters.redirect_url).split('/').at(-1)!;
    expect(await orderOf(cart)).toBeUndefined();
    await twin.gateway.completePage(paymentId, 'success');
    const back = await t.request({ method: 'GET', url: `/worldpay/threedsecure/auth/success?orderCode=${orderCode}` });
    expect(back.headers.location).toBe(`/checkout?threeds=${orderCode}#payment`);

    const placed = await pay(client, 'subscribe_pro', { threeds_order_code: orderCode });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await orderOf(cart);
    expect(twin.gateway.payment(paymentId)).toMatchObject({ status: 'CAPTURED' });
    const profile = (await profilesOf(john)).find((p) => p.last4 === '1091')!;
    expect(profile.token).toBe(twin.gateway.payment(paymentId)!.savedCard!.token);
    expect(profile.schemeTransactionId).toBe(twin.gateway.payment(paymentId)!.schemeTransactionId);
    expect((await linesOf(order.id)).find((l) => l.isSubscription)!.subscriptionPaymentProfileId).toBe(profile.id);
  });

  it('a saved profile whose bank asks for 3-D Secure: after the passed challenge the new subscription renews with that profile', async () => {
    const profile = (await profilesOf(john)).find((p) => p.last4 === '1091')!;
    const { client, cart } = await customerAtPayment(JOHN, { subscribe: true });
    const challenged = await pay(client, 'subscribe_pro_vault', profileData(profile.id));
    expect([challenged.statusCode, challenged.json().message]).toEqual([409, THREE_DS_REQUIRED]);
    const orderCode = challenged.json().parameters.order_code as string;
    const paymentId = String(challenged.json().parameters.redirect_url).split('/').at(-1)!;
    const page = await twin.gateway.completePage(paymentId, 'success');
    expect(page!.redirectUrl).toContain(`/worldpay/savedcard/redirect/success?orderCode=${orderCode}`);
    const placed = await pay(client, 'subscribe_pro', { threeds_order_code: orderCode });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await orderOf(cart);
    expect((await linesOf(order.id)).find((l) => l.isSubscription)!.subscriptionPaymentProfileId).toBe(profile.id);
    expect((await profilesOf(john)).filter((p) => p.last4 === '1091')).toHaveLength(1);
  });

  it('a challenge taken up without a stored credential (a card payment of the basket that began none) is given back: 503, no order', async () => {
    // The store's card flags no stored credential: its saved card has no scheme reference for renewals.
    const restore = await setStoreConfig(t.database.db, { 'payment/worldpay_cc/stored_credentials_enabled': '0' });
    onTestFinished(restore);
    const { client, cart } = await customerAtPayment(JOHN, { subscribe: true });
    const card = await client.post('carts/mine/payment-information', {
      paymentMethod: {
        method: 'worldpay_cc',
        additional_data: { ...(await newCard('John Smith', '4000000000001091')), save_my_card: true, disclaimerFlag: true },
        extension_attributes: { agreement_ids: [1] },
      },
    });
    expect(card.statusCode).toBe(409);
    const orderCode = card.json().parameters.order_code as string;
    const paymentId = String(card.json().parameters.redirect_url).split('/').at(-1)!;
    await twin.gateway.completePage(paymentId, 'success');
    // The card was saved at the gateway, but its payment was not a stored credential's first: no scheme reference.
    const placed = await pay(client, 'subscribe_pro', { threeds_order_code: orderCode });
    expect([placed.statusCode, placed.json().message]).toEqual([503, 'The payment service is unavailable. Please try again later.']);
    expect(await orderOf(cart)).toBeUndefined();
    expect(twin.gateway.payment(paymentId)).toMatchObject({ status: 'REFUNDED' });
    expect(await cartIsActive(cart)).toBe(true);
  });

  it('the renewal’s port operation charges the stored profile merchant-initiated, with its scheme reference and no CVV; the twin refuses another reference', async () => {
    const profile = await johnsProfile();
    const renewal = {
      orderCode: `R-${profile.id}-1`,
      idempotencyKey: `renewal-${profile.id}-1-test`,
      amount: { value: 1798, currency: 'GBP' },
      token: profile.token,
      schemeTransactionId: profile.schemeTransactionId!,
    };
    const charged = await t.app.paymentGateway.merchantInitiatedPayment(renewal);
    expect(charged).toMatchObject({ status: 'CAPTURED', amount: { value: 1798, currency: 'GBP' }, card: { last4: '4444', type: 'MC' } });
    expect(twin.gateway.payment(charged.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 1798 });
    const wrongReference = await t.app.paymentGateway.merchantInitiatedPayment({
      ...renewal,
      orderCode: `R-${profile.id}-2`,
      idempotencyKey: `renewal-${profile.id}-2-test`,
      schemeTransactionId: '999999999999999',
    });
    expect(wrongReference).toMatchObject({ status: 'REFUSED', reason: 'SCHEME_TRANSACTION_ID_MISMATCH' });
  });
});
