import { ShopError } from '../../../../shared/domain/errors';
import type { Database } from '../../../../shared/server/db';
import { type CartRef, findActiveCart, findGuestCart } from '../../../cart/server';
import { findOrderByCart, findRecentCustomerOrder, type OrderRow } from '../../../orders/server';
import { CARD_PAYMENT_CONFLICT } from '../../../payment/domain';
import { cardPayment } from '../../../payment/server';
import type { ResolvedStore } from '../../../stores/server';
import { attemptById } from './attempts';
import { RETRY_WINDOW_SECONDS } from './decide';

/** How long a second click waits for the first one's order (a gateway answers within seconds). */
const CONCURRENT_PAYMENT_WAIT_MS = 30_000;
const CONCURRENT_PAYMENT_POLL_MS = 100;

/**
 * Another call of the same basket holds this attempt's payment (a second click, the card encrypted anew):
 * waits for that call's order and answers it; when that call ends without an order (refused, a challenge)
 * or takes too long, this one answers the conflict and charges nothing.
 */
export async function orderOfConcurrentPayment(db: Database, shop: ResolvedStore, ref: CartRef, orderCode: string): Promise<OrderRow> {
  for (let waited = 0; waited < CONCURRENT_PAYMENT_WAIT_MS; waited += CONCURRENT_PAYMENT_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, CONCURRENT_PAYMENT_POLL_MS));
    const order = await placedOrder(db, shop, ref);
    if (order) return order;
    // A row before the order is a refusal or a 3-D Secure challenge: that call's answer is the shopper's, not an order.
    const payment = await cardPayment(db, orderCode);
    if (payment && payment.status !== 'AUTHORISED') break;
  }
  throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
}

/**
 * Another call of the same basket holds its payment attempt (a double click, a retry while the first call
 * waits for the bank): waits for that call's order and answers it; when the attempt ends without an order
 * (refused, a challenge) or it takes too long, this call answers the conflict and charges nothing.
 */
export async function orderOfConcurrentAttempt(db: Database, shop: ResolvedStore, ref: CartRef, attemptId: number | null): Promise<OrderRow> {
  for (let waited = 0; waited < CONCURRENT_PAYMENT_WAIT_MS; waited += CONCURRENT_PAYMENT_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, CONCURRENT_PAYMENT_POLL_MS));
    const order = await placedOrder(db, shop, ref);
    if (order) return order;
    const attempt = attemptId === null ? null : await attemptById(db, attemptId);
    if (!attempt || attempt.state === 'ended') break;
  }
  throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
}

/** The order a basket became, read without locking (null while the basket is open). */
async function placedOrder(db: Database, shop: ResolvedStore, ref: CartRef): Promise<OrderRow | null> {
  if (ref.kind === 'guest') {
    const cart = await findGuestCart(db, shop.store.id, ref.maskedId, false);
    return cart && !cart.isActive ? ((await findOrderByCart(db, cart.id)) ?? null) : null;
  }
  if (await findActiveCart(db, shop.store.id, ref, false)) return null;
  return (await findRecentCustomerOrder(db, ref.customerId, shop.store.id, RETRY_WINDOW_SECONDS)) ?? null;
}
