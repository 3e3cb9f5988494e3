import type { Executor } from '../../../shared/server/db';
import { type ResolvedStore, textLocaleOf } from '../../stores/server';
import type { MailStore, QueuedMail } from '../domain';
import { insertMail } from './store';

export type { OrderConfirmationReader } from './delivery';

/** What an e-mail keeps of the store it is sent for, in the language its shopper read the store in (Welsh in the UK store). */
function mailStoreOf(shop: ResolvedStore): MailStore {
  return { code: shop.store.code, brand: shop.settings.brand, locale: textLocaleOf(shop), currency: shop.store.currency, timeZone: shop.settings.timeZone };
}

/** Contents without the store: the caller names the store, the outbox keeps what the e-mail needs of it. */
type WithoutStore<T> = T extends unknown ? Omit<T, 'store'> : never;

/**
 * Queues an e-mail on the caller's executor: pass the transaction of what causes it, so the e-mail is
 * sent if, and only if, that commits. Answers its Message-ID.
 */
export async function queueMail(db: Executor, shop: ResolvedStore, recipient: string, content: WithoutStore<QueuedMail>): Promise<string> {
  const row = await insertMail(db, recipient, { ...content, store: mailStoreOf(shop) } as QueuedMail);
  return row.messageId;
}

/** An order cancelled because its payment on a provider's page was not completed, queued in the cancelling transaction. */
export function queuePaymentNotCompleted(
  tx: Executor,
  shop: ResolvedStore,
  order: { customerEmail: string; customerFirstname: string; incrementId: string; paymentTitle: string },
): Promise<string> {
  return queueMail(tx, shop, order.customerEmail, {
    template: 'payment-not-completed',
    firstname: order.customerFirstname,
    incrementId: order.incrementId,
    paymentTitle: order.paymentTitle,
  });
}

/** The order confirmation, queued in the order's own transaction (read from the order when it is sent). */
export function queueOrderConfirmation(tx: Executor, shop: ResolvedStore, order: { id: number; cartId: number; customerEmail: string }): Promise<string> {
  return queueMail(tx, shop, order.customerEmail, { template: 'order-confirmation', orderId: order.id, cartId: order.cartId });
}
