import type { ZodType, z } from 'zod';
import type { Database } from '../../../shared/server/db';
import type { ResponseWriters } from '../../../shared/server/response-serializer';
import { keepRecent, mapPer } from '../../../shared/server/recent-map';
import { referenceGeneration } from '../../../shared/server/reference-cache';
import { catalogueOf } from '../../catalog/server';
import type { ResolvedStore } from '../../stores/server';
import { type StoredCartItem, toCartLines } from '../domain';
import { rememberCart } from './known-carts';
import { type LoadedCart, cartNotFound } from './open-cart';
import { readActiveCartWithOthers } from './persistence';
import type { CartRef, CartRow } from './cart-row';

/**
 * The answers of the cart's read calls (the cart, its totals, its rates and totals for an address), kept per
 * process as the JSON they were sent as, with the cart as read. Each call still asks the database, in its
 * one statement, whether the cart is as it was (its signature: the cart row's version and xmin, which every
 * change to the cart or its lines moves, the customer's row for a customer's cart, and the lines' stock for
 * an answer that shows it); while it is, the database sends no lines and the answer is not built again. So
 * an answer is never older than the call, whichever process or tool changed the cart. What else an answer
 * is built from is reference data (catalogue, prices, rules, settings: their generation, which the change
 * feed moves) and the store's clock (the minute: dates and delivery cut-offs turn by the minute).
 */
const CART_ANSWERS_KEPT = 2_000;
/** Answers kept per cart (its cart, totals, and a few addresses' rates and totals). */
const ANSWERS_PER_CART = 8;

interface AnswerEntry {
  generation: number;
  minute: number;
  json: string;
}

interface KeptCart {
  signature: string;
  cart: CartRow;
  items: StoredCartItem[];
  /** The lines priced from the catalogue of this generation. */
  lines?: { generation: number; lines: LoadedCart['lines'] };
  answers: Map<string, AnswerEntry>;
}

/** Per database (tests run several in one process), per store and shopper, in LRU order. */
const cartsOf = mapPer<Database, string, KeptCart>();

const MINUTE_MS = 60_000;

/**
 * The cart's answer for `call` (a route, with the request's own input when it has one), as JSON written
 * from its `response` schema by the app's `writers`: the one kept while the cart, reference data and minute are as they were,
 * else built by `build` from the cart.
 * Only for reads outside any transaction (db is the database itself).
 */
export async function cartAnswer<Response extends ZodType>(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  call: string,
  build: (loaded: LoadedCart) => z.output<Response> | Promise<z.output<Response>>,
  options: { response: Response; writers: ResponseWriters; showsStock?: boolean },
): Promise<string> {
  const showsStock = options.showsStock ?? false;
  const generation = referenceGeneration();
  const minute = Math.floor(Date.now() / MINUTE_MS);
  const carts = cartsOf(db);
  // The store's texts are in the shopper's language (a Welsh shopper's delivery methods): an answer is theirs.
  const key = `${shop.store.id}${shop.language ? `/${shop.language}` : ''}:${ref.kind === 'guest' ? ref.maskedId : ref.customerId}${showsStock ? ':stock' : ''}`;
  const held = carts.get(key);
  const [read, catalogue] = await Promise.all([
    readActiveCartWithOthers(db, shop.store.id, ref, {
      knownSignature: generation === undefined ? null : (held?.signature ?? null),
      lineStockInSignature: showsStock,
    }),
    catalogueOf(db, shop),
  ]);
  if (!read) {
    carts.delete(key);
    throw cartNotFound(ref);
  }
  let entry: KeptCart;
  if ('cart' in read) {
    entry = { signature: read.signature, cart: read.cart, items: read.items, answers: new Map() };
    // The next change of this cart is decided on it without reading it again (known-carts.ts).
    rememberCart(db, shop.store.id, ref, { cart: read.cart, items: read.items, xmin: read.xmin });
  } else {
    // The database said the cart is still the one held (only possible when held was sent).
    entry = held as KeptCart;
  }
  if (generation !== undefined) keepRecent(carts, key, entry, CART_ANSWERS_KEPT);
  else carts.delete(key);
  const answer = entry.answers.get(call);
  if (answer && answer.generation === generation && answer.minute === minute) return answer.json;

  if (!entry.lines || entry.lines.generation !== generation) entry.lines = { generation: generation ?? -1, lines: toCartLines(entry.items, catalogue.byId) };
  const json = options.writers.writerOf(options.response)(await build({ cart: entry.cart, lines: entry.lines.lines }));
  // Kept only if nothing it was built from moved while it was built.
  if (generation !== undefined && referenceGeneration() === generation) {
    keepRecent(entry.answers, call, { generation, minute, json }, ANSWERS_PER_CART);
  }
  return json;
}
