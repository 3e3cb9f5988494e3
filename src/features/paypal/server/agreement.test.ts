import { eq } from 'drizzle-orm';
import { carts, orders, paypalBillingAgreements, paypalPayments } from '../../../db/schema';
import { customerToken, shopClient } from '../../../shared/server/testing/shop-client';
import { PAYMENT_METHOD_NOT_AVAILABLE } from '../../payment/domain';
import { AGREEMENT_DECLINED, AGREEMENT_NOT_FOUND } from '../domain';
import { createHttpPayPal } from '../providers/http';
import { paypalBillingAgreement } from './agreement-method';
import { customerApi, placeAsCustomer, readyCustomerBasket, saveOnExpress as saveAccount, startShopWithPayPal } from './testing';

const SKU = 'EPOD-CRISP-MINT-12';
const JOHN = { email: 'john.smith@example.com', password: 'Password123!' };

describe('saved PayPal accounts (paypal_billing_agreement): saved on Express, then paid with at once', () => {
  let shop: Awaited<ReturnType<typeof startShopWithPayPal>>;
  let token: string;
  beforeAll(async () => {
    shop = await startShopWithPayPal();
    token = await customerToken(shop.t);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.t.database.db;
  const agreementsOfJane = async () => (await db().select().from(paypalBillingAgreements)).filter((row) => row.customerId === 1);
  const api = (path: string) => customerApi(shop, token, path);
  const readyBasket = (as = token) => readyCustomerBasket(shop, as, SKU);
  const place = (method: string, additionalData: object, as = token) => placeAsCustomer(shop, as, method, additionalData);
  const saveOnExpress = (payerEmail: string) => saveAccount(shop, token, payerEmail);

  it('is not offered before the customer saved an account, nor to a guest', async () => {
    expect((await readyBasket()).methods).not.toContain('paypal_billing_agreement');
    expect(await (await api('paypal/billing-agreements/mine')).json()).toEqual([]);
    expect((await fetch(`${shop.shopUrl}/rest/uk/V1/paypal/billing-agreements/mine`)).status).toBe(401);
    expect(await (await fetch(`${shop.shopUrl}/rest/uk/V1/paypal/express/config`)).json()).toEqual({ save_agreement_offered: true });
  });

  it('keeps the account PayPal saved on Express with the payer email masked, and offers it for the next orders', async () => {
    const { cartId, paypalOrderId } = await saveOnExpress('jane.paypal@example.com');
    // PayPal's page told the payer the account is kept.
    expect(shop.twin.paypal.order(paypalOrderId)).toMatchObject({ saveAccount: true });
    expect(await db().select({ state: orders.state }).from(orders).where(eq(orders.cartId, cartId))).toEqual([{ state: 'processing' }]);
    const vaultId = shop.twin.paypal.order(paypalOrderId)!.vaultId!;
    const [agreement] = await agreementsOfJane();
    expect(agreement).toMatchObject({ agreementId: vaultId, payerEmailMasked: 'j***@example.com', status: 'active' });
    // Nothing more of the payer: no email in full, in either PayPal table.
    const kept = JSON.stringify([await db().select().from(paypalBillingAgreements), await db().select().from(paypalPayments)]);
    expect(kept).not.toContain('jane.paypal');
    // The customer sees the masked email and the shop's id, never PayPal's.
    expect(await (await api('paypal/billing-agreements/mine')).json()).toEqual([{ id: agreement.id, payer_email: 'j***@example.com' }]);
    expect((await readyBasket()).methods).toEqual([
      'worldpay_cc',
      'cashondelivery',
      'worldpay_apm',
      'paypal_express',
      'paypal_billing_agreement',
      'worldpay_wallets',
    ]);
    // Only to its holder.
    expect((await readyBasket(await customerToken(shop.t, JOHN))).methods).not.toContain('paypal_billing_agreement');
  });

  it('pays with the saved account without PayPal’s page: authorised before the order is written, captured after', async () => {
    const [agreement] = await agreementsOfJane();
    const { cartId } = await readyBasket();
    const placed = await place('paypal_billing_agreement', { ba_agreement_id: String(agreement.id) });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.cartId, cartId));
    expect(order).toMatchObject({ paymentMethod: 'paypal_billing_agreement', state: 'new' });
    const [payment] = await db().select().from(paypalPayments).where(eq(paypalPayments.cartId, cartId));
    expect(payment).toMatchObject({
      method: 'paypal_billing_agreement',
      orderId: order.id,
      status: 'CAPTURED',
      amount: order.grandTotal,
      currency: 'GBP',
      approveUrl: null,
    });
    const paid = shop.twin.paypal.order(payment.paypalOrderId)!;
    expect(paid).toMatchObject({ vaultId: agreement.agreementId, authorization: { status: 'CAPTURED', amount: { value: order.grandTotal, currency: 'GBP' } } });
    expect(paid.capture).toMatchObject({ id: payment.captureId, status: 'COMPLETED' });
  });

  it('tells the customer when PayPal declines the saved account; no order, the basket as it was', async () => {
    await saveOnExpress('jane+revoked@example.com');
    const revoked = (await agreementsOfJane()).find((row) => shop.twin.paypal.vaultToken(row.agreementId)?.email === 'jane+revoked@example.com')!;
    const { cartId } = await readyBasket();
    const response = await place('paypal_billing_agreement', { ba_agreement_id: revoked.id });
    expect([response.status, (await response.json()).message]).toEqual([400, AGREEMENT_DECLINED]);
    expect((await db().select().from(carts).where(eq(carts.id, cartId)))[0].isActive).toBe(true);
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
  });

  it.each([
    ['an account of another customer', async () => ({ ba_agreement_id: (await agreementsOfJane())[0].id }), JOHN, AGREEMENT_NOT_FOUND],
    ['an unknown account', async () => ({ ba_agreement_id: '999999' }), null, AGREEMENT_NOT_FOUND],
    ['no account', async () => ({}), null, AGREEMENT_NOT_FOUND],
    ['PayPal’s own id in place of the shop’s', async () => ({ ba_agreement_id: (await agreementsOfJane())[0].agreementId }), null, AGREEMENT_NOT_FOUND],
  ])('refuses %s with 400 and takes nothing', async (_case, data, who, message) => {
    const as = who ? await customerToken(shop.t, who) : token;
    await readyBasket(as);
    const response = await place('paypal_billing_agreement', await data(), as);
    expect([response.status, (await response.json()).message]).toEqual([400, message]);
  });

  it('refuses a guest', async () => {
    const client = shopClient(shop.t);
    const cartId = (await client.post('guest-carts')).json();
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: SKU, qty: 1, quote_id: cartId } });
    const response = await client.post(`guest-carts/${cartId}/payment-information`, {
      email: 'guest@example.com',
      paymentMethod: { method: 'paypal_billing_agreement', additional_data: { ba_agreement_id: '1' } },
    });
    expect([response.statusCode, response.json().message]).toEqual([400, PAYMENT_METHOD_NOT_AVAILABLE]);
  });

  it('voids what PayPal authorised for an attempt that never got its order (a crash, a lost answer)', async () => {
    const [agreement] = await agreementsOfJane();
    const port = createHttpPayPal({ baseUrl: shop.twin.url, clientId: 'sandbox-paypal-client', clientSecret: 'sandbox-paypal-secret', webhookSecret: 'x' });
    const reference = 'B999-1-deadbeef';
    const lost = await port.payWithVault({
      requestId: `pay-${reference}`,
      invoiceId: reference,
      amount: { value: 1597, currency: 'GBP' },
      vaultId: agreement.agreementId,
    });
    const method = paypalBillingAgreement(port);
    const call = { db: db(), gateway: shop.t.app.paymentGateway, log: shop.t.app.log };
    expect(await method.recover!(reference, call)).toBe(true);
    expect(shop.twin.paypal.order(lost.orderId)!.authorization!.status).toBe('VOIDED');
    // Nothing held for an attempt PayPal never saw; and a payment an order took is never touched.
    expect(await method.recover!('B999-1-cafebabe', call)).toBe(false);
    const [recorded] = await db().select().from(paypalPayments).where(eq(paypalPayments.method, 'paypal_billing_agreement'));
    expect(await method.recover!(recorded.reference, call)).toBe(false);
    expect(shop.twin.paypal.order(recorded.paypalOrderId)!.authorization!.status).toBe('CAPTURED');
  });
});
