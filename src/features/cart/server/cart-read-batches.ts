import type { Database } from '../../../shared/server/db';
import { mapPer } from '../../../shared/server/recent-map';
import { type CartReadRequest, type CartRef, type FoundCart, readActiveCart, readActiveCarts } from './store';

/**
 * The cart reads of requests that arrive together go to the database as one statement. Under load a
 * process takes in many requests in one turn of its event loop; each cart read waits for the end of that
 * turn (setImmediate), and the turn's reads of one shape go as one statement: one round trip, one wake-up of
 * one PostgreSQL backend (or one query of the embedded database) for all of them, where each used to cost its
 * own. A lone read goes alone, as before, a turn later at most. Each answer is as fresh as its request: the
 * statement is sent after every read in it was asked for.
 */
export const CART_READS_PER_STATEMENT = 50;

type CartReadAnswer = FoundCart | { signature: string } | undefined;

interface WaitingRead extends CartReadRequest {
  answer(read: CartReadAnswer): void;
  fail(error: unknown): void;
}

/** Per database, per shape (the kind of owner, and whether the lines' stock is in the signature). */
const waitingOf = mapPer<Database, string, WaitingRead[]>();

/** As readActiveCart (no lock, no product's stock), sent with the other reads of this turn. Only outside a transaction. */
export function readActiveCartWithOthers(
  db: Database,
  storeId: number,
  ref: CartRef,
  options: { knownSignature: string | null; lineStockInSignature: boolean },
): Promise<CartReadAnswer> {
  const shape = `${ref.kind}:${options.lineStockInSignature}`;
  const batch = waitingOf(db).get(shape) ?? startBatch(db, shape, ref.kind, options.lineStockInSignature);
  const owner = ref.kind === 'guest' ? ref.maskedId : ref.customerId;
  return new Promise((answer, fail) => batch.push({ owner, storeId, knownSignature: options.knownSignature, answer, fail }));
}

/** A batch of reads of one shape, sent once this turn of the event loop has taken in its requests. */
function startBatch(db: Database, shape: string, kind: CartRef['kind'], lineStockInSignature: boolean): WaitingRead[] {
  const waiting = waitingOf(db);
  const reads: WaitingRead[] = [];
  waiting.set(shape, reads);
  setImmediate(() => {
    waiting.delete(shape);
    send(db, kind, lineStockInSignature, reads);
  });
  return reads;
}

function send(db: Database, kind: CartRef['kind'], lineStockInSignature: boolean, reads: WaitingRead[]): void {
  for (let start = 0; start < reads.length; start += CART_READS_PER_STATEMENT) {
    const part = reads.slice(start, start + CART_READS_PER_STATEMENT);
    if (part.length === 1) {
      sendAlone(db, kind, lineStockInSignature, part[0]);
      continue;
    }
    readActiveCarts(db, kind, lineStockInSignature, part).then(
      (answers) => part.forEach((read, i) => read.answer(answers[i])),
      // Whatever made the statement fail, each read is tried alone: one request's trouble is not the others'.
      () => part.forEach((read) => sendAlone(db, kind, lineStockInSignature, read)),
    );
  }
}

function sendAlone(db: Database, kind: CartRef['kind'], lineStockInSignature: boolean, read: WaitingRead): void {
  const ref: CartRef = kind === 'guest' ? { kind, maskedId: String(read.owner) } : { kind, customerId: Number(read.owner) };
  readActiveCart(db, read.storeId, ref, { knownSignature: read.knownSignature, lineStockInSignature }).then(read.answer, read.fail);
}
