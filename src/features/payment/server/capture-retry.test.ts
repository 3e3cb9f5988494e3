import { eq, like } from 'drizzle-orm';
import { carts, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { encryptCard } from '../domain';
import { GatewayUnavailableError, type AmountOperation } from '../providers/port';
import type { RunningGateway } from '../providers/sandbox/app';
import { captureOverduePayments } from './capture-retry';
import { NOTIFICATION_PATH } from './routes';
import { startTestGateway } from './testing';

describe('card payments left uncaptured are captured later, once', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let captureDown = false;
  beforeAll(async () => {
    // The gateway's notification of the authorisation reaches the shop before the answer does (so before the order).
    twin = await startTestGateway({
      notificationUrl: () => `http://localhost:3000${NOTIFICATION_PATH}`,
      retryDelayMs: 0,
      deliver: async (_url, payload, signature) =>
        (await t.request({ method: 'POST', url: NOTIFICATION_PATH, payload, headers: { 'content-type': 'application/json', 'x-gateway-signature': signature } })).statusCode === 200,
      onCall: async (call) => {
        if (call.operation === 'authorise' && call.moment === 'done') await twin.gateway.settled();
      },
    });
    const capture = twin.gateway.capture.bind(twin.gateway);
    twin.gateway.capture = async (request: AmountOperation) => {
      if (captureDown) throw new GatewayUnavailableError('capture outage');
      return capture(request);
    };
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  it('an order whose capture failed after the commit keeps its authorisation, then the retry captures it and a second run changes nothing', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, { number: '4444333322221111', cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1) });
    captureDown = true;
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
      email: 'late.capture@example.com',
      paymentMethod: { method: 'worldpay_cc', additional_data: { encryptedData, cc_type: 'VI', cc_number: 'XXXX-1111', cc_name: 'Jane Smith' }, extension_attributes: { agreement_ids: [1] } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
    const payment = async () => (await t.database.db.select().from(paymentTransactions).where(like(paymentTransactions.orderCode, `C${cart.id}-%`)))[0];
    expect(await payment()).toMatchObject({ status: 'AUTHORISED', method: 'worldpay_cc' });

    // Still down: nothing captured, the payment waits.
    expect(await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(0);
    expect((await payment()).status).toBe('AUTHORISED');

    captureDown = false;
    // Not yet overdue: a minute is left to the order's own capture.
    expect(await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log)).toBe(0);
    expect(await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log, 0)).toBe(1);
    const captured = await payment();
    expect(captured.status).toBe('CAPTURED');
    expect(twin.gateway.payment(captured.paymentId)).toMatchObject({ status: 'CAPTURED', captured: 998 });
    const again = await captureOverduePayments(t.database.db, t.app.paymentGateway, t.app.log, 0);
    expect(again).toBe(0);
    expect(twin.gateway.payment(captured.paymentId)).toMatchObject({ captured: 998 });
  });
});
