import { eq } from 'drizzle-orm';
import { carts, orders, paymentTransactions, products } from '../../../db/schema';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { APM_RETURN_COOKIE } from '../../payment/server/apm-payment-plugin';
import { signedNotification, startTestGateway } from '../../payment/server/testing';
import { NL_ADDRESS } from './apm-fixture';

/** Races only show on a real PostgreSQL (PGlite runs one transaction at a time). */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;
const SKU = 'EPOD-DARK-CHERRY-6';

describe.runIf(onPostgres)('an APM order’s return and notification racing (PostgreSQL)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  beforeAll(async () => {
    twin = await startTestGateway();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  const stockOf = async () => (await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.sku, SKU)))[0].qty;

  it('cancels once and releases the stock once, whoever comes first, with replays in the middle', async () => {
    for (let round = 0; round < 3; round++) {
      const stock = await stockOf();
      const cartId = await newGuestCart(t);
      const client = shopClient(t);
      await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: SKU, qty: 3, quote_id: cartId } });
      await client.post(`guest-carts/${cartId}/shipping-information`, {
        addressInformation: { shipping_address: NL_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      const placed = await client.post(`guest-carts/${cartId}/payment-information`, {
        email: 'race.buyer@example.com',
        paymentMethod: { method: 'worldpay_apm', additional_data: { cc_type: 'IDEAL-SSL', cc_bank: 'ING' }, extension_attributes: { agreement_ids: [1] } },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await stockOf()).toBe(stock - 3);
      const cookie = placed.cookies.find((c) => c.name === APM_RETURN_COOKIE)!.value;
      const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
      const orderCode = `A${cart.id}`;
      const [{ paymentId }] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderCode, orderCode));
      const refused = signedNotification({ notificationId: `race-${orderCode}-refused`, orderCode, paymentId, status: 'REFUSED' });
      const cancelled = signedNotification({ notificationId: `race-${orderCode}-cancelled`, orderCode, paymentId, status: 'CANCELLED' });
      const back = () =>
        t.request({ method: 'GET', url: `/worldpay/redirectresult/cancel?orderCode=${orderCode}`, headers: { cookie: `${APM_RETURN_COOKIE}=${cookie}` } });
      const calls = [];
      for (let copy = 0; copy < 4; copy++) calls.push(back(), t.request(refused), t.request(cancelled), back());
      const answers = await Promise.all(calls);
      expect(answers.every((a) => a.statusCode < 500)).toBe(true);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
      expect(order.state).toBe('canceled');
      expect(await stockOf()).toBe(stock);
      expect(await t.database.db.select().from(carts).where(eq(carts.restoredFromCartId, cart.id))).toHaveLength(1);
    }
  });
});
