import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { RuleConditions } from '../../features/pricing/domain/cart-rules';
import { stores } from './stores';

/** Promotional free-gift rules: gift SKUs offered once the basket meets the conditions. */
export const giftRules = pgTable(
  'gift_rules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** 0: pick up to common_qty among the gifts; 1: each gift up to its own quantity. */
    ruleType: integer('rule_type').notNull(),
    gifts: jsonb('gifts').$type<{ sku: string; qty: number }[]>().notNull(),
    commonQty: integer('common_qty').notNull().default(1),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull().default({}),
  },
  (t) => [check('gift_rules_type', sql`${t.ruleType} in (0, 1)`), check('gift_rules_common_qty', sql`${t.commonQty} >= 0`)],
);
