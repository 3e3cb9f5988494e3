import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PickupPoint } from '../../features/pickup-points/domain/pickup-point';
import { carts } from './carts';
import { orders } from './orders';

/**
 * The Colissimo pickup point chosen for a cart (one per cart), with the mobile the point's notices go
 * to. The point is kept as it was when chosen, so the order shows what the shopper saw; the order it
 * went with is set when the order is placed.
 */
export const cartPickupPoints = pgTable('cart_pickup_points', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id),
  pickupId: text('pickup_id').notNull(),
  networkCode: text('network_code').notNull(),
  telephone: text('telephone').notNull(),
  point: jsonb('point').$type<PickupPoint>().notNull(),
  orderId: integer('order_id')
    .unique()
    .references(() => orders.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
