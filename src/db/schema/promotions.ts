import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RuleAction, RuleConditions } from '../../features/pricing/domain/cart-rules';
import { customers } from './customers';
import { stores } from './stores';

/** Cart price rules (Magento's sales rules); a rule with a coupon code applies only with that code. */
export const cartRules = pgTable(
  'cart_rules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    label: text('label').notNull(),
    /** Stored upper-cased; codes are matched without regard to case. */
    couponCode: text('coupon_code'),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    stopFurtherRules: boolean('stop_further_rules').notNull().default(false),
    action: jsonb('action').$type<RuleAction>().notNull(),
    minimalPrice: integer('minimal_price'),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** Subscription lines take no cart rule unless the rule says so (or its conditions target them). */
    appliesToSubscriptions: boolean('applies_to_subscriptions').notNull().default(false),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull().default({}),
    /** How many orders may use the coupon in total / per customer (null: no limit). */
    usesPerCoupon: integer('uses_per_coupon'),
    usesPerCustomer: integer('uses_per_customer'),
    timesUsed: integer('times_used').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cart_rules_coupon_per_store').on(t.storeId, t.couponCode),
    // The last guard for usage limits: even a bug cannot use a coupon more often than allowed.
    check('cart_rules_usage_within_limit', sql`${t.usesPerCoupon} is null or ${t.timesUsed} <= ${t.usesPerCoupon}`),
    // Spec 000 §9: a percent discount is valid from 0.01 to 100 (stored in basis points).
    check('cart_rules_percent_in_range', sql`${t.action}->>'type' <> 'by_percent' or ((${t.action}->>'percentBasisPoints')::int between 1 and 10000)`),
    check('cart_rules_amount_not_negative', sql`coalesce((${t.action}->>'amount')::int, 0) >= 0`),
  ],
);

export const couponUsage = pgTable(
  'coupon_usage',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => cartRules.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    timesUsed: integer('times_used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.customerId] })],
);
