import type { carts } from '../../../../db/schema';
import { type Executor, namedStatement } from '../../../../shared/server/db';
import { type InputColumn, type StatementsTogether, inputsAsRows, rowsByInput, sendWithOthers } from '../../../../shared/server/statements-together';
import type { PersonalisationRecord } from '../../../personalisation/domain';
import type { GiftMessageRecord, StoredCartItem } from '../../domain';
import { stockOfProduct } from '../../../catalog/server';
import { LINE_IDENTITY, LINE_TABLE, NEW_LINE_COLUMNS, type RawCart, cartFields, lineFields, toCartRow } from './cart-columns';

type CartRow = typeof carts.$inferSelect;

/** The cart as a change was decided on: its row's id and version, and the xmin it was read (or written) at. */
export interface ReadCart {
  cart: Pick<CartRow, 'id' | 'version'>;
  xmin: string;
}

/** A cart as a guarded write left it: its row as stored, its xmin, and the changed product's stock now. */
export interface WrittenCart {
  cart: CartRow;
  xmin: string;
  stock: number | null;
}

/** Only while the product has `needed` units in stock (see the guard below). */
export interface StockNeed {
  productId: number;
  needed: number;
}

/** A new line's values (its cart is the guarded one). */
export interface GuardedLine {
  productId: number;
  qty: number;
  isSubscription: boolean;
  subscriptionInterval: number;
  giftRuleId?: number;
  personalisation?: PersonalisationRecord | null;
  optionsKey?: string;
  giftMessage?: GiftMessageRecord | null;
}

/** A guarded write's row; a cart row's write alone (touchCartIfUnchanged) has no product's stock. */
export type RawWrite = { xmin: string; cart: RawCart; stock?: number | null };

export const written = (raw: RawWrite | undefined): WrittenCart | null =>
  raw ? { cart: toCartRow(raw.cart), xmin: raw.xmin, stock: raw.stock ?? null } : null;

/**
 * A line's change in one statement, guarded by the cart as it was read: the cart's new version (`guard`)
 * is written only while the cart is still active at that version and xmin (which every change to the cart
 * or its lines moves, migration 0016), and the line's change runs only behind it. With `stock`, also only
 * while the product has that many units in stock (a change decided on a cart held in memory, whose lines'
 * stock may be old). Answers null (nothing changed) when the cart moved on since it was read: the caller
 * reads it again. The cart's row comes back as it now is, with its new xmin, so the caller holds the cart
 * as stored without reading it again. One round trip and no transaction, so no lock is held between the
 * read and the write. Like basketWrite, its commit does not wait for the WAL flush (`set_config(…, true)`
 * lasts until the statement's own commit).
 *
 * Each statement has two forms: one change (`$1`…), and the changes of several carts from arrays, one
 * element per change (`keys`, each row numbered `n`), for the changes that arrive together outside a
 * transaction (shared/server/statements-together.ts). In the second, a cart named twice is written once
 * (an UPDATE writes a row once, whichever of its joined rows it takes): the other change finds nothing
 * written and is decided again on a fresh read, as when another process got there first.
 */
const guard = (
  of: { cartId: string; version: string; xmin: string; stockProduct: string; stockNeed: string },
  batch: { set?: string; from?: string; n?: string; locked?: string } = {},
) => `guard as (
  update carts c set version = c.version + 1, updated_at = now()${batch.set ?? ''} ${batch.from ?? ''}
  where c.id = ${of.cartId} ${batch.locked ?? ''} and c.version = ${of.version} and c.xmin = ${of.xmin} and c.is_active
    and (${of.stockProduct} is null or ${stockOfProduct(of.stockProduct)} >= ${of.stockNeed})
    and set_config('synchronous_commit', 'off', true) is not null
  returning ${batch.n ?? ''} c.id, c.xmin::text as xmin, json_build_object(${cartFields('c')}) as cart)`;

