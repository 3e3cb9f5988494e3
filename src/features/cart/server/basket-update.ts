import { validateItemQuantity } from '../../../shared/domain/validation/quantity-rules';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { invalidInput } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { type BasketMode, linesToSwitch } from '../../subscriptions/domain';
import { lineFacts } from './cart-data';
import { MAX_SALE_QTY, QTY_NOT_AVAILABLE, requireActiveCart } from './service';
import * as store from './store';
import type { CartLine, CartRef, CartRow } from './store';

/** The basket form's quantities: `cart[{itemId}][qty]`. */
export type QuantityForm = Record<string, { qty?: unknown }>;

export interface QuantityProblem {
  itemId: number;
  error: string;
}

/** Stock and per-product limits of the lines after the change; what the basket-form validation reports. */
function quantityProblems(lines: CartLine[], form: QuantityForm): QuantityProblem[] {
  const problems: QuantityProblem[] = [];
  const byId = new Map(lines.map((l) => [String(l.itemId), l]));
  const wanted = new Map(lines.map((l) => [l.itemId, l.qty]));
  for (const [key, value] of Object.entries(form)) {
    const line = byId.get(key);
    if (!line) continue;
    const failure = validateItemQuantity(value?.qty, { maxAllowed: line.maxSaleQty });
    if (failure) problems.push({ itemId: line.itemId, error: ruleFailureText(failure) });
    else wanted.set(line.itemId, Number(value?.qty));
  }
  const perProduct = new Map<number, number>();
  for (const line of lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + (wanted.get(line.itemId) ?? 0));
  for (const line of lines) {
    if (problems.some((p) => p.itemId === line.itemId) || !form[String(line.itemId)]) continue;
    if ((perProduct.get(line.productId) ?? 0) > line.stock) problems.push({ itemId: line.itemId, error: QTY_NOT_AVAILABLE });
  }
  return problems;
}

/** A quantity of 0 removes the line, as Magento's basket form does. */
const removes = (entry: { qty?: unknown } | undefined) => entry?.qty !== undefined && entry.qty !== '' && Number(entry.qty) === 0;

function withoutRemovals(form: QuantityForm): QuantityForm {
  return Object.fromEntries(Object.entries(form).filter(([, entry]) => !removes(entry)));
}

/** The update-cart validation call: nothing changes, problems are reported per line (spec 000 §4). */
export async function validateBasketUpdate(db: Executor, storeId: number, ref: CartRef, form: QuantityForm) {
  const cart = await requireActiveCart(db, storeId, ref);
  const problems = quantityProblems(await store.loadLines(db, cart.id, storeId), withoutRemovals(form));
  return { success: problems.length === 0, error_message: problems.map((p) => ({ itemId: p.itemId, error: p.error })) };
}

/**
 * The basket form's submit (Magento's checkout/cart/updatePost): new quantities (0 removes the line), or
 * `empty_cart`. All or nothing: one bad quantity refuses the whole form.
 */
export async function submitBasketForm(db: Database, storeId: number, ref: CartRef, action: 'update_qty' | 'empty_cart', form: QuantityForm): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await requireActiveCart(tx, storeId, ref, true);
    const lines = await store.loadLines(tx, cart.id, storeId);
    if (action === 'empty_cart') {
      for (const line of lines) await store.deleteLine(tx, line.itemId);
    } else {
      const removals = lines.filter((l) => removes(form[String(l.itemId)]));
      const rest = withoutRemovals(form);
      const [problem] = quantityProblems(lines, rest);
      if (problem) throw invalidInput(problem.error);
      for (const line of removals) await store.deleteLine(tx, line.itemId);
      for (const line of lines) {
        const qty = rest[String(line.itemId)]?.qty;
        if (qty !== undefined && Number(qty) !== line.qty) await store.setLineQty(tx, line.itemId, Number(qty));
      }
    }
    if (Object.keys(form).length > 0 || action === 'empty_cart') await store.touchCart(tx, cart.id);
    return requireActiveCart(tx, storeId, ref);
  });
}

/**
 * Accept one purchase option for the whole basket (the invalid-basket prompt's actions and the
 * subscription conversion): every subscribable line switches; lines that then match merge.
 */
export async function switchBasketMode(db: Database, storeId: number, ref: CartRef, mode: BasketMode): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await requireActiveCart(tx, storeId, ref, true);
    const lines = await store.loadLines(tx, cart.id, storeId);
    const toSwitch = linesToSwitch(lines.map((l) => ({ ...lineFacts(l), line: l })), mode).map((f) => f.line);
    for (const line of toSwitch) {
      await store.deleteLine(tx, line.itemId);
      const subscribe = mode === 'subscription';
      await store.upsertLine(tx, {
        cartId: cart.id,
        productId: line.productId,
        qty: line.qty,
        isSubscription: subscribe,
        subscriptionInterval: subscribe ? line.subscriptionIntervals[0] : 0,
        personalisation: line.personalisation,
        optionsKey: line.optionsKey,
        giftMessage: line.giftMessage,
      });
    }
    const after = await store.loadLines(tx, cart.id, storeId);
    for (const line of after) {
      if (line.qty > Math.min(line.maxSaleQty, line.stock)) throw invalidInput(MAX_SALE_QTY, [Math.min(line.maxSaleQty, line.stock)]);
    }
    if (toSwitch.length > 0) await store.touchCart(tx, cart.id);
    return requireActiveCart(tx, storeId, ref);
  });
}
