import { and, eq, isNull } from 'drizzle-orm';
import { cartPickupPoints } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { PickupPoint, SavedPickup } from '../domain';

export interface PickupRow extends SavedPickup {
  cartId: number;
  orderId: number | null;
}

function toSaved(row: typeof cartPickupPoints.$inferSelect): PickupRow {
  return { cartId: row.cartId, orderId: row.orderId, point: row.point, telephone: row.telephone };
}

export async function findCartPickup(db: Executor, cartId: number): Promise<PickupRow | undefined> {
  const [row] = await db.select().from(cartPickupPoints).where(eq(cartPickupPoints.cartId, cartId));
  return row && toSaved(row);
}

export async function findOrderPickup(db: Executor, orderId: number): Promise<PickupRow | undefined> {
  const [row] = await db.select().from(cartPickupPoints).where(eq(cartPickupPoints.orderId, orderId));
  return row && toSaved(row);
}

/** One pickup per cart: saving again replaces it (while the cart has no order). */
export async function upsertCartPickup(db: Executor, cartId: number, point: PickupPoint, telephone: string): Promise<void> {
  const values = { pickupId: point.identifiant, networkCode: point.reseau, telephone, point, updatedAt: new Date() };
  await db
    .insert(cartPickupPoints)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: cartPickupPoints.cartId, set: values, setWhere: isNull(cartPickupPoints.orderId) });
}

export async function deleteCartPickup(db: Executor, cartId: number): Promise<void> {
  await db.delete(cartPickupPoints).where(and(eq(cartPickupPoints.cartId, cartId), isNull(cartPickupPoints.orderId)));
}

export async function attachOrder(db: Executor, cartId: number, orderId: number): Promise<boolean> {
  const rows = await db
    .update(cartPickupPoints)
    .set({ orderId })
    .where(and(eq(cartPickupPoints.cartId, cartId), isNull(cartPickupPoints.orderId)))
    .returning({ cartId: cartPickupPoints.cartId });
  return rows.length > 0;
}
