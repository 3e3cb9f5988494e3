import { toDecimal } from '../../../shared/domain/money';
import { addressDto } from '../../../shared/domain/address';
import { isRegistryAddress } from '../../gift-registry/domain';
import { type OrderDeliveryPoint, deliveryPointDto } from '../domain';
import { addMonthsIso } from '../../subscriptions/domain';
import type { OrderItemRow, OrderRow, OrderStatusRow } from './order-rows';

/** Magento's order shape, the parts a shopper may see. */
/** The order's payment as its gateway took it (none for a method without one: 0 paid, no card). */
export interface OrderPaymentFacts {
  amountPaid: number;
  cardLast4: string | null;
  cardType: string | null;
}

const NO_PAYMENT_TAKEN: OrderPaymentFacts = { amountPaid: 0, cardLast4: null, cardType: null };

/** What the order's store says about it: the payment method's title and the delivery estimate. */
export interface OrderStoreFacts {
  paymentTitle: string | null;
  /** The order's calendar day in its store (yyyy-mm-dd): subscriptions and the delivery estimate count from it. */
  placedOn: string;
  /** The expected delivery day (yyyy-mm-dd); null where the carrier has no estimate. */
  expectedDelivery: string | null;
}

export function orderDto(
  order: OrderRow,
  items: OrderItemRow[],
  deliveryPoint: OrderDeliveryPoint | null = null,
  payment: OrderPaymentFacts = NO_PAYMENT_TAKEN,
  facts: OrderStoreFacts | null = null,
  history: OrderStatusRow[] = [],
) {
  const d = toDecimal;
  return {
    entity_id: order.id,
    increment_id: order.incrementId,
    state: order.state,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    customer_email: order.customerEmail,
    customer_firstname: order.customerFirstname,
    customer_lastname: order.customerLastname,
    customer_is_guest: order.customerId === null,
    order_currency_code: order.currency,
    subtotal: d(order.subtotal),
    subtotal_incl_tax: d(order.subtotalInclTax),
    discount_amount: d(order.discountAmount),
    shipping_amount: d(order.shippingAmount),
    shipping_incl_tax: d(order.shippingInclTax),
    tax_amount: d(order.taxAmount),
    grand_total: d(order.grandTotal),
    base_grand_total: d(order.grandTotal),
    shipping_description: order.shippingDescription,
    // Magento's status history: each state the order has been in, oldest first (no comments: the shop writes none).
    status_histories: history.map((h) => ({
      entity_id: h.id,
      parent_id: h.orderId,
      entity_name: 'order',
      status: h.status,
      state: h.state,
      created_at: h.createdAt.toISOString(),
    })),
    total_qty_ordered: items.reduce((s, i) => s + i.qty, 0),
    // Magento's order payment: what the gateway took and the card's last four digits (never more).
    payment: {
      method: order.paymentMethod,
      amount_paid: d(payment.amountPaid),
      cc_last4: payment.cardLast4,
      cc_type: payment.cardType,
      // Magento keeps the method's title first; never card data beyond the last four digits.
      additional_information: facts?.paymentTitle ? [facts.paymentTitle] : [],
    },
    billing_address: addressDto(order.billingAddress),
    // Sent to a gift registry: the registrant's address is not the giver's to see.
    // The pickup point or parcel shop the parcel waits at, when the order goes to one.
    extension_attributes: {
      shipping_address: isRegistryAddress(order.shippingAddress) ? null : addressDto(order.shippingAddress),
      totals: order.totals,
      delivery_point: deliveryPoint ? deliveryPointDto(deliveryPoint) : null,
      // Spec 002 summary blocks: the discreet outer packaging chosen, and the retailer code entered.
      secondary_packaging: order.secondaryPackaging,
      retailer_code: order.retailerCode,
      shipping_method: `${order.shippingCarrierCode}_${order.shippingMethodCode}`,
      expected_delivery_date: facts?.expectedDelivery ?? null,
      gift_message: order.giftMessage,
    },
    items: items.map((i) => ({
      item_id: i.id,
      sku: i.sku,
      name: i.name,
      qty_ordered: i.qty,
      price: d(i.price),
      price_incl_tax: d(i.priceInclTax),
      row_total: d(i.rowTotal),
      row_total_incl_tax: d(i.rowTotalInclTax),
      tax_amount: d(i.taxAmount),
      tax_percent: i.taxPercent / 100,
      product_option: {
        extension_attributes: {
          subscription_option: {
            create_new_subscription_at_checkout: i.isSubscription,
            interval: i.subscriptionInterval,
            // The next delivery of a subscription line: one interval after the order's day (yyyy-mm-dd).
            next_date: i.isSubscription && i.subscriptionInterval > 0 && facts ? addMonthsIso(facts.placedOn, i.subscriptionInterval) : null,
          },
          personalisation: i.personalisation,
        },
      },
      gift_message: i.giftMessage,
      is_free_gift: i.giftRuleId !== 0,
    })),
  };
}
