import { type Placeholder, type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../../../db/schema';
import { type Executor, isEmbedded, namedStatement } from '../../../../shared/server/db';
import { placeholdersOf, placeholderValues, prebuiltByShape } from '../../../../shared/server/prebuilt';
import { inputsAsRows, rowsByInput } from '../../../../shared/server/statements-together';
import { PRODUCT_STOCK, stockOfProduct } from '../../../catalog/server';
import { customerRowVersion } from '../../../customers/server';
import type { GiftMessageRecord, StoredCartItem } from '../../domain';
import { CART_FIELDS, type CartChanges, type RawCart, changedKeys, itemsOfCart, toCartRow } from './cart-columns';

export { touchCartIfUnchanged } from './guarded-touch';
export { deleteLineIfUnchanged, setLineQtyIfUnchanged, upsertLineIfUnchanged } from './guarded-writes';

import type { CartRef, CartRow } from '../cart-row';

export type { CartRef, CartRow } from '../cart-row';

/**
 * What a cart's answers are built from, as stored: the cart row (whose xmin, the transaction that wrote its
 * current version, moves with every change to the cart or its lines, from the shop, another process or psql:
 * migration 0016 has a change to a line write the cart's row too), for a customer's cart the customer (reward
 * points), and with `withStock` each line's stock. The same signature means the same rows.
 */
function cartSignature(kind: CartRef['kind'], withLineStock: boolean): string {
  const customer = kind === 'customer' ? ` || ':' || ${customerRowVersion('c.customer_id')}` : '';
  const stock = withLineStock
    ? ` || ':' || coalesce((select string_agg(p.${PRODUCT_STOCK.qty}::text, ',' order by i.id) from cart_items i join ${PRODUCT_STOCK.table} p on p.${PRODUCT_STOCK.id} = i.product_id where i.cart_id = c.id), '')`
    : '';
  return `c.version || ':' || c.xmin${customer}${stock}`;
}

/**
 * The cart statement in each of its shapes (guest or customer; with a product's live stock or not; with the
 * lines' stock in the signature or not): fixed texts, so each is planned once per connection. $1 is the owner,
 * $2 the store, $3 the signature the caller already holds the cart at (or null): when it is still the cart's,
 * only the signature comes back. $4 is the product whose stock is wanted. `offset 0` keeps the signature a
 * subquery of its own: pulled up, it was computed once for each of its three uses, its subqueries with it.
 */
export function cartStatement(ref: CartRef, withStock: boolean, withLineStock: boolean): { name: string; text: string } {
  return {
    name: `cart_with_items_${ref.kind}${withStock ? '_stock' : ''}${withLineStock ? '_line_stock' : ''}`,
    text: cartQuery(ref.kind, withLineStock, { owner: '$1', store: '$2', known: '$3', stockOf: withStock ? '$4' : undefined }),
  };
}

/** The cart statement's text, with the expressions its values come from (parameters, or a batch's columns). */
function cartQuery(kind: CartRef['kind'], withLineStock: boolean, from: { owner: string; store: string; known: string; stockOf?: string }): string {
  const stock = from.stockOf ? stockOfProduct(from.stockOf) : 'null::int';
  return `select s.sig, case when s.sig = ${from.known} then null else json_build_object(${CART_FIELDS}) end as cart,
      case when s.sig = ${from.known} then null else ${itemsOfCart('c.id')} end as items, ${stock} as "stockOf"
      from carts c cross join lateral (select ${cartSignature(kind, withLineStock)} as sig offset 0) s
      where ${cartOwner(kind, from.owner)} and c.store_id = ${from.store} and c.is_active`;
}

const cartOwner = (kind: CartRef['kind'], owner = '$1') => (kind === 'guest' ? `c.masked_id = ${owner} and c.customer_id is null` : `c.customer_id = ${owner}`);

/**
 * The cart statement for several shoppers of one kind at once: $1 their owners, $2 their stores and $3 the
 * signatures their carts are held at, as arrays of one length; each row names its read (`n`, from 1). The
 * lateral subquery is the single cart statement, so each cart is found by its index as one read alone is.
 */
function cartsStatement(kind: CartRef['kind'], withLineStock: boolean): { name: string; text: string; values: (reads: CartReadRequest[]) => unknown[][] } {
  const reads = inputsAsRows<CartReadRequest>([
    { name: 'owner', type: kind === 'guest' ? 'text' : 'int', of: (read) => read.owner },
    { name: 'store', type: 'int', of: (read) => read.storeId },
    { name: 'known', type: 'text', of: (read) => read.knownSignature },
  ]);
  const single = cartQuery(kind, withLineStock, { owner: 'k.owner', store: 'k.store', known: 'k.known' });
  return {
    name: `carts_with_items_${kind}${withLineStock ? '_line_stock' : ''}`,
    text: `select k.n, r.sig, r.cart, r.items from ${reads.from} cross join lateral (${single} offset 0) r`,
    values: reads.values,
  };
}

/** Locks the shopper's active cart for the rest of the transaction. */
function lockStatement(ref: CartRef): { name: string; text: string } {
  return { name: `cart_lock_${ref.kind}`, text: `select c.id from carts c where ${cartOwner(ref.kind)} and c.store_id = $2 and c.is_active for update of c` };
}

/** A cart and its lines as stored, with the xmin of the cart's row they were read (or written) at. */
export interface CartState {
  cart: CartRow;
  items: StoredCartItem[];
  xmin: string;
}

/** A cart read: its state, with the signature of what it was read from. */
export interface FoundCart extends CartState {
  stockOf: number | null;
  signature: string;
}

/** The cart row's xmin: the signature's second part (see cartSignature). */
const xminOf = (signature: string) => signature.split(':')[1];

/**
 * The shopper's active cart and its lines in one round trip, and the live stock of one more product (the
 * one being added). With `lock`, the cart is first locked for the rest of the transaction, in a statement
 * of its own: a statement that waited for the lock sees the cart row as it is now but everything else as
 * it was when the statement began (PostgreSQL re-reads only the locked row), so the lines are read after
 * the lock is held, by a statement that sees what the previous holder committed.
 */
export async function findActiveCartWithItems(
  db: Executor,
  storeId: number,
  ref: CartRef,
  options: { lock?: boolean; stockOf?: number } = {},
): Promise<FoundCart | undefined> {
  const found = await readActiveCart(db, storeId, ref, { ...options, knownSignature: null });
  return found && 'cart' in found ? found : undefined;
}

/**
 * As findActiveCartWithItems, for a caller that holds the cart as read at knownSignature: while that is still
 * the cart's signature, only `{ signature }` comes back (the database builds and sends no lines). With
 * lineStockInSignature the lines' stock is part of the signature (for an answer that shows it).
 */
export async function readActiveCart(
  db: Executor,
  storeId: number,
  ref: CartRef,
  options: { lock?: boolean; stockOf?: number; knownSignature: string | null; lineStockInSignature?: boolean },
): Promise<FoundCart | { signature: string } | undefined> {
  const owner = ref.kind === 'guest' ? ref.maskedId : ref.customerId;
  // On PGlite a transaction holds the whole database: the cart cannot change under it.
  if (options.lock && !isEmbedded(db)) {
    const lock = lockStatement(ref);
    const [locked] = await namedStatement<{ id: number }>(db, lock.name, lock.text, [owner, storeId]);
    if (!locked) return undefined;
  }
  const withStock = options.stockOf !== undefined;
  const { name, text } = cartStatement(ref, withStock, options.lineStockInSignature ?? false);
  const params = [owner, storeId, options.knownSignature];
  const [raw] = await namedStatement<RawCartRead>(db, name, text, withStock ? [...params, options.stockOf] : params);
  return raw && cartRead(raw);
}

type RawCartRead = { sig: string; cart: RawCart | null; items: StoredCartItem[] | null; stockOf?: number | null };

const cartRead = (raw: RawCartRead): FoundCart | { signature: string } =>
  raw.cart === null || raw.items === null
    ? { signature: raw.sig }
    : { cart: toCartRow(raw.cart), items: raw.items, xmin: xminOf(raw.sig), stockOf: raw.stockOf ?? null, signature: raw.sig };

/** What one read of a batch asks: a shopper's active cart in a store, held at `knownSignature` (or null). */
export interface CartReadRequest {
  owner: string | number;
  storeId: number;
  knownSignature: string | null;
}

/**
 * readActiveCart for several shoppers of one kind (no lock, no product's stock), in one statement: each
 * read's answer, in the order asked (undefined for a shopper without an active cart).
 */
export async function readActiveCarts(
  db: Executor,
  kind: CartRef['kind'],
  lineStockInSignature: boolean,
  reads: CartReadRequest[],
): Promise<(FoundCart | { signature: string } | undefined)[]> {
  const { name, text, values } = cartsStatement(kind, lineStockInSignature);
  const rows = await namedStatement<RawCartRead & { n: number | string }>(db, name, text, values(reads));
  return rowsByInput(rows, reads.length, cartRead);
}

const ITEMS_OF_CART = `select ${itemsOfCart('$1')} as items`;

/** A cart's stored lines with live stock (one statement). */
export async function loadItems(db: Executor, cartId: number): Promise<StoredCartItem[]> {
  const [raw] = await namedStatement<{ items: StoredCartItem[] }>(db, 'cart_items_of_cart', ITEMS_OF_CART, [cartId]);
  return raw.items;
}

type FindCartValues = { owner: string | number; storeId: number };

/** Which row is an owner's active cart in a store (a guest's masked id, or a customer's id), for a template's WHERE. */
export function activeCartOf(kind: CartRef['kind'], owner: Placeholder, storeId: Placeholder): SQL {
  const ownedBy = kind === 'guest' ? and(eq(carts.maskedId, owner), isNull(carts.customerId)) : eq(carts.customerId, owner);
  return and(ownedBy, eq(carts.storeId, storeId), eq(carts.isActive, true)) as SQL;
}

/** The active cart of one kind of owner: a template per kind, locked (for update) or not. */
const findActiveCartTemplate = (kind: CartRef['kind']) =>
  prebuiltByShape<boolean, FindCartValues, CartRow[]>(`find_${kind}_cart`, String, (db, p, lock) => {
    const query = db
      .select()
      .from(carts)
      .where(activeCartOf(kind, p('owner'), p('storeId')));
    return lock ? query.for('update') : query;
  });
const findActiveCartBy = { guest: findActiveCartTemplate('guest'), customer: findActiveCartTemplate('customer') };

/** The shopper's active cart in this store, optionally locked for the rest of the transaction. */
export async function findActiveCart(db: Executor, storeId: number, ref: CartRef, lock = false): Promise<CartRow | undefined> {
  const owner = ref.kind === 'guest' ? ref.maskedId : ref.customerId;
  const [row] = await findActiveCartBy[ref.kind](db, lock, { owner, storeId });
  return row;
}

export async function insertCart(db: Executor, values: typeof carts.$inferInsert): Promise<CartRow | undefined> {
  const [row] = await db.insert(carts).values(values).onConflictDoNothing().returning();
  return row;
}

const touchCartStatement = prebuiltByShape<CartChanges, Record<string, unknown>, unknown>('touch_cart', changedKeys, (db, p, changes) =>
  db
    .update(carts)
    .set({ ...placeholdersOf(changes, p), version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.id, p('cartId'))),
);

export async function touchCart(db: Executor, cartId: number, changes: CartChanges = {}): Promise<void> {
  await touchCartStatement(db, changes, placeholderValues(changes, '', { cartId }));
}

export { upsertLine } from './guarded-writes';

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

const findGuestCartAnyState = prebuiltByShape<boolean, { maskedId: string; storeId: number }, CartRow[]>('find_guest_cart_any_state', String, (db, p, lock) => {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.maskedId, p('maskedId')), isNull(carts.customerId), eq(carts.storeId, p('storeId'))));
  return lock ? query.for('update') : query;
});

