import { eq, sql } from 'drizzle-orm';
import { orders, paypalBillingAgreements, paypalPayments } from '../../../db/schema';
import { customerToken } from '../../../shared/server/testing/shop-client';
import { SANDBOX_PAYPAL_CREDENTIALS } from '../providers';
import { createHttpPayPal } from '../providers/http';
import { AGREEMENT_CAPTURE_OVERDUE_SECONDS, captureOverdueAgreementPayments } from './agreement-capture-retry';
import { placeAsCustomer, readyCustomerBasket, saveOnExpress, startShopWithPayPal } from './testing';

describe('the capture retry of saved-account payments (paypal_billing_agreement), over HTTP with PayPal’s twin', () => {
  let shop: Awaited<ReturnType<typeof startShopWithPayPal>>;
  let token: string;
  let agreementId: number;
  beforeAll(async () => {
    shop = await startShopWithPayPal();
    token = await customerToken(shop.t);
    await saveOnExpress(shop, token, 'jane.paypal@example.com');
    [{ id: agreementId }] = await shop.t.database.db.select().from(paypalBillingAgreements);
  });
  afterAll(async () => {
    await shop?.close();
  });
  afterEach(() => {
    shop.outage.calls.clear();
  });

  const db = () => shop.t.database.db;
  /** PayPal as the shop speaks to it: the HTTP adapter at the twin. */
  const port = () => createHttpPayPal({ baseUrl: shop.twin.url, ...SANDBOX_PAYPAL_CREDENTIALS });
  const retry = () => captureOverdueAgreementPayments({ db: db(), port: port(), log: shop.t.app.log });
  const paymentOf = async (cartId: number) => (await db().select().from(paypalPayments).where(eq(paypalPayments.cartId, cartId)))[0];
  /** The payment as if its last change were longer ago than the overdue time. */
  const age = (reference: string) =>
    db()
      .update(paypalPayments)
      .set({ updatedAt: sql`now() - make_interval(secs => ${AGREEMENT_CAPTURE_OVERDUE_SECONDS + 1})` })
      .where(eq(paypalPayments.reference, reference));

  /** A saved-account order placed while PayPal's capture fails: the authorisation went through, its capture did not. */
  async function orderWithFailedCapture() {
    const { cartId } = await readyCustomerBasket(shop, token);
    shop.outage.calls.add('captureAuthorization');
    const placed = await placeAsCustomer(shop, token, 'paypal_billing_agreement', { ba_agreement_id: agreementId });
    expect(placed.status, await placed.clone().text()).toBe(200);
    shop.outage.calls.clear();
    const [order] = await db().select().from(orders).where(eq(orders.cartId, cartId));
    return { order, payment: await paymentOf(cartId) };
  }

  it('leaves a payment whose capture failed authorised; captures it once when overdue, with the first capture’s request id; then changes nothing', async () => {
    const { order, payment } = await orderWithFailedCapture();
    expect(order).toMatchObject({ paymentMethod: 'paypal_billing_agreement', state: 'new' });
    expect(payment).toMatchObject({ method: 'paypal_billing_agreement', orderId: order.id, status: 'AUTHORIZED', captureId: null });
    const atPayPal = () => shop.twin.paypal.order(payment.paypalOrderId)!;
    expect(atPayPal().authorization).toMatchObject({ id: payment.authorizationId, status: 'CREATED' });

    // Before the overdue time the order's own capture has its chance: nothing is done.
    expect(await retry()).toBe(0);
    expect(await paymentOf(payment.cartId)).toEqual(payment);
    expect(atPayPal().authorization!.status).toBe('CREATED');

    await age(payment.reference);
    expect(await retry()).toBe(1);
    await shop.twin.paypal.settled();
    const captured = await paymentOf(payment.cartId);
    expect(atPayPal().authorization).toMatchObject({
      status: 'CAPTURED',
      capture: { status: 'COMPLETED', amount: { value: order.grandTotal, currency: 'GBP' } },
    });
    expect(captured).toMatchObject({ status: 'CAPTURED', captureId: atPayPal().capture!.id });

    // Captured: a second run finds nothing to do.
    await age(payment.reference);
    const aged = await paymentOf(payment.cartId);
    expect(await retry()).toBe(0);
    expect(await paymentOf(payment.cartId)).toEqual(aged);
    // The same request id answers the same capture: PayPal took the money once.
    const again = await port().captureAuthorization({
      authorizationId: payment.authorizationId!,
      amount: { value: order.grandTotal, currency: 'GBP' },
      requestId: `capture-${payment.authorizationId}`,
    });
    expect(again.captureId).toBe(captured.captureId);
  });

  it('tries again later, after the others, while PayPal still fails; records one PayPal captured already', async () => {
    const first = await orderWithFailedCapture();
    const second = await orderWithFailedCapture();
    await age(first.payment.reference);
    await age(second.payment.reference);
    shop.outage.calls.add('captureAuthorization');
    expect(await retry()).toBe(0);
    // Not captured: both stay authorised, their last change moved on (no longer overdue).
    for (const { payment } of [first, second]) {
      const now = await paymentOf(payment.cartId);
      expect(now.status).toBe('AUTHORIZED');
      expect(now.updatedAt.getTime()).toBeGreaterThan(Date.now() - AGREEMENT_CAPTURE_OVERDUE_SECONDS * 1000);
    }
    shop.outage.calls.clear();
    expect(await retry()).toBe(0);

    // Captured at PayPal by a request whose answer never reached the shop (PayPal no longer repeats it): recorded captured.
    const { payment } = second;
    shop.webhooks.on = false;
    await port().captureAuthorization({
      authorizationId: payment.authorizationId!,
      amount: { value: payment.amount, currency: payment.currency },
      requestId: `capture-lost-${payment.authorizationId}`,
    });
    await age(first.payment.reference);
    await age(payment.reference);
    expect(await retry()).toBe(2);
    expect((await paymentOf(payment.cartId)).status).toBe('CAPTURED');
    expect((await paymentOf(first.payment.cartId)).status).toBe('CAPTURED');
    shop.webhooks.on = true;
  });
});