const SINGLE = { cartId: '$1', version: '$2', xmin: '$3::xid', stockProduct: '$4::int', stockNeed: '$5::int' };
const GUARD = guard(SINGLE);
const WRITTEN = `g.xmin, g.cart, ${stockOfProduct('$4')} as stock`;

interface GuardedChange {
  cart: ReadCart;
  stock?: StockNeed | null;
}

/** The guard's values, in the order of its parameters ($1–$5) and of its columns in a batch's `keys`. */
const GUARD_COLUMNS: InputColumn<GuardedChange>[] = [
  { name: 'cart_id', type: 'int', of: ({ cart }) => cart.cart.id },
  { name: 'version', type: 'int', of: ({ cart }) => cart.cart.version },
  { name: 'xmin', type: 'xid', of: ({ cart }) => cart.xmin },
  { name: 'stock_product', type: 'int', of: ({ stock }) => stock?.productId ?? null },
  { name: 'stock_need', type: 'int', of: ({ stock }) => stock?.needed ?? null },
];

/** A batch's changes as rows `keys k`: the guard's columns, then the statement's own ($6 on in the single form). */
const keysOf = <Change extends GuardedChange>(own: InputColumn<Change>[]) => {
  const rows = inputsAsRows<Change>([...(GUARD_COLUMNS as InputColumn<Change>[]), ...own]);
  return { cte: `keys as (select * from ${rows.from})`, values: rows.values };
};

/**
 * A batch first locks its carts in the order of their ids, skipping any another transaction holds: two
 * batches that share carts cannot deadlock, and no shopper's change waits behind another's locked cart (an
 * order being placed, a payment being voided). A skipped cart is not written: its change is decided again,
 * and after three misses waits for the lock on its own (changeCart).
 */
const LOCKED_IN_ID_ORDER = `locked as (select c.id from carts c join keys k on c.id = k.cart_id order by c.id for update of c skip locked)`;
const BATCH = { cartId: 'k.cart_id', version: 'k.version', xmin: 'k.xmin', stockProduct: 'k.stock_product', stockNeed: 'k.stock_need' };
const batchGuard = (set = '') => guard(BATCH, { set, from: 'from keys k', n: 'k.n,', locked: 'and c.id in (select id from locked)' });
const GUARD_TOGETHER = batchGuard();
const WRITTEN_TOGETHER = `g.n, g.xmin, g.cart, ${stockOfProduct('k.stock_product')} as stock`;
/** Each written cart with its change's keys. */
const GUARDED_KEYS = 'guard g join keys k on k.n = g.n';

const SET_LINE_QTY = `with ${GUARD}, changed as (update cart_items set qty = $7 where id = $6 and cart_id in (select id from guard) returning id)
  select ${WRITTEN} from guard g`;
type LineQtyChange = GuardedChange & { itemId: number; qty: number };
const LINE_QTY_COLUMNS: InputColumn<LineQtyChange>[] = [
  { name: 'item_id', type: 'int', of: (change) => change.itemId },
  { name: 'qty', type: 'int', of: (change) => change.qty },
];
const SET_LINE_QTY_TOGETHER = `with ${keysOf(LINE_QTY_COLUMNS).cte}, ${LOCKED_IN_ID_ORDER}, ${GUARD_TOGETHER},
  changed as (update cart_items i set qty = k.qty from ${GUARDED_KEYS} where i.id = k.item_id and i.cart_id = g.id returning i.id)
  select ${WRITTEN_TOGETHER} from ${GUARDED_KEYS}`;

const DELETE_LINE = `with ${GUARD}, deleted as (delete from cart_items where id = $6 and cart_id in (select id from guard) returning id)
  select ${WRITTEN} from guard g`;
type LineRemoval = GuardedChange & { itemId: number };
const LINE_REMOVAL_COLUMNS: InputColumn<LineRemoval>[] = [{ name: 'item_id', type: 'int', of: (change) => change.itemId }];
const DELETE_LINE_TOGETHER = `with ${keysOf(LINE_REMOVAL_COLUMNS).cte}, ${LOCKED_IN_ID_ORDER}, ${GUARD_TOGETHER},
  deleted as (delete from cart_items i using ${GUARDED_KEYS} where i.id = k.item_id and i.cart_id = g.id returning i.id)
  select ${WRITTEN_TOGETHER} from ${GUARDED_KEYS}`;

