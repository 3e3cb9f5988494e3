import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ChosenParcelShop } from '../../features/parcel-shops/domain/types';
import { carts } from './carts';
import { orders } from './orders';

/** The parcel shop (service point) chosen for a cart: one per cart, replaced when the shopper chooses again. */
export const cartParcelShops = pgTable('cart_parcel_shops', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id),
  shop: jsonb('shop').$type<ChosenParcelShop>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The parcel shop an order is delivered to, as it was when the order was placed. */
export const orderParcelShops = pgTable('order_parcel_shops', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  shop: jsonb('shop').$type<ChosenParcelShop>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