/** The guest cart by masked id whether active or already ordered (place-order's starting point). */
export async function findGuestCart(db: Executor, storeId: number, maskedId: string, lock = false): Promise<CartRow | undefined> {
  const [row] = await findGuestCartAnyState(db, lock, { maskedId, storeId });
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

export async function findCartById(db: Executor, cartId: number, lock = false): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(eq(carts.id, cartId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findRestoredCart(db: Executor, fromCartId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.restoredFromCartId, fromCartId), eq(carts.isActive, true)));
  return row;
}

/** How closing a basket for its order went: closed now (its row locked until the order's commit), changed since the order was decided, or already closed by another order. */
export type CartClose = 'closed' | 'changed' | 'ordered';

/**
 * Closes the basket for the order being written, in the order's transaction, when it is still open at the
 * version the order was decided on: one statement that also locks the row (a concurrent order of the same
 * basket waits for this commit, then finds it closed).
 */
export async function closeCartForOrder(tx: Executor, cartId: number, decidedVersion: number, paymentMethod: string): Promise<CartClose> {
  const closed = await tx
    .update(carts)
    .set({ isActive: false, paymentMethod, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), eq(carts.version, decidedVersion), eq(carts.isActive, true)))
    .returning({ id: carts.id });
  if (closed.length > 0) return 'closed';
  const [current] = await tx.select({ isActive: carts.isActive }).from(carts).where(eq(carts.id, cartId)).for('update');
  return current?.isActive === false ? 'ordered' : 'changed';
}
