import { eq } from 'drizzle-orm';
import { cartParcelShops, orderParcelShops } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { ChosenParcelShop } from '../domain';

export async function findCartShop(db: Executor, cartId: number): Promise<ChosenParcelShop | null> {
  const [row] = await db.select({ shop: cartParcelShops.shop }).from(cartParcelShops).where(eq(cartParcelShops.cartId, cartId));
  return row?.shop ?? null;
}

export async function upsertCartShop(db: Executor, cartId: number, shop: ChosenParcelShop): Promise<void> {
  await db
    .insert(cartParcelShops)
    .values({ cartId, shop })
    .onConflictDoUpdate({ target: cartParcelShops.cartId, set: { shop, updatedAt: new Date() } });
}

export async function deleteCartShop(db: Executor, cartId: number): Promise<void> {
  await db.delete(cartParcelShops).where(eq(cartParcelShops.cartId, cartId));
}

export async function insertOrderShop(db: Executor, orderId: number, shop: ChosenParcelShop): Promise<void> {
  await db.insert(orderParcelShops).values({ orderId, shop });
}

export async function findOrderShop(db: Executor, orderId: number): Promise<ChosenParcelShop | null> {
  const [row] = await db.select({ shop: orderParcelShops.shop }).from(orderParcelShops).where(eq(orderParcelShops.orderId, orderId));
  return row?.shop ?? null;
}
