import { eq, like } from 'drizzle-orm';
import { carts, orders, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { CARD_PAYMENT_CONFLICT, encryptCard } from '../../payment/domain';
import type { AuthoriseRequest } from '../../payment/providers';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { notificationsDeliveredTo, startTestGateway } from '../../payment/server/testing';
import { THREE_DS_REQUIRED } from './place-order';
import { NL_ADDRESS } from './apm-fixture';
import { newGuestCart } from '../../../shared/server/testing/shop-client';

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The gateway's seconds are spent outside the database: while one shopper's card is being authorised,
 * nothing of the shop waits on it (not the same product's stock, not the embedded database's one
 * connection), and a basket changed meanwhile is not ordered with the old amount.
 */
describe('a card authorisation holds nothing of the shop while the gateway answers', () => {
  let t: TestApp;
  let twin: RunningGateway;
  /** Authorisations of these order codes wait until released. */
  const held = new Map<string, { reached: Deferred; release: Deferred }>();
  beforeAll(async () => {
    // The gateway's notifications reach the shop; the one of an authorisation before its answer does.
    twin = await startTestGateway({
      ...notificationsDeliveredTo(() => t),
    });
    const authorise = twin.gateway.authorise.bind(twin.gateway);
    twin.gateway.authorise = async (request: AuthoriseRequest) => {
      const hold = [...held.entries()].find(([prefix]) => request.orderCode.startsWith(prefix))?.[1];
      if (hold) {
        hold.reached.resolve();
        await hold.release.promise;
      }
      const answer = await authorise(request);
      await twin.gateway.settled();
      return answer;
    };
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  const cartRow = async (maskedId: string) => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  /** Holds the gateway's authorisation of this basket's card until `release` is resolved. */
  function holdAuthorisation(cartDbId: number) {
    const hold = { reached: deferred(), release: deferred() };
    held.set(`C${cartDbId}-`, hold);
    return hold;
  }
  async function placeByCard(cartId: string, number = '4444333322221111') {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, { number, cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1) });
    return shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
      email: 'wait.buyer@example.com',
      paymentMethod: {
        method: 'worldpay_cc',
        additional_data: { encryptedData, cc_type: 'VI', cc_number: `XXXX-${number.slice(-4)}`, cc_name: 'Jane Smith' },
        extension_attributes: { agreement_ids: [1] },
      },
    });
  }
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);

  it('places another shopper’s order of the same product, and answers their basket, while the first card is at the gateway', async () => {
    const slow = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const quick = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const hold = holdAuthorisation((await cartRow(slow)).id);
    const slowOrder = placeByCard(slow);
    await within(hold.reached.promise, 10_000);

    const totals = await within(shopClient(t).get(`guest-carts/${quick}/totals`), 5_000);
    expect(totals.statusCode).toBe(200);
    const quickOrder = await within(placeByCard(quick), 10_000);
    expect(quickOrder.statusCode, quickOrder.body).toBe(200);

    hold.release.resolve();
    const answer = await slowOrder;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).not.toBe(quickOrder.json());
  });

  it('refuses the order when the basket changed while its card was at the gateway, and voids that authorisation', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const cart = await cartRow(cartId);
    const hold = holdAuthorisation(cart.id);
    const placing = placeByCard(cartId);
    await within(hold.reached.promise, 10_000);

    const added = await shopClient(t).post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1, quote_id: cartId } });
    expect(added.statusCode).toBe(200);
    hold.release.resolve();
    const answer = await placing;
    expect([answer.statusCode, answer.json()]).toEqual([400, { message: CARD_PAYMENT_CONFLICT, parameters: [] }]);

    expect(await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(0);
    const [payment] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cart.id}-%`));
    expect(payment).toMatchObject({ status: 'CANCELLED', amount: 998 });
    expect(twin.gateway.payment(payment.paymentId)).toMatchObject({ status: 'CANCELLED' });
    expect((await cartRow(cartId)).isActive).toBe(true);

    // The basket as it is now is paid and ordered on the next try.
    held.clear();
    const again = await placeByCard(cartId);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('pays with another card at once when a 3-D Secure challenge was left open', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const cart = await cartRow(cartId);
    const challenged = await placeByCard(cartId, '4000000000001091');
    expect([challenged.statusCode, challenged.json().message]).toEqual([409, THREE_DS_REQUIRED]);

    const another = await within(placeByCard(cartId), 10_000);
    expect(another.statusCode, another.body).toBe(200);
    const payments = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(like(paymentTransactions.orderCode, `C${cart.id}-%`));
    expect(payments.map((p) => [p.orderCode, p.status]).sort()).toEqual([
      [`C${cart.id}-${cart.version}-1`, 'PENDING'],
      [`C${cart.id}-${cart.version}-2`, 'CAPTURED'],
    ]);
  });

  it('places another order of the same product while an iDEAL payment page is being asked for, and writes the iDEAL order after', async () => {
    const idealCart = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${idealCart}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: idealCart } });
    const shipping = await client.post(`guest-carts/${idealCart}/shipping-information`, {
      addressInformation: { shipping_address: NL_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    const quick = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const cart = await cartRow(idealCart);
    const hold = deferred();
    const reached = deferred();
    held.set(`A${cart.id}`, { reached, release: hold });

    const idealOrder = client.post(`guest-carts/${idealCart}/payment-information`, {
      email: 'ideal.buyer@example.com',
      paymentMethod: { method: 'worldpay_apm', additional_data: { cc_type: 'IDEAL-SSL', cc_bank: 'ING' }, extension_attributes: { agreement_ids: [1] } },
    });
    await within(reached.promise, 10_000);
    const quickOrder = await within(placeByCard(quick), 10_000);
    expect(quickOrder.statusCode, quickOrder.body).toBe(200);

    hold.resolve();
    const answer = await idealOrder;
    expect(answer.statusCode, answer.body).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(order).toMatchObject({ state: 'pending_payment', paymentMethod: 'worldpay_apm' });
    const [payment] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderCode, `A${cart.id}`));
    expect(payment).toMatchObject({ status: 'PENDING', method: 'worldpay_apm' });
  });
});
