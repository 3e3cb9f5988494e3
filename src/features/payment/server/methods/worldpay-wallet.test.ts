import { readFileSync } from 'node:fs';
import { eq, like } from 'drizzle-orm';
import { carts, orderAttempts, orders, paymentTransactions, products } from '../../../../db/schema';
import { type TestApp, createTestApp, testLogFile } from '../../../../shared/server/testing/test-app';
import { readyGuestCart } from '../../../../shared/server/testing/shop-client';
import { NOT_ENOUGH_STOCK } from '../../../catalog/server/service';
import { recoverAbandonedAttempts } from '../../../checkout/server/place-order/recovery';
import { setStoreConfig } from '../../../stores/server/testing';
import {
  PAYMENT_METHOD_NOT_AVAILABLE,
  WALLET_AMOUNT_CHANGED,
  WALLET_NETWORK_NOT_ACCEPTED,
  WALLET_PAYMENT_DECLINED,
  WALLET_PAYMENT_ERROR,
  WALLET_PAYMENT_INVALID,
  WALLET_TOKEN_NOT_VERIFIED,
  WALLET_TOKEN_USED,
} from '../../domain';
import { GatewayUnavailableError, type PaymentGatewayPort } from '../../providers';
import type { RunningGateway } from '../../providers/sandbox/app';
import { captureOverduePayments } from '../capture-retry';
import { GATEWAY_UNAVAILABLE } from '../routes';
import { shopGatewayTo, startTestGateway } from '../testing';

const SKU = 'EPOD-CRISP-MINT-12';

/**
 * Wallet payments at place order (worldpay_wallets), the shop and the gateway's twin each on its own port and
 * spoken to over HTTP: the tokens come from the twin's wallet as its sheet asks for them.
 */