// A line joining another adds its quantity and keeps the gift message it already had, else takes the newcomer's.
const UPSERT = `insert into ${LINE_TABLE} (${NEW_LINE_COLUMNS.join(', ')})`;
const ON_CONFLICT = `on conflict (${LINE_IDENTITY.join(', ')})
    do update set qty = cart_items.qty + excluded.qty, gift_message = coalesce(cart_items.gift_message, excluded.gift_message)
    returning *`;
const LINE_AS_STORED = `json_build_object(${lineFields('u', stockOfProduct('u.product_id'))})`;
const UPSERT_LINE = `with ${GUARD}, upserted as (
    ${UPSERT}
    select id, $6, $7, $8, $9, $10, $11::jsonb, $12, $13::jsonb from guard
    ${ON_CONFLICT})
  select ${WRITTEN}, (select ${LINE_AS_STORED} from upserted u) as item
  from guard g`;
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

type UpsertChange = GuardedChange & { line: GuardedLine };
// jsonb values go as their JSON text, cast in the statement.
const UPSERT_COLUMNS: InputColumn<{ line: GuardedLine }>[] = [
  { name: 'product_id', type: 'int', of: ({ line }) => line.productId },
  { name: 'qty', type: 'int', of: ({ line }) => line.qty },
  { name: 'is_subscription', type: 'boolean', of: ({ line }) => line.isSubscription },
  { name: 'subscription_interval', type: 'int', of: ({ line }) => line.subscriptionInterval },
  { name: 'gift_rule_id', type: 'int', of: ({ line }) => line.giftRuleId ?? 0 },
  { name: 'personalisation', type: 'text', of: ({ line }) => json(line.personalisation) },
  { name: 'options_key', type: 'text', of: ({ line }) => line.optionsKey ?? '' },
  { name: 'gift_message', type: 'text', of: ({ line }) => json(line.giftMessage) },
];
const UPSERT_LINE_TOGETHER = `with ${keysOf<UpsertChange>(UPSERT_COLUMNS).cte}, ${LOCKED_IN_ID_ORDER}, ${GUARD_TOGETHER},
  upserted as (
    ${UPSERT}
    select g.id, k.product_id, k.qty, k.is_subscription, k.subscription_interval, k.gift_rule_id, k.personalisation::jsonb, k.options_key, k.gift_message::jsonb
    from ${GUARDED_KEYS}
    ${ON_CONFLICT})
  select ${WRITTEN_TOGETHER}, (select ${LINE_AS_STORED} from upserted u where u.cart_id = g.id) as item
  from ${GUARDED_KEYS}`;

/**
 * Adds to the line with the same product and option, or creates it, inside a transaction that already
 * holds the cart (no guard): the same insert and the same joining rule as the guarded form.
 */
export async function upsertLine(db: Executor, line: GuardedLine & { cartId: number }): Promise<number> {
  const change = { line };
  const casts = UPSERT_COLUMNS.map((column, i) => `$${i + 2}${column.name === 'personalisation' || column.name === 'gift_message' ? '::jsonb' : ''}`);
  const text = `${UPSERT} values ($1, ${casts.join(', ')}) ${ON_CONFLICT}`;
  const [row] = await namedStatement<{ id: number }>(db, 'cart_upsert_line', text, [line.cartId, ...UPSERT_COLUMNS.map((column) => column.of(change))]);
  return row.id;
}

