import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { GiftMessageRecord } from '../../features/gift-messages/domain/gift-message';
import type { PersonalisationRecord } from '../../features/personalisation/domain/personalisation';
import type { AddressRecord } from '../../shared/domain/address';
import { carts } from './carts';
import { products } from './catalog';
import { customers } from './customers';
import { savedCards } from './payments';
import { stores } from './stores';

export const orderIncrementSequence = pgSequence('order_increment_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    incrementId: text('increment_id').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** One order per cart: the unique key makes placing an order idempotent. */
    cartId: integer('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    customerId: integer('customer_id').references(() => customers.id),
    customerEmail: text('customer_email').notNull(),
    customerFirstname: text('customer_firstname').notNull(),
    customerLastname: text('customer_lastname').notNull(),
    state: text('state').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    subtotalInclTax: integer('subtotal_incl_tax').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
    shippingInclTax: integer('shipping_incl_tax').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    grandTotal: integer('grand_total').notNull(),
    /** The full totals as the shopper saw them when the order was placed (Magento's shape). */
    totals: jsonb('totals').notNull(),
    shippingAddress: jsonb('shipping_address').$type<AddressRecord>().notNull(),
    billingAddress: jsonb('billing_address').$type<AddressRecord>().notNull(),
    shippingCarrierCode: text('shipping_carrier_code').notNull(),
    shippingMethodCode: text('shipping_method_code').notNull(),
    shippingDescription: text('shipping_description').notNull(),
    paymentMethod: text('payment_method').notNull(),
    couponCode: text('coupon_code'),
    rewardPointsSpent: integer('reward_points_spent').notNull().default(0),
    rewardAmount: integer('reward_amount').notNull().default(0),
    appliedRuleIds: jsonb('applied_rule_ids').$type<number[]>().notNull().default([]),
    giftMessage: jsonb('gift_message').$type<GiftMessageRecord>(),
    /** The shopper's delivery note for the carrier. */
    shippingNote: text('shipping_note'),
    /** Spec 002 secondary packaging: the order goes out in discreet outer packaging. */
    secondaryPackaging: boolean('secondary_packaging').notNull().default(false),
    /** Spec 002 retailer code: the shop that sent this shopper, as entered (checked for length and characters). */
    retailerCode: text('retailer_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer').on(t.customerId), check('orders_grand_total_not_negative', sql`${t.grandTotal} >= 0`)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    price: integer('price').notNull(),
    priceInclTax: integer('price_incl_tax').notNull(),
    rowTotal: integer('row_total').notNull(),
    rowTotalInclTax: integer('row_total_incl_tax').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    taxPercent: integer('tax_percent_bp').notNull(),
    isSubscription: boolean('is_subscription').notNull(),
    subscriptionInterval: integer('subscription_interval').notNull(),
    /**
     * A subscription line's payment profile (a saved card with its scheme reference): what its renewals
     * charge. A card that pays a subscription cannot be deleted from under it (the key refuses).
     */
    subscriptionPaymentProfileId: integer('subscription_payment_profile_id'),
    giftRuleId: integer('gift_rule_id').notNull().default(0),
    personalisation: jsonb('personalisation').$type<PersonalisationRecord>(),
    giftMessage: jsonb('gift_message').$type<GiftMessageRecord>(),
  },
  (t) => [
    index('order_items_order').on(t.orderId),
    index('order_items_subscription_payment_profile').on(t.subscriptionPaymentProfileId),
    foreignKey({ name: 'order_items_subscription_payment_profile_fk', columns: [t.subscriptionPaymentProfileId], foreignColumns: [savedCards.id] }),
    check('order_items_payment_profile_on_subscriptions', sql`${t.subscriptionPaymentProfileId} is null or ${t.isSubscription}`),
  ],
);

/**
 * Every state and status an order has been in, and when (Magento's order status history). Written by the
 * database itself (the `orders_record_status` trigger on every insert and state change of `orders`), so
 * no way of moving an order can leave it out.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    state: text('state').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order').on(t.orderId)],
);
