import { eq, like } from 'drizzle-orm';
import { carts, orders, paymentTransactions } from '../../../../db/schema';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../../shared/server/testing/shop-client';
import type { WalletAuthoriseRequest } from '../../providers';
import type { RunningGateway } from '../../providers/sandbox/app';
import { findWalletCard } from '../../providers/sandbox/test-data';
import { startTestGateway } from '../testing';

/** Races only show on a real PostgreSQL (PGlite runs one transaction at a time). */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;
if (dbKind === 'postgres' && postgresSkipReason) console.warn(`concurrency tests skipped: ${postgresSkipReason}`);

describe.runIf(onPostgres)('wallet payments under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  const authorisations: string[] = [];
  beforeAll(async () => {
    // A slow gateway (150 ms a call), as a real one can be.
    twin = await startTestGateway({ latencyMs: () => 150 });
    const authoriseWallet = twin.gateway.authoriseWallet.bind(twin.gateway);
    twin.gateway.authoriseWallet = async (request: WalletAuthoriseRequest) => {
      const result = await authoriseWallet(request);
      if (result.status === 'AUTHORISED' && !authorisations.includes(result.paymentId)) authorisations.push(result.paymentId);
      return result;
    };
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  it('30 concurrent place-order calls for one basket, half with the same token and half with tokens of their own, make one order and one authorisation, captured once', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const card = findWalletCard('visa-1111')!;
    const token = () => twin.gateway.issueWalletToken(card, { value: 1597, currency: 'GBP' });
    const same = token();
    const client = shopClient(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client.post(`guest-carts/${cartId}/payment-information`, {
          email: 'wallet.race@example.com',
          paymentMethod: {
            method: 'worldpay_wallets',
            additional_data: { wallet_token: i % 2 ? same : token(), wallet_card_network: 'VISA', wallet_card_last4: '1111' },
            extension_attributes: { agreement_ids: [1] },
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((a) => a.json())).size).toBe(1);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.maskedId, cartId));
    expect(await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
    expect(authorisations).toHaveLength(1);
    const payments = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `W${cart.id}-%`));
    expect(payments.map((p) => [p.paymentId, p.status, p.amount, p.cardLast4])).toEqual([[authorisations[0], 'CAPTURED', 1597, '1111']]);
    expect(twin.gateway.payment(authorisations[0])).toMatchObject({ status: 'CAPTURED', captured: 1597 });
  });
});