/** A guarded write's statement in its two forms: the single one takes the guard's values, then its own columns'. */
function guardedWrite<Change extends GuardedChange, Row extends RawWrite>(
  names: { alone: string; together: string },
  texts: { alone: string; together: string },
  own: InputColumn<Change>[],
): StatementsTogether<Change, Row | undefined> {
  const columns = [...(GUARD_COLUMNS as InputColumn<Change>[]), ...own];
  const keys = keysOf(own);
  return {
    alone: async (db, change) =>
      (
        await namedStatement<Row>(
          db,
          names.alone,
          texts.alone,
          columns.map((column) => column.of(change)),
        )
      )[0],
    together: async (db, changes) =>
      rowsByInput(await namedStatement<Row & { n: number | string }>(db, names.together, texts.together, keys.values(changes)), changes.length, (row) => row),
  };
}

const upsertLineWrites = guardedWrite<UpsertChange, RawWrite & { item: StoredCartItem }>(
  { alone: 'cart_upsert_line_guarded', together: 'carts_upsert_line_guarded' },
  { alone: UPSERT_LINE, together: UPSERT_LINE_TOGETHER },
  UPSERT_COLUMNS,
);

const setLineQtyWrites = guardedWrite<LineQtyChange, RawWrite>(
  { alone: 'cart_set_line_qty_guarded', together: 'carts_set_line_qty_guarded' },
  { alone: SET_LINE_QTY, together: SET_LINE_QTY_TOGETHER },
  LINE_QTY_COLUMNS,
);

const deleteLineWrites = guardedWrite<LineRemoval, RawWrite>(
  { alone: 'cart_delete_line_guarded', together: 'carts_delete_line_guarded' },
  { alone: DELETE_LINE, together: DELETE_LINE_TOGETHER },
  LINE_REMOVAL_COLUMNS,
);

/** upsertLine behind the guard: the cart as written with the line as stored, or null when the cart moved on. */
export async function upsertLineIfUnchanged(
  db: Executor,
  cart: ReadCart,
  line: GuardedLine,
  stock?: StockNeed,
): Promise<(WrittenCart & { item: StoredCartItem }) | null> {
  const raw = await sendWithOthers(db, upsertLineWrites, { cart, stock, line });
  const write = written(raw);
  return write && raw ? { ...write, item: raw.item } : null;
}

/** setLineQty behind the guard: null when the cart moved on. */
export async function setLineQtyIfUnchanged(db: Executor, cart: ReadCart, itemId: number, qty: number, stock?: StockNeed): Promise<WrittenCart | null> {
  return written(await sendWithOthers(db, setLineQtyWrites, { cart, stock, itemId, qty }));
}

/** deleteLine behind the guard: null when the cart moved on. */
export async function deleteLineIfUnchanged(db: Executor, cart: ReadCart, itemId: number): Promise<WrittenCart | null> {
  return written(await sendWithOthers(db, deleteLineWrites, { cart, itemId }));
}

/** A change of the cart row's own columns behind the guard (touchCartIfUnchanged), each value as text. */
export type RowChange = GuardedChange & { values: (string | null)[] };

/**
 * The guarded write of the cart row's own columns (one statement per set of columns, `names` numbered by
 * the caller): each value goes as text, cast back to its column's type, in both forms.
 */
export function guardedRowWrite(
  names: { alone: string; together: string },
  columns: { name: string; type: string }[],
): StatementsTogether<RowChange, RawWrite | undefined> {
  const own = columns.map((_, i): InputColumn<RowChange> => ({ name: `v${i}`, type: 'text', of: (change) => change.values[i] }));
  const set = (value: (i: number) => string) => columns.map((column, i) => `, "${column.name}" = ${value(i)}::${column.type}`).join('');
  return guardedWrite(
    names,
    {
      alone: `with ${guard(SINGLE, { set: set((i) => `$${GUARD_COLUMNS.length + 1 + i}::text`) })} select g.xmin, g.cart from guard g`,
      together: `with ${keysOf(own).cte}, ${LOCKED_IN_ID_ORDER}, ${batchGuard(set((i) => `k.v${i}`))} select g.n, g.xmin, g.cart from guard g`,
    },
    own,
  );
}
