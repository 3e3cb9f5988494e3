import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { PersonalisationRecord } from '../../personalisation/domain';
import type { GiftMessageRecord, StoredCartItem } from '../domain';

export type CartRow = typeof carts.$inferSelect;
export type CartRef = { kind: 'guest'; maskedId: string } | { kind: 'customer'; customerId: number };
export type { CartLine } from '../domain';

/** The cart's columns under their drizzle names, for the hand-written statements below. */
const cartColumns = sql.raw(
  [
    'c.id',
    'c.masked_id as "maskedId"',
    'c.store_id as "storeId"',
    'c.customer_id as "customerId"',
    'c.is_active as "isActive"',
    'c.email',
    'c.shipping_address as "shippingAddress"',
    'c.billing_address as "billingAddress"',
    'c.shipping_carrier_code as "shippingCarrierCode"',
    'c.shipping_method_code as "shippingMethodCode"',
    'c.payment_method as "paymentMethod"',
    'c.coupon_code as "couponCode"',
    'c.use_reward_points as "useRewardPoints"',
    'c.gift_message as "giftMessage"',
    'c.version',
    'c.created_at as "createdAt"',
    'c.updated_at as "updatedAt"',
  ].join(', '),
);

/** A cart's lines as one JSON array (in the order they were added), each with its product's live stock. */
const itemsOfCart = (cartId: SQL) => sql`coalesce((
  select json_agg(json_build_object(
    'itemId', i.id, 'productId', i.product_id, 'qty', i.qty, 'isSubscription', i.is_subscription,
    'subscriptionInterval', i.subscription_interval, 'giftRuleId', i.gift_rule_id, 'personalisation', i.personalisation,
    'optionsKey', i.options_key, 'giftMessage', i.gift_message, 'stock', p.qty) order by i.id)
  from cart_items i join products p on p.id = i.product_id
  where i.cart_id = ${cartId}), '[]'::json)`;

function ownerCondition(ref: CartRef): SQL {
  return ref.kind === 'guest' ? sql`c.masked_id = ${ref.maskedId} and c.customer_id is null` : sql`c.customer_id = ${ref.customerId}`;
}

type RawCart = Omit<CartRow, 'createdAt' | 'updatedAt'> & { createdAt: string | Date; updatedAt: string | Date };

function toCartRow(raw: RawCart): CartRow {
  return { ...raw, createdAt: new Date(raw.createdAt), updatedAt: new Date(raw.updatedAt) };
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The shopper's active cart and its lines in one round trip, optionally locking the cart for the rest
 * of the transaction (the lines are the cart's: every change to them locks the cart first), and the
 * live stock of one more product (the one being added).
 */
export async function findActiveCartWithItems(
  db: Executor,
  storeId: number,
  ref: CartRef,
  options: { lock?: boolean; stockOf?: number } = {},
): Promise<{ cart: CartRow; items: StoredCartItem[]; stockOf: number | null } | undefined> {
  const stockOf = options.stockOf === undefined ? sql`null::int` : sql`(select qty from products where id = ${options.stockOf})`;
  const [raw] = await rows<RawCart & { items: StoredCartItem[]; stockOf: number | null }>(
    db,
    sql`select ${cartColumns}, ${itemsOfCart(sql`c.id`)} as items, ${stockOf} as "stockOf" from carts c
        where ${ownerCondition(ref)} and c.store_id = ${storeId} and c.is_active${options.lock ? sql` for update of c` : sql``}`,
  );
  if (!raw) return undefined;
  const { items, stockOf: stock, ...cart } = raw;
  return { cart: toCartRow(cart), items, stockOf: stock };
}

/** A cart's stored lines with live stock (one statement). */
export async function loadItems(db: Executor, cartId: number): Promise<StoredCartItem[]> {
  const [raw] = await rows<{ items: StoredCartItem[] }>(db, sql`select ${itemsOfCart(sql`${cartId}`)} as items`);
  return raw.items;
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

/** Sets (or with null, removes) a line's gift message; false when the cart has no such line. */
export async function setLineGiftMessage(db: Executor, cartId: number, itemId: number, giftMessage: GiftMessageRecord | null): Promise<boolean> {
  const updated = await db
    .update(cartItems)
    .set({ giftMessage })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return updated.length > 0;
}
