import { eq, like } from 'drizzle-orm';
import { carts, orders, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { encryptCard } from '../../payment/domain';
import type { AuthoriseRequest } from '../../payment/providers';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { startTestGateway } from '../../payment/server/testing';

/** Races only show on a real PostgreSQL (PGlite runs one transaction at a time). */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;
if (dbKind === 'postgres' && postgresSkipReason) console.warn(`concurrency tests skipped: ${postgresSkipReason}`);

describe.runIf(onPostgres)('card payments under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  const authorisations: string[] = [];
  beforeAll(async () => {
    // A slow gateway (150 ms a call), as a real one can be.
    twin = await startTestGateway({ latencyMs: () => 150 });
    const authorise = twin.gateway.authorise.bind(twin.gateway);
    twin.gateway.authorise = async (request: AuthoriseRequest) => {
      const result = await authorise(request);
      if (!authorisations.includes(result.paymentId)) authorisations.push(result.paymentId);
      return result;
    };
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  it('50 concurrent card place-order calls for one cart make exactly one order and one authorisation, captured once', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const expiryYear = String(new Date().getUTCFullYear() + 1);
    // Each click encrypts again (RSA-OAEP gives a new blob each time), half of them resend the same one.
    const same = await encryptCard(key, { number: '4444333322221111', cvc: '123', expiryMonth: '12', expiryYear });
    const blobs = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? Promise.resolve(same) : encryptCard(key, { number: '4444333322221111', cvc: '123', expiryMonth: '12', expiryYear }),
      ),
    );
    const client = shopClient(t);
    const answers = await Promise.all(
      blobs.map((encryptedData) =>
        client.post(`guest-carts/${cartId}/payment-information`, {
          email: 'race@example.com',
          paymentMethod: {
            method: 'worldpay_cc',
            additional_data: { encryptedData, cc_type: 'VI', cc_number: 'XXXX-1111', cc_name: 'Jane Smith' },
            extension_attributes: { agreement_ids: [1] },
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json())).size).toBe(1);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
    expect(await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
    expect(authorisations).toHaveLength(1);
    const payments = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cart.id}-%`));
    expect(payments.map((p) => [p.paymentId, p.status, p.amount])).toEqual([[authorisations[0], 'CAPTURED', 1597]]);
    expect(twin.gateway.payment(authorisations[0])).toMatchObject({ status: 'CAPTURED', captured: 1597 });
  });
});
