import type { PgColumn } from 'drizzle-orm/pg-core';
import { carts } from '../../../../db/schema';
import type { Executor } from '../../../../shared/server/db';
import { definedKeys } from '../../../../shared/server/prebuilt';
import { type StatementsTogether, sendWithOthers } from '../../../../shared/server/statements-together';
import { type CartChanges, changedKeys } from './cart-columns';
import { type RawWrite, type ReadCart, type RowChange, type WrittenCart, guardedRowWrite, written } from './guarded-writes';

/** A column's value as text, cast back in the statement: what drizzle would send for it, as text. */
function asText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const driverValue = column.mapToDriverValue(value);
  return typeof driverValue === 'string' ? driverValue : String(driverValue);
}

/** The guarded write of each set of columns, alone and together, made once per set. */
const writesByShape = new Map<string, { columns: PgColumn[]; statements: StatementsTogether<RowChange, RawWrite | undefined> }>();

function writesOf(changes: CartChanges) {
  const shape = changedKeys(changes);
  let writes = writesByShape.get(shape);
  if (!writes) {
    const columns = definedKeys(changes).map((key) => carts[key as keyof typeof carts] as PgColumn);
    // Numbered, not named after the shape: PostgreSQL keeps 63 bytes of a statement's name.
    const number = writesByShape.size + 1;
    const statements = guardedRowWrite(
      { alone: `cart_touch_guarded_${number}`, together: `carts_touch_guarded_${number}` },
      columns.map((column) => ({ name: column.name, type: column.getSQLType() })),
    );
    writes = { columns, statements };
    writesByShape.set(shape, writes);
  }
  return writes;
}

/**
 * touchCart behind the guard (guarded-writes.ts): the changes are written only while the cart is still
 * active at the version and xmin it was read at; null (nothing written) when it moved on. Outside a
 * transaction, sent with the other requests' touches of the same columns in this turn.
 */
export async function touchCartIfUnchanged(db: Executor, cart: ReadCart, changes: CartChanges = {}): Promise<WrittenCart | null> {
  const { columns, statements } = writesOf(changes);
  const keys = definedKeys(changes);
  const values = columns.map((column, i) => asText(column, changes[keys[i] as keyof CartChanges]));
  return written(await sendWithOthers(db, statements, { cart, values }));
}
