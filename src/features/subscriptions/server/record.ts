import type { AddressRecord } from '../../../shared/domain/address';
import type { Transaction } from '../../../shared/server/db';
import { nextProcessingDay, type SubscriptionLineRecord } from '../domain';
import { insertSubscription } from './store';

/** An order's line as the order's transaction knows it. */
interface OrderedLine {
  productId: number;
  sku: string;
  name: string;
  qty: number;
  isSubscription: boolean;
  subscriptionInterval: number;
  /** The intervals the product offers in the store. */
  offeredIntervals: number[];
  /** A free gift line is never renewed. */
  isGift: boolean;
}

export interface OrderWithSubscriptions {
  orderId: number;
  storeId: number;
  timeZone: string;
  /** Null for a guest: only customers have subscriptions (a guest's subscription line is bought once). */
  customerId: number | null;
  placedAt: Date;
  lines: readonly OrderedLine[];
  paymentProfileId: number | null;
  shippingAddress: AddressRecord;
  billingAddress: AddressRecord;
  shippingCarrierCode: string;
  shippingMethodCode: string;
}

/**
 * Makes the customer's subscriptions of an order, in the order's transaction: one per interval its
 * subscription lines take, first renewing one interval after the order's day in the store's calendar (the
 * date the checkout showed). The card is the subscription payment profile the order's lines point at.
 */
export async function recordOrderSubscriptions(tx: Transaction, order: OrderWithSubscriptions): Promise<void> {
  if (order.customerId === null) return;
  const byInterval = new Map<number, SubscriptionLineRecord[]>();
  for (const line of order.lines) {
    if (!line.isSubscription || line.isGift || line.subscriptionInterval < 1) continue;
    const lines = byInterval.get(line.subscriptionInterval) ?? [];
    lines.push({ productId: line.productId, sku: line.sku, name: line.name, qty: line.qty, offeredIntervals: line.offeredIntervals });
    byInterval.set(line.subscriptionInterval, lines);
  }
  const clock = { now: () => order.placedAt };
  for (const [intervalMonths, lines] of byInterval) {
    await insertSubscription(tx, {
      customerId: order.customerId,
      storeId: order.storeId,
      orderId: order.orderId,
      intervalMonths,
      lines,
      nextDate: nextProcessingDay(clock, order.timeZone, intervalMonths),
      status: 'active',
      paymentProfileId: order.paymentProfileId,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      shippingCarrierCode: order.shippingCarrierCode,
      shippingMethodCode: order.shippingMethodCode,
    });
  }
}
