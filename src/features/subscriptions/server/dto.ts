import { addressDto } from '../../../shared/domain/address';
import { shortDate, subscriptionLabel } from '../domain';
import type { SubscriptionCard } from './ports';
import type { RenewalRow, SubscriptionRow } from './store';

/** How many of a subscription's latest renewals its answer lists. */
const RENEWALS_SHOWN = 12;

/**
 * A subscription as the customer's calls answer it (Magento's snake_case). Never the gateway's token: the
 * card is its type, last four digits and expiry.
 */
export function subscriptionDto(row: SubscriptionRow, cards: readonly SubscriptionCard[], renewals: readonly RenewalRow[]) {
  const card = cards.find((c) => c.id === row.paymentProfileId);
  const intervals = row.lines.map((line) => line.offeredIntervals);
  return {
    id: row.id,
    status: row.status,
    interval: row.intervalMonths,
    interval_label: subscriptionLabel(row.intervalMonths),
    offered_intervals: intervals.length === 0 ? [] : intervals[0].filter((i) => intervals.every((offered) => offered.includes(i))),
    next_date: row.nextDate,
    next_date_formatted: shortDate(row.nextDate),
    store_id: row.storeId,
    order_id: row.orderId,
    items: row.lines.map((line) => ({ product_id: line.productId, sku: line.sku, name: line.name, qty: line.qty })),
    payment_card: card ? { id: card.id, type: card.type, last4: card.last4, expiry_month: card.expiryMonth, expiry_year: card.expiryYear } : null,
    shipping_address: addressDto(row.shippingAddress),
    shipping_method: { carrier_code: row.shippingCarrierCode, method_code: row.shippingMethodCode },
    renewals: renewals
      .filter((r) => r.subscriptionId === row.id)
      .slice(-RENEWALS_SHOWN)
      .map((r) => ({ period: r.period, status: r.status, attempts: r.attempt, order_id: r.orderId, reason: r.reason })),
  };
}
