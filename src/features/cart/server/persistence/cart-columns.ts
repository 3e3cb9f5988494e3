import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cartItems, carts } from '../../../../db/schema';
import { definedKeys } from '../../../../shared/server/prebuilt';
import { PRODUCT_STOCK } from '../../../catalog/server';
import type { StoredCartItem } from '../../domain';

type CartRow = typeof carts.$inferSelect;

/** Changes to a cart's row: the keys set are the columns written (as drizzle's set(), undefined sets nothing). */
export type CartChanges = Partial<typeof carts.$inferInsert>;
/** The shape of a change: its columns, for a statement per shape. */
export const changedKeys = (changes: CartChanges) => definedKeys(changes).join(',');

export const LINE_TABLE = getTableName(cartItems);

/** `'key', alias.column, …` for json_build_object, from drizzle columns under the keys the row is read as. */
const jsonFields = (columns: Record<string, PgColumn>, alias: string) =>
  Object.entries(columns)
    .map(([key, column]) => `'${key}', ${alias}.${column.name}`)
    .join(', ');

/** The cart's columns as json_build_object's arguments, under their drizzle names, from the row aliased `c`: every column of the table. */
export const cartFields = (c: string) => jsonFields(getTableColumns(carts), c);
export const CART_FIELDS = cartFields('c');

/** A stored line's columns under StoredCartItem's keys: a line field without its column fails the type check. */
const LINE_COLUMNS = {
  itemId: cartItems.id,
  productId: cartItems.productId,
  qty: cartItems.qty,
  isSubscription: cartItems.isSubscription,
  subscriptionInterval: cartItems.subscriptionInterval,
  giftRuleId: cartItems.giftRuleId,
  personalisation: cartItems.personalisation,
  optionsKey: cartItems.optionsKey,
  giftMessage: cartItems.giftMessage,
} satisfies Record<Exclude<keyof StoredCartItem, 'stock'>, PgColumn>;

/** The line columns an added line writes, in the order of the upsert's values (cart first). */
export const NEW_LINE_COLUMNS = [
  cartItems.cartId,
  cartItems.productId,
  cartItems.qty,
  cartItems.isSubscription,
  cartItems.subscriptionInterval,
  cartItems.giftRuleId,
  cartItems.personalisation,
  cartItems.optionsKey,
  cartItems.giftMessage,
].map((column) => column.name);

/** The line's identity: one line per product and option (the unique index the upsert joins on). */
export const LINE_IDENTITY = [
  cartItems.cartId,
  cartItems.productId,
  cartItems.isSubscription,
  cartItems.subscriptionInterval,
  cartItems.giftRuleId,
  cartItems.optionsKey,
].map((column) => column.name);

/** A line's columns as json_build_object's arguments (a StoredCartItem), from the row aliased `i`, with its stock. */
export const lineFields = (i: string, stock: string) => `${jsonFields(LINE_COLUMNS, i)}, 'stock', ${stock}`;

/** A cart's lines as one JSON array (in the order they were added), each with its product's live stock. */
export const itemsOfCart = (cartId: string) => `coalesce((
  select json_agg(json_build_object(${lineFields('i', `p.${PRODUCT_STOCK.qty}`)}) order by i.${cartItems.id.name})
  from ${LINE_TABLE} i join ${PRODUCT_STOCK.table} p on p.${PRODUCT_STOCK.id} = i.${cartItems.productId.name}
  where i.${cartItems.cartId.name} = ${cartId}), '[]'::json)`;

export type RawCart = Omit<CartRow, 'createdAt' | 'updatedAt'> & { createdAt: string | Date; updatedAt: string | Date };

export function toCartRow(raw: RawCart): CartRow {
  return { ...raw, createdAt: new Date(raw.createdAt), updatedAt: new Date(raw.updatedAt) };
}
