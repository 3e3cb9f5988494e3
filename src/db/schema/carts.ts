import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GiftMessageRecord } from '../../features/gift-messages/domain/gift-message';
import type { PersonalisationRecord } from '../../features/personalisation/domain/personalisation';
import type { AddressRecord } from '../../shared/domain/address';
import { products } from './catalog';
import { customers } from './customers';
import { stores } from './stores';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    maskedId: text('masked_id').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id').references(() => customers.id),
    isActive: boolean('is_active').notNull().default(true),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<AddressRecord>(),
    billingAddress: jsonb('billing_address').$type<AddressRecord>(),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    paymentMethod: text('payment_method'),
    couponCode: text('coupon_code'),
    useRewardPoints: boolean('use_reward_points').notNull().default(false),
    /** The order-level gift message; null when there is none. */
    giftMessage: jsonb('gift_message').$type<GiftMessageRecord>(),
    /** The shopper's delivery note (spec 001 shipping notes); null when none. */
    shippingNote: text('shipping_note'),
    /** Spec 002 secondary packaging: the shopper's choice; null until chosen (the store's initial state applies). */
    secondaryPackaging: boolean('secondary_packaging'),
    /** The cart version (Magento's data_id): bumped on every change, keys the browser's caches. */
    version: integer('version').notNull().default(1),
    /** The cart whose order was cancelled at the payment page: this basket holds its lines again. */
    restoredFromCartId: integer('restored_from_cart_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_one_active_per_customer').on(t.storeId, t.customerId).where(sql`${t.isActive} and ${t.customerId} is not null`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    isSubscription: boolean('is_subscription').notNull().default(false),
    /** Months between deliveries; 0 for a one-time purchase. */
    subscriptionInterval: integer('subscription_interval').notNull().default(0),
    /** The gift rule that added this free line; 0 for a line the shopper bought. */
    giftRuleId: integer('gift_rule_id').notNull().default(0),
    personalisation: jsonb('personalisation').$type<PersonalisationRecord>(),
    /** A stable key of the personalisation ('' for none): differently engraved devices are separate lines. */
    optionsKey: text('options_key').notNull().default(''),
    giftMessage: jsonb('gift_message').$type<GiftMessageRecord>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_items_qty_positive', sql`${t.qty} > 0`),
    uniqueIndex('cart_items_one_line_per_option').on(t.cartId, t.productId, t.isSubscription, t.subscriptionInterval, t.giftRuleId, t.optionsKey),
    index('cart_items_cart').on(t.cartId),
  ],
);