describe('wallet payments at place order (worldpay_wallets)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let shop: string;
  let outage = false;
  /** Steers the shop's gateway: a call that dies after the gateway authorised, stock gone meanwhile, a capture that fails. */
  let steer: 'none' | 'crash-after-authorise' | 'sell-out-after-authorise' | 'capture-down' = 'none';
  /** Ends the call held as dead (its answer never came), so the server can close. */
  let endDeadCall = () => {};

  beforeAll(async () => {
    twin = await startTestGateway({ latencyMs: () => 0, outage: () => outage });
    const real = shopGatewayTo(twin);
    const gateway: PaymentGatewayPort = {
      ...real,
      authoriseWallet: async (request) => {
        const then = steer;
        const answer = await real.authoriseWallet(request);
        if (then === 'crash-after-authorise') {
          return new Promise((_, reject) => {
            endDeadCall = () => reject(new GatewayUnavailableError('the call died'));
          });
        }
        if (then === 'sell-out-after-authorise') await t.database.db.update(products).set({ qty: 0 }).where(eq(products.sku, SKU));
        return answer;
      },
      capture: async (request) => {
        if (steer === 'capture-down') throw new GatewayUnavailableError('capture steered down');
        return real.capture(request);
      },
    };
    t = await createTestApp({ gateway });
    shop = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });
  afterEach(async () => {
    outage = false;
    steer = 'none';
    await t.database.db.update(products).set({ qty: 1000 }).where(eq(products.sku, SKU));
  });

  /** The twin's wallet token for one of its cards and an amount, asked for as its sheet asks. */
  async function walletToken(card = 'mastercard-4444', amount = '15.97') {
    const response = await fetch(`${twin.url}/wallet/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card, amount, currency: 'GBP' }),
    });
    const paid = (await response.json()) as { token: string; network: string; last4: string };
    return { wallet_token: paid.token, wallet_card_network: paid.network, wallet_card_last4: paid.last4 };
  }
  const body = (additional_data: unknown) => ({
    email: 'wallet.buyer@example.com',
    paymentMethod: { method: 'worldpay_wallets', additional_data, extension_attributes: { agreement_ids: [1] } },
  });
  /** POST payment-information to the shop on its port. */
  async function place(cartId: string, payload: unknown) {
    const response = await fetch(`${shop}/rest/default/V1/guest-carts/${cartId}/payment-information`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  }
  /** A guest basket of two pod packs: £11.98 and £3.99 delivery, £15.97. */
  const basket = () => readyGuestCart(t, [{ sku: SKU, qty: 2 }]);
  const cartRow = async (maskedId: string) => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  const paymentsOf = (cartId: number) =>
    t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `W${cartId}-%`));
  const ordersOf = (cartId: number) => t.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  const attemptsOf = (cartId: number) => t.database.db.select().from(orderAttempts).where(eq(orderAttempts.cartId, cartId));

  /** Nothing of the call stayed: the basket as it was, no order, no payment, no attempt. */
  async function expectNothingWritten(maskedId: string, version: number) {
    const cart = await cartRow(maskedId);
    expect([cart.isActive, cart.version]).toEqual([true, version]);
    expect([await ordersOf(cart.id), await paymentsOf(cart.id), await attemptsOf(cart.id)]).toEqual([[], [], []]);
  }

  it('tells the page the store’s wallet: its payment method (the twin’s wallet), the merchant’s name and the networks taken', async () => {
    const config = await fetch(`${shop}/worldpay/wallets/config`);
    expect(await config.json()).toEqual({
      enabled: true,
      supportedMethods: `${twin.url}/wallet/pay`,
      merchantName: 'Vype',
      networks: ['VISA', 'MASTERCARD', 'AMEX'],
    });
    const france = await fetch(`${shop}/worldpay/wallets/config`, { headers: { cookie: 'store=fr' } });
    expect(await france.json()).toMatchObject({ enabled: false });
    // The browser fetches the wallet's manifests under the page's connect-src and its icon under img-src: the wallet's origin is in both.
    const csp = config.headers.get('content-security-policy');
    expect(csp).toContain(`connect-src 'self' ${twin.url}`);
    expect(csp).toContain(`img-src 'self' data: ${twin.url}`);
  });

  it('authorises the server’s amount with the token, writes the order, captures, and keeps only the card’s network and last four digits', async () => {
    const cartId = await basket();
    const { version } = await cartRow(cartId);
    const data = await walletToken('mastercard-4444');
    const placed = await place(cartId, body(data));
    expect(placed.status).toBe(200);
    const cart = await cartRow(cartId);
    const [order] = await ordersOf(cart.id);
    expect(String(order.id)).toBe(placed.json);
    expect(order).toMatchObject({ paymentMethod: 'worldpay_wallets', grandTotal: 1597, currency: 'GBP' });
    const [payment] = await paymentsOf(cart.id);
    expect(payment).toMatchObject({
      orderCode: `W${cart.id}-${version}-1`,
      method: 'worldpay_wallets',
      status: 'CAPTURED',
      amount: 1597,
      currency: 'GBP',
      cardType: 'MASTERCARD',
      cardLast4: '4444',
    });
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 1597, card: { type: 'MASTERCARD', last4: '4444' } });
    expect((await attemptsOf(cart.id)).map((a) => [a.method, a.state, a.reference])).toEqual([['worldpay-wallet', 'ordered', payment.orderCode]]);
    expect(cart.isActive).toBe(false);
    // The token went to the gateway only: not in the shop's tables, not in its log.
    const kept = JSON.stringify([
      await t.database.db.select().from(paymentTransactions),
      await t.database.db.select().from(orderAttempts),
      await ordersOf(cart.id),
    ]);
    expect(kept).not.toContain(data.wallet_token.split('.')[2]);
    expect(readFileSync(testLogFile(), 'utf8')).not.toContain(data.wallet_token.split('.')[2]);
    // The order's answer names the card as the gateway gave it.
    const answer = await t.request({ method: 'GET', url: `/rest/default/V1/guest-carts/${cartId}/order` });
    expect(JSON.stringify(answer.json())).not.toContain(data.wallet_token);
  });

  it.each([
    ['visa-0002', WALLET_PAYMENT_DECLINED, 'REFUSED', '0002'],
    ['mastercard-0036', WALLET_PAYMENT_ERROR, 'ERROR', '0036'],
  ])('answers the gateway’s refusal of the wallet card %s with its message; the basket stays for another card', async (card, message, status, last4) => {
    const cartId = await basket();
    const before = await cartRow(cartId);
    const refused = await place(cartId, body(await walletToken(card)));
    expect([refused.status, refused.json]).toEqual([400, { message, parameters: [] }]);
    const after = await cartRow(cartId);
    expect([after.isActive, after.version, await ordersOf(after.id)]).toEqual([true, before.version, []]);
    expect((await paymentsOf(after.id)).map((p) => [p.orderCode, p.status, p.cardLast4])).toEqual([[`W${after.id}-${after.version}-1`, status, last4]]);
    expect((await attemptsOf(after.id)).map((a) => a.state)).toEqual(['ended']);
    // The shopper picks another card in the wallet: a new attempt, paid.
    const paid = await place(cartId, body(await walletToken('visa-1111')));
    expect(paid.status).toBe(200);
    expect((await paymentsOf(after.id)).map((p) => [p.orderCode, p.status]).sort()).toEqual(
      [
        [`W${after.id}-${after.version}-1`, status],
        [`W${after.id}-${after.version}-2`, 'CAPTURED'],
      ].sort(),
    );
  });

  it('refuses a token that already paid, for another basket: nothing is charged again', async () => {
    const data = await walletToken('visa-1111');
    expect((await place(await basket(), body(data))).status).toBe(200);
    const cartId = await basket();
    const cart = await cartRow(cartId);
    const replayed = await place(cartId, body(data));
    expect([replayed.status, replayed.json]).toEqual([400, { message: WALLET_TOKEN_USED, parameters: [] }]);
    expect(await ordersOf(cart.id)).toEqual([]);
    const [refusal] = await paymentsOf(cart.id);
    expect(refusal.status).toBe('REFUSED');
    expect(twin.gateway.payment(refusal.paymentId)).toMatchObject({ status: 'REFUSED', captured: 0 });
  });

  it('refuses a token made for another amount than the server’s total, and one the gateway did not sign', async () => {
    const cartId = await basket();
    const cheaper = await place(cartId, body(await walletToken('visa-1111', '0.01')));
    expect([cheaper.status, cheaper.json]).toEqual([400, { message: WALLET_AMOUNT_CHANGED, parameters: [] }]);
    const genuine = await walletToken('visa-1111');
    const [version, claims] = genuine.wallet_token.split('.');
    const forged = await place(cartId, body({ ...genuine, wallet_token: `${version}.${claims}.${'A'.repeat(43)}` }));
    expect([forged.status, forged.json]).toEqual([400, { message: WALLET_TOKEN_NOT_VERIFIED, parameters: [] }]);
    expect(await ordersOf((await cartRow(cartId)).id)).toEqual([]);
  });

  it.each([
    ['no additional_data', undefined, 'additional_data'],
    ['a card number beside the token', { cc_number: '4444333322221111' }, 'additional_data'],
    ['an amount of the page’s own', { amount: '0.01' }, 'additional_data'],
    ['no token', { wallet_token: undefined }, 'wallet_token'],
    ['a token of another shape', { wallet_token: 'eyJ0b2tlbiI6IjEyMyJ9' }, 'wallet_token'],
    ['a token longer than any wallet’s', { wallet_token: `wt1.${'a'.repeat(5000)}.${'b'.repeat(43)}` }, 'wallet_token'],
    ['an unknown network', { wallet_card_network: 'ELO' }, 'wallet_card_network'],
    ['the whole card number for the last four digits', { wallet_card_last4: '4444333322224444' }, 'wallet_card_last4'],
  ])('refuses %s with 400 and writes nothing', async (_, change, fieldName) => {
    const cartId = await basket();
    const { version } = await cartRow(cartId);
    const data = change === undefined ? change : { ...(await walletToken()), ...change };
    const refused = await place(cartId, body(data));
    expect([refused.status, refused.json]).toEqual([400, { message: WALLET_PAYMENT_INVALID, parameters: { fieldName } }]);
    await expectNothingWritten(cartId, version);
    expect(readFileSync(testLogFile(), 'utf8')).not.toContain('4444333322224444');
  });

  it('refuses a network the store does not take (its setting), before the gateway is asked', async () => {
    const restore = await setStoreConfig(t.database.db, { 'payment/worldpay_wallets/networks': 'VISA,AMEX' });
    try {
      const cartId = await basket();
      const { version } = await cartRow(cartId);
      const refused = await place(cartId, body(await walletToken('mastercard-4444')));
      expect([refused.status, refused.json]).toEqual([400, { message: WALLET_NETWORK_NOT_ACCEPTED, parameters: { fieldName: 'wallet_card_network' } }]);
      await expectNothingWritten(cartId, version);
    } finally {
      await restore();
    }
  });

  it('is refused where the store does not offer wallets', async () => {
    const restore = await setStoreConfig(t.database.db, { 'payment/worldpay_wallets/active': '0' });
    try {
      const cartId = await basket();
      const { version } = await cartRow(cartId);
      const refused = await place(cartId, body(await walletToken()));
      expect([refused.status, refused.json]).toEqual([400, { message: PAYMENT_METHOD_NOT_AVAILABLE, parameters: [] }]);
      await expectNothingWritten(cartId, version);
    } finally {
      await restore();
    }
  });

  it('answers 503 while the gateway is down, charges nothing, and the same token pays once it is back', async () => {
    const cartId = await basket();
    const data = await walletToken();
    outage = true;
    const down = await place(cartId, body(data));
    outage = false;
    expect([down.status, down.json]).toEqual([503, { message: GATEWAY_UNAVAILABLE, parameters: [] }]);
    const cart = await cartRow(cartId);
    expect([cart.isActive, await ordersOf(cart.id), await paymentsOf(cart.id)]).toEqual([true, [], []]);
    expect((await place(cartId, body(data))).status).toBe(200);
  });

  it('answers a double click with one order, one authorisation and one capture', async () => {
    const cartId = await basket();
    const payload = body(await walletToken());
    const [first, second] = await Promise.all([place(cartId, payload), place(cartId, payload)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json).toEqual(second.json);
    const cart = await cartRow(cartId);
    expect((await ordersOf(cart.id)).length).toBe(1);
    expect((await paymentsOf(cart.id)).map((p) => p.status)).toEqual(['CAPTURED']);
  });

  it('voids the authorisation when the order cannot be written (the stock went meanwhile)', async () => {
    const cartId = await basket();
    steer = 'sell-out-after-authorise';
    const refused = await place(cartId, body(await walletToken()));
    expect([refused.status, refused.json]).toEqual([400, { message: NOT_ENOUGH_STOCK, parameters: [] }]);
    const cart = await cartRow(cartId);
    expect(await ordersOf(cart.id)).toEqual([]);
    const [payment] = await paymentsOf(cart.id);
    expect(payment).toMatchObject({ method: 'worldpay_wallets', status: 'CANCELLED', cardLast4: '4444' });
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CANCELLED', captured: 0 });
  });

  it('recovers by its reference the authorisation of a call killed before its order: voided, and the shopper then pays once', async () => {
    const cartId = await basket();
    const cart = await cartRow(cartId);
    steer = 'crash-after-authorise';
    // The call that dies: its answer is awaited only once recovery is done.
    const dead = place(cartId, body(await walletToken()));
    let reference = '';
    for (let i = 0; i < 100 && !reference; i++) {
      const [attempt] = await attemptsOf(cart.id);
      const found = attempt ? await twin.gateway.findPayment(attempt.reference) : null;
      if (found?.status === 'AUTHORISED') reference = attempt.reference;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(reference).toBe(`W${cart.id}-${cart.version}-1`);
    steer = 'none';
    expect(await recoverAbandonedAttempts(t.database.db, t.app.paymentMethods, { gateway: t.app.paymentGateway, log: t.app.log }, 0)).toBe(1);
    const voided = await twin.gateway.findPayment(reference);
    expect(voided).toMatchObject({ status: 'CANCELLED', card: { type: 'MASTERCARD', last4: '4444' } });
    expect((await attemptsOf(cart.id)).map((a) => a.state)).toEqual(['ended']);
    endDeadCall();
    expect((await dead).status).toBe(503);
    // The wallet's next token pays in a new attempt.
    expect((await place(cartId, body(await walletToken()))).status).toBe(200);
    expect((await paymentsOf(cart.id)).map((p) => [p.orderCode, p.status]).sort()).toEqual([
      [`W${cart.id}-${cart.version}-1`, 'CANCELLED'],
      [`W${cart.id}-${cart.version}-2`, 'CAPTURED'],
    ]);
  });

  it('captures a wallet payment whose capture after the order failed, with the card payments left uncaptured', async () => {
    const cartId = await basket();
    steer = 'capture-down';
    expect((await place(cartId, body(await walletToken()))).status).toBe(200);
    steer = 'none';
    const cart = await cartRow(cartId);
    const [payment] = await paymentsOf(cart.id);
    expect([payment.status, twin.gateway.payment(payment.paymentId)?.status]).toEqual(['AUTHORISED', 'AUTHORISED']);
    expect(await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(1);
    expect((await paymentsOf(cart.id))[0]).toMatchObject({ method: 'worldpay_wallets', status: 'CAPTURED' });
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 1597 });
  });
});
