import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { cartItems, carts, productPrices, products } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { GiftMessageRecord } from '../../gift-messages/domain';
import type { PersonalisationRecord } from '../../personalisation/domain';

export type CartRow = typeof carts.$inferSelect;
export type CartRef = { kind: 'guest'; maskedId: string } | { kind: 'customer'; customerId: number };

export interface CartLine {
  itemId: number;
  productId: number;
  sku: string;
  name: string;
  kind: string;
  category: string;
  urlKey: string;
  image: string;
  qty: number;
  stock: number;
  maxSaleQty: number;
  unitPrice: number;
  isSubscription: boolean;
  subscriptionInterval: number;
  subscriptionIntervals: number[];
  freeWithSubscription: boolean;
  personalisable: boolean;
  isDeviceTrial: boolean;
  /** The gift rule that added this free line; 0 for a bought line. */
  giftRuleId: number;
  personalisation: PersonalisationRecord | null;
  optionsKey: string;
  giftMessage: GiftMessageRecord | null;
}

/** The shopper's active cart in this store, optionally locked for the rest of the transaction. */
export async function findActiveCart(db: Executor, storeId: number, ref: CartRef, lock = false): Promise<CartRow | undefined> {
  const owner = ref.kind === 'guest' ? and(eq(carts.maskedId, ref.maskedId), isNull(carts.customerId)) : eq(carts.customerId, ref.customerId);
  const query = db
    .select()
    .from(carts)
    .where(and(owner, eq(carts.storeId, storeId), eq(carts.isActive, true)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCart(db: Executor, values: typeof carts.$inferInsert): Promise<CartRow | undefined> {
  const [row] = await db.insert(carts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function loadLines(db: Executor, cartId: number, storeId: number): Promise<CartLine[]> {
  return db
    .select({
      itemId: cartItems.id,
      productId: products.id,
      sku: products.sku,
      name: products.name,
      kind: products.kind,
      category: products.category,
      urlKey: products.urlKey,
      image: products.image,
      qty: cartItems.qty,
      stock: products.qty,
      maxSaleQty: products.maxSaleQty,
      // A free gift costs nothing, whatever the catalogue says.
      unitPrice: sql<number>`case when ${cartItems.giftRuleId} > 0 then 0 else ${productPrices.price} end`,
      isSubscription: cartItems.isSubscription,
      subscriptionInterval: cartItems.subscriptionInterval,
      subscriptionIntervals: products.subscriptionIntervals,
      freeWithSubscription: products.freeWithSubscription,
      personalisable: products.personalisable,
      isDeviceTrial: products.isDeviceTrial,
      giftRuleId: cartItems.giftRuleId,
      personalisation: cartItems.personalisation,
      optionsKey: cartItems.optionsKey,
      giftMessage: cartItems.giftMessage,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeId, storeId)))
    .where(and(eq(cartItems.cartId, cartId), eq(products.isEnabled, true)))
    .orderBy(asc(cartItems.id));
}

export async function touchCart(db: Executor, cartId: number, changes: Partial<typeof carts.$inferInsert> = {}): Promise<void> {
  await db
    .update(carts)
    .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** Adds to the line with the same product and option, or creates it. */
export async function upsertLine(
  db: Executor,
  line: {
    cartId: number;
    productId: number;
    qty: number;
    isSubscription: boolean;
    subscriptionInterval: number;
    giftRuleId?: number;
    personalisation?: PersonalisationRecord | null;
    optionsKey?: string;
    giftMessage?: GiftMessageRecord | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.isSubscription, cartItems.subscriptionInterval, cartItems.giftRuleId, cartItems.optionsKey],
      // A line joining another keeps the gift message it already had, else takes the newcomer's.
      set: { qty: sql`${cartItems.qty} + excluded.qty`, giftMessage: sql`coalesce(${cartItems.giftMessage}, excluded.gift_message)` },
    })
    .returning({ id: cartItems.id });
  return row.id;
}

export async function setLineQty(db: Executor, itemId: number, qty: number): Promise<void> {
  await db.update(cartItems).set({ qty }).where(eq(cartItems.id, itemId));
}

export async function deleteLine(db: Executor, itemId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.id, itemId));
}

/** A guest cart by its masked id in whichever store it belongs to (used when merging at login). */
export async function findGuestCartAnyStore(db: Executor, maskedId: string): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.maskedId, maskedId), isNull(carts.customerId), eq(carts.isActive, true)))
    .for('update');
  return row;
}

/** The guest cart by masked id whether active or already ordered (place-order's starting point). */
export async function findGuestCart(db: Executor, storeId: number, maskedId: string, lock = false): Promise<CartRow | undefined> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.maskedId, maskedId), isNull(carts.customerId), eq(carts.storeId, storeId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
