import { parseQuantity, validateItemQuantity } from '../../../shared/domain/validation/quantity-rules';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { invalidInput } from '../../../shared/domain/errors';
import { type Database, type Executor, basketWrite } from '../../../shared/server/db';
import { type BasketMode, linesToSwitch } from '../../subscriptions/domain';
import { GIFT_MESSAGES_CLASH, giftMessagesClash, lineFacts, linesOverStock } from '../domain';
import type { ResolvedStore } from '../../stores/server';
import { type LoadedCart, MAX_SALE_QTY, QTY_NOT_AVAILABLE, openCart } from './open-cart';
import { cartRepository } from './persistence';
import type { CartLine } from '../domain';
import type { CartRef } from './cart-row';

/** The basket form's quantities: `cart[{itemId}][qty]`. */
export type QuantityForm = Record<string, { qty?: unknown }>;

export interface QuantityProblem {
  itemId: number;
  error: string;
}

const GIFT_QTY_FIXED = 'A free gift comes in the quantity the offer gives; remove it if you do not want it.';

/** A quantity of 0 removes the line, as Magento's basket form does; nothing else that reads as 0 does. */
const removes = (entry: { qty?: unknown } | undefined) => Object.is(parseQuantity(entry?.qty), 0);

/**
 * What the basket-form validation reports: each line's quantity rules, free gifts kept as given, and the
 * stock of each product over all its lines once the form is applied (a removed line counts as nothing).
 */
function quantityProblems(lines: CartLine[], form: QuantityForm): QuantityProblem[] {
  const problems: QuantityProblem[] = [];
  const wanted = new Map(lines.map((l) => [l.itemId, l.qty]));
  for (const line of lines) {
    const entry = form[String(line.itemId)];
    if (!entry) continue;
    if (removes(entry)) {
      wanted.set(line.itemId, 0);
      continue;
    }
    if (line.giftRuleId > 0) {
      if (parseQuantity(entry.qty) !== line.qty) problems.push({ itemId: line.itemId, error: GIFT_QTY_FIXED });
      continue;
    }
    const failure = validateItemQuantity(entry.qty, { maxAllowed: line.maxSaleQty });
    if (failure) problems.push({ itemId: line.itemId, error: ruleFailureText(failure) });
    else wanted.set(line.itemId, Number(entry.qty));
  }
  const refused = new Set(problems.map((p) => p.itemId));
  for (const line of linesOverStock(lines, (l) => wanted.get(l.itemId) ?? l.qty)) {
    if (form[String(line.itemId)] && !refused.has(line.itemId) && !removes(form[String(line.itemId)])) {
      problems.push({ itemId: line.itemId, error: QTY_NOT_AVAILABLE });
    }
  }
  return problems;
}

/** The update-cart validation call: nothing changes, problems are reported per line (spec 000 §4). */
export async function validateBasketUpdate(db: Executor, shop: ResolvedStore, ref: CartRef, form: QuantityForm) {
  const problems = quantityProblems((await openCart(db, shop, ref)).lines, form);
  return { success: problems.length === 0, error_message: problems.map((p) => ({ itemId: p.itemId, error: p.error })) };
}

/** The basket form's answer: the changed cart, or (when asked to report them) the problems that refused it. */
export type BasketFormOutcome = { loaded: LoadedCart; problems?: never } | { problems: QuantityProblem[]; loaded?: never };

/**
 * The basket form's submit (Magento's checkout/cart/updatePost): new quantities (0 removes the line), or
 * `empty_cart`. All or nothing: one bad quantity refuses the whole form, as a 400, or with
 * `reportProblems` as the update-cart validation's report (spec 000 §4), so the page validates and
 * updates in one request.
 */
export async function submitBasketForm(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  action: 'update_qty' | 'empty_cart',
  form: QuantityForm,
  { reportProblems = false } = {},
): Promise<BasketFormOutcome> {
  return basketWrite(db, async (tx) => {
    const { cart, lines } = await openCart(tx, shop, ref, true);
    if (action === 'empty_cart') {
      for (const line of lines) await cartRepository.deleteLine(tx, line.itemId);
    } else {
      const problems = quantityProblems(lines, form);
      if (problems.length > 0 && reportProblems) return { problems };
      if (problems.length > 0) throw invalidInput(problems[0].error);
      for (const line of lines) {
        const entry = form[String(line.itemId)];
        if (!entry) continue;
        if (removes(entry)) await cartRepository.deleteLine(tx, line.itemId);
        else if (Number(entry.qty) !== line.qty) await cartRepository.setLineQty(tx, line.itemId, Number(entry.qty));
      }
    }
    if (Object.keys(form).length === 0 && action !== 'empty_cart') return { loaded: { cart, lines } };
    await cartRepository.touchCart(tx, cart.id);
    return { loaded: await openCart(tx, shop, ref) };
  });
}

/**
 * Accept one purchase option for the whole basket (the invalid-basket prompt's actions and the
 * subscription conversion): every subscribable line switches; lines that then match merge.
 */
export async function switchBasketMode(db: Database, shop: ResolvedStore, ref: CartRef, mode: BasketMode): Promise<LoadedCart> {
  return basketWrite(db, async (tx) => {
    const { cart, lines } = await openCart(tx, shop, ref, true);
    const toSwitch = linesToSwitch(
      lines.map((l) => ({ ...lineFacts(l), line: l })),
      mode,
    ).map((f) => f.line);
    const subscribe = mode === 'subscription';
    // The lines that will be one line afterwards must not carry different gift messages.
    const keyAfter = (l: CartLine) => {
      const switched = toSwitch.includes(l);
      const option = switched ? `${subscribe}:${subscribe ? l.subscriptionIntervals[0] : 0}` : `${l.isSubscription}:${l.subscriptionInterval}`;
      return `${l.productId}|${l.giftRuleId}|${l.optionsKey}|${option}`;
    };
    const messagesByLine = new Map<string, CartLine['giftMessage'][]>();
    for (const l of lines) messagesByLine.set(keyAfter(l), [...(messagesByLine.get(keyAfter(l)) ?? []), l.giftMessage]);
    if ([...messagesByLine.values()].some(giftMessagesClash)) throw invalidInput(GIFT_MESSAGES_CLASH);
    for (const line of toSwitch) {
      await cartRepository.deleteLine(tx, line.itemId);
      await cartRepository.upsertLine(tx, {
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
    if (toSwitch.length === 0) return { cart, lines };
    await cartRepository.touchCart(tx, cart.id);
    const after = await openCart(tx, shop, ref);
    for (const line of after.lines) {
      if (line.qty > Math.min(line.maxSaleQty, line.stock)) throw invalidInput(MAX_SALE_QTY, [Math.min(line.maxSaleQty, line.stock)]);
    }
    return after;
  });
}
