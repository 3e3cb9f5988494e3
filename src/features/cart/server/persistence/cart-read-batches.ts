import type { Database } from '../../../../shared/server/db';
import { type StatementsTogether, sendTogether } from '../../../../shared/server/statements-together';
import { type CartReadRequest, type CartRef, type FoundCart, readActiveCart, readActiveCarts } from './cart-repository';

type CartReadAnswer = FoundCart | { signature: string } | undefined;

/** The cart statement of one shape (the kind of owner; the lines' stock in the signature or not), alone or for several reads. */
function cartReads(kind: CartRef['kind'], lineStockInSignature: boolean): StatementsTogether<CartReadRequest, CartReadAnswer> {
  return {
    readOnly: true,
    alone: (db, read) =>
      readActiveCart(db, read.storeId, kind === 'guest' ? { kind, maskedId: String(read.owner) } : { kind, customerId: Number(read.owner) }, {
        knownSignature: read.knownSignature,
        lineStockInSignature,
      }),
    together: (db, reads) => readActiveCarts(db, kind, lineStockInSignature, reads),
  };
}

const SHAPES = {
  guest: { withLineStock: cartReads('guest', true), withoutLineStock: cartReads('guest', false) },
  customer: { withLineStock: cartReads('customer', true), withoutLineStock: cartReads('customer', false) },
};

/**
 * As readActiveCart (no lock, no product's stock), sent with the cart reads of the other requests of this
 * turn of the event loop (shared/server/statements-together.ts): the reads of a busy moment cost one
 * statement. Only outside a transaction.
 */
export function readActiveCartWithOthers(
  db: Database,
  storeId: number,
  ref: CartRef,
  options: { knownSignature: string | null; lineStockInSignature: boolean },
): Promise<CartReadAnswer> {
  const statements = SHAPES[ref.kind][options.lineStockInSignature ? 'withLineStock' : 'withoutLineStock'];
  const owner = ref.kind === 'guest' ? ref.maskedId : ref.customerId;
  return sendTogether(db, statements, { owner, storeId, knownSignature: options.knownSignature });
}
