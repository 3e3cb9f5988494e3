import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { carts } from '../../../db/schema';
import { ASYNC_COMMIT, type Executor, namedStatement } from '../../../shared/server/db';
import { definedKeys, placeholdersOf, placeholderValues, prebuiltByShape } from '../../../shared/server/prebuilt';
import { type StatementsTogether, canSendTogether, inputsAsRows, rowsByInput, sendTogether } from '../../../shared/server/statements-together';
import { type CartChanges, type RawCart, cartFields, changedKeys } from './cart-sql';
import { LOCKED_IN_ID_ORDER, type RawWrite, type ReadCart, type WrittenCart, written } from './guarded-writes';

interface Touch {
  cart: ReadCart;
  changes: CartChanges;
}

const touchAlone = prebuiltByShape<CartChanges, Record<string, unknown>, RawWrite[]>('touch_cart_guarded', changedKeys, (db, p, changes) =>
  db
    .update(carts)
    .set({ ...placeholdersOf(changes, p), version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, p('cartId')), eq(carts.version, p('version')), sql`${carts}.xmin = ${p('xmin')}::xid`, eq(carts.isActive, true), ASYNC_COMMIT))
    .returning({ xmin: sql<string>`${carts}.xmin::text`, cart: sql<RawCart>`json_build_object(${sql.raw(cartFields('"carts"'))})` }),
);

/**
 * The guarded touch of several carts with changes of one shape (the same columns): the guard's values and
 * each changed column as arrays of text, each column cast back to its type (a jsonb column's value is its
 * JSON, as drizzle writes it). Each row names its change (`n`).
 */
function touchTogether(keys: string[]): { text: string; values: (touches: Touch[]) => unknown[][] } {
  const columns = keys.map((key) => carts[key as keyof typeof carts] as PgColumn);
  const rows = inputsAsRows<Touch>([
    { name: 'cart_id', type: 'int', of: ({ cart }) => cart.cart.id },
    { name: 'version', type: 'int', of: ({ cart }) => cart.cart.version },
    { name: 'xmin', type: 'xid', of: ({ cart }) => cart.xmin },
    ...columns.map((column, i) => ({ name: `v${i}`, type: 'text', of: ({ changes }: Touch) => asText(column, changes[keys[i] as keyof CartChanges]) })),
  ]);
  return {
    text: `with keys as (select * from ${rows.from}), ${LOCKED_IN_ID_ORDER}
  update carts c set ${columns.map((column, i) => `"${column.name}" = k.v${i}::${column.getSQLType()}`).join(', ')}, version = c.version + 1, updated_at = now()
  from keys k
  where c.id = k.cart_id and c.id in (select id from locked) and c.version = k.version and c.xmin = k.xmin and c.is_active
    and set_config('synchronous_commit', 'off', true) is not null
  returning k.n, c.xmin::text as xmin, json_build_object(${cartFields('c')}) as cart`,
    values: rows.values,
  };
}

/** A column's value as text for touchTogether's arrays: what drizzle would send for it, as text. */
function asText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const driverValue = column.mapToDriverValue(value);
  return typeof driverValue === 'string' ? driverValue : String(driverValue);
}

/** The statements of one shape of changes, alone and together, made once per shape. */
const touchesByShape = new Map<string, StatementsTogether<Touch, RawWrite | undefined>>();

function touches(keys: string[], shape: string): StatementsTogether<Touch, RawWrite | undefined> {
  let statements = touchesByShape.get(shape);
  if (!statements) {
    // Numbered, not named after the shape: PostgreSQL keeps 63 bytes of a statement's name.
    const name = `carts_touch_guarded_${touchesByShape.size + 1}`;
    const together = touchTogether(keys);
    statements = {
      alone: async (db, { cart, changes }) =>
        (await touchAlone(db, changes, placeholderValues(changes, '', { cartId: cart.cart.id, version: cart.cart.version, xmin: cart.xmin })))[0],
      together: async (db, all) => rowsByInput(await namedStatement<RawWrite & { n: number | string }>(db, name, together.text, together.values(all)), all.length, (row) => row),
    };
    touchesByShape.set(shape, statements);
  }
  return statements;
}

/**
 * touchCart behind the guard (guarded-writes.ts): the changes are written only while the cart is still
 * active at the version and xmin it was read at; null (nothing written) when it moved on. Outside a
 * transaction, sent with the other requests' touches of the same columns in this turn.
 */
export async function touchCartIfUnchanged(db: Executor, cart: ReadCart, changes: CartChanges = {}): Promise<WrittenCart | null> {
  const keys = definedKeys(changes);
  const statements = touches(keys, changedKeys(changes));
  const touch = { cart, changes };
  // A touch of no column (the version alone) is rare and has no together-form worth its statement.
  return written(canSendTogether(db) && keys.length > 0 ? await sendTogether(db, statements, touch) : await statements.alone(db, touch));
}
