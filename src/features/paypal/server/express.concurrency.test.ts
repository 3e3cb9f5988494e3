import { eq } from 'drizzle-orm';
import { orders, paypalPayments, products } from '../../../db/schema';
import { dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { webhookHeaders } from '../providers';
import { decideOnPayPal, guestAtPayPal, type ShopWithPayPal, startShopWithPayPal } from './testing';

/** Races only show on a real PostgreSQL (PGlite runs one transaction at a time). */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;
const SKU = 'EPOD-DARK-CHERRY-6';

describe.runIf(onPostgres)('a PayPal Express order’s returns, cancel and webhooks racing (PostgreSQL)', () => {
  let shop: ShopWithPayPal;
  beforeAll(async () => {
    shop = await startShopWithPayPal();
    shop.webhooks.on = false;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.t.database.db;
  const stockOf = async () => (await db().select({ qty: products.qty }).from(products).where(eq(products.sku, SKU)))[0].qty;
  const orderOf = async (cartId: number) => (await db().select().from(orders).where(eq(orders.cartId, cartId)))[0];
  const paymentOf = async (cartId: number) => (await db().select().from(paypalPayments).where(eq(paypalPayments.cartId, cartId)))[0];
  const approvedWebhook = (paypalOrderId: string, n: number) => {
    const body = JSON.stringify({
      id: `WH-RACE-${paypalOrderId}-${n}`,
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: paypalOrderId, status: 'APPROVED' },
    });
    return fetch(`${shop.shopUrl}/paypal/webhook`, {
      method: 'POST',
      headers: webhookHeaders('sandbox-paypal-webhook-secret', `race-${n}`, new Date().toISOString(), body),
      body,
    });
  };

  it('captures once and answers one return with the success page, whatever number of returns and webhooks arrive at once', async () => {
    for (let round = 0; round < 3; round++) {
      const stock = await stockOf();
      const { cart, browser, approveUrl, paypalOrderId } = await guestAtPayPal(shop, SKU);
      const back = await decideOnPayPal(shop, approveUrl, 'approve');
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => browser.get(back).then((r) => r.status)),
        ...Array.from({ length: 3 }, (_, n) => approvedWebhook(paypalOrderId, n).then((r) => r.status)),
      ]);
      expect(answers.slice(0, 6).filter((status) => status === 303)).toHaveLength(1);
      expect(
        answers
          .slice(0, 6)
          .filter((status) => status !== 303)
          .every((status) => status === 409),
      ).toBe(true);
      expect(answers.slice(6)).toEqual([200, 200, 200]);
      expect(await orderOf(cart.id)).toMatchObject({ state: 'processing' });
      expect(await paymentOf(cart.id)).toMatchObject({ status: 'CAPTURED' });
      const capture = shop.twin.paypal.order(paypalOrderId)!.capture!;
      expect(capture).toMatchObject({ status: 'COMPLETED', refunded: 0 });
      expect(await stockOf()).toBe(stock - 2);
    }
  });

  it('keeps the money only for an order it keeps, when the return and a cancel race', async () => {
    for (let round = 0; round < 5; round++) {
      const stock = await stockOf();
      const { cart, browser, approveUrl, paypalOrderId } = await guestAtPayPal(shop, SKU);
      const back = new URL(await decideOnPayPal(shop, approveUrl, 'approve'));
      await Promise.all([browser.get(back.toString()), browser.get(`/paypal/express/cancel?token=${paypalOrderId}`), approvedWebhook(paypalOrderId, 9)]);
      await shop.twin.paypal.settled();
      const order = await orderOf(cart.id);
      const capture = shop.twin.paypal.order(paypalOrderId)!.capture;
      const kept = capture !== undefined && capture.status === 'COMPLETED';
      expect(['processing', 'canceled']).toContain(order.state);
      expect(kept, `round ${round}: order ${order.state}, capture ${capture?.status}`).toBe(order.state === 'processing');
      expect(await stockOf()).toBe(order.state === 'processing' ? stock - 2 : stock);
    }
  });
});
