import { randomBytes } from 'node:crypto';
import { ShopError, invalidInput, noSuchEntity } from '../../../shared/domain/errors';
import { type Database, type Executor, basketWrite } from '../../../shared/server/db';
import { PRODUCT_NOT_FOUND, catalogueOf } from '../../catalog/server';
import {
  GIFT_MESSAGES_CLASH,
  type GiftMessageRecord,
  type LineOption,
  ONE_TIME,
  type OptionOffer,
  type ProductOptionInput,
  giftMessagesClash,
  linesOverStock,
  resolveLineOption,
  sameLineOption,
  toCartLine,
} from '../domain';
import { offeredSubscriptionIntervals } from '../../stores/domain';
import type { ResolvedStore } from '../../stores/server';
import { cartRepository } from './persistence';
import { changeCart } from './cart-change';
import { MAX_SALE_QTY, QTY_NOT_AVAILABLE, cartNotFound, loadLines, openCartInHand } from './open-cart';

import type { CartLine } from '../domain';
import type { CartRef, CartRow } from './cart-row';

/** 32 unguessable characters (128 random bits), as Magento's masked quote id. */
function newMaskedId(): string {
  return randomBytes(16).toString('hex');
}

export async function requireActiveCart(db: Executor, storeId: number, ref: CartRef, lock = false): Promise<CartRow> {
  const cart = await cartRepository.findActiveCart(db, storeId, ref, lock);
  if (!cart) throw cartNotFound(ref);
  return cart;
}

export async function createGuestCart(db: Executor, storeId: number): Promise<string> {
  const maskedId = newMaskedId();
  await cartRepository.insertCart(db, { maskedId, storeId });
  return maskedId;
}

/** The customer's one active cart in this store, created on first use (safe under concurrent calls). */
export async function getOrCreateCustomerCart(db: Executor, storeId: number, customerId: number): Promise<CartRow> {
  const existing = await cartRepository.findActiveCart(db, storeId, { kind: 'customer', customerId });
  if (existing) return existing;
  await cartRepository.insertCart(db, { maskedId: newMaskedId(), storeId, customerId });
  return requireActiveCart(db, storeId, { kind: 'customer', customerId });
}

function checkQuantity(lines: CartLine[], productId: number, stock: number, maxSaleQty: number, changedItemId: number | null, newQty: number) {
  if (newQty > maxSaleQty) throw invalidInput(MAX_SALE_QTY, [maxSaleQty]);
  const sameProduct = lines.filter((l) => l.productId === productId && l.itemId !== changedItemId);
  const changed = { itemId: changedItemId ?? 0, productId, stock, qty: newQty };
  if (linesOverStock([...sameProduct, changed], (l) => l.qty).length > 0) throw new ShopError('OUT_OF_STOCK', QTY_NOT_AVAILABLE);
}

export interface AddItemInput {
  sku: string;
  qty: number;
  productOption?: ProductOptionInput;
  /** The store's extra subscription intervals (settings.extraSubscriptionIntervals). */
  extraIntervals?: number[];
}

/** What a product offers as a line option in this cartRepository. */
function offerOf(product: { subscriptionIntervals: number[]; personalisable: boolean }, extraIntervals: number[] = []): OptionOffer {
  return {
    subscriptionIntervals: offeredSubscriptionIntervals(product.subscriptionIntervals, { extraSubscriptionIntervals: extraIntervals }),
    personalisable: product.personalisable,
  };
}

export async function addItem(db: Database, shop: ResolvedStore, ref: CartRef, input: AddItemInput): Promise<{ cart: CartRow; line: CartLine }> {
  const product = (await catalogueOf(db, shop)).bySku.get(input.sku);
  if (!product) throw new ShopError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const option = resolveOption(input.productOption, offerOf(product, input.extraIntervals));
  return changeCart(
    db,
    shop,
    ref,
    async (ex, inHand, held) => {
      const { lines } = inHand;
      const existing = lines.find((l) => l.giftRuleId === 0 && l.productId === product.id && sameLineOption(l, option));
      const qty = (existing?.qty ?? 0) + input.qty;
      const changedItemId = existing?.itemId ?? null;
      // A held cart has no live stock of the product: its write takes the units only while they are there.
      checkQuantity(lines, product.id, held ? Number.MAX_SAFE_INTEGER : (inHand.stockOf ?? 0), product.maxSaleQty, changedItemId, qty);
      const stockNeed = held ? { productId: product.id, needed: unitsAfter(lines, product.id, changedItemId, qty) } : undefined;
      const write = await cartRepository.upsertLineIfUnchanged(ex, inHand, { productId: product.id, qty: input.qty, ...option }, stockNeed);
      if (!write) return undefined;
      const others = inHand.items.filter((i) => i.itemId !== write.item.itemId);
      return {
        result: { cart: write.cart, line: toCartLine(write.item, product) },
        after: { cart: write.cart, xmin: write.xmin, items: [...others, write.item].sort((a, b) => a.itemId - b.itemId) },
      };
    },
    { stockOf: product.id },
  );
}

/** The units of a product the basket holds once a line's quantity changes: all its lines leave one shelf. */
function unitsAfter(lines: CartLine[], productId: number, changedItemId: number | null, newQty: number): number {
  return lines.filter((l) => l.productId === productId && l.itemId !== changedItemId).reduce((sum, l) => sum + l.qty, newQty);
}

export async function updateItem(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  itemId: number,
  input: { qty: number; productOption?: ProductOptionInput; extraIntervals?: number[] },
): Promise<{ cart: CartRow; line: CartLine }> {
  // A quantity change alone is one guarded statement; a change of the line's option (which may merge it
  // into another line) keeps the locked transaction.
  if (!input.productOption) {
    return changeCart(db, shop, ref, async (ex, inHand, held) => {
      const line = findLine(inHand.lines, itemId, ref);
      checkQuantity(inHand.lines, line.productId, line.stock, line.maxSaleQty, line.itemId, input.qty);
      const stockNeed = held ? { productId: line.productId, needed: unitsAfter(inHand.lines, line.productId, line.itemId, input.qty) } : undefined;
      const write = await cartRepository.setLineQtyIfUnchanged(ex, inHand, line.itemId, input.qty, stockNeed);
      if (!write) return undefined;
      const stock = write.stock ?? line.stock;
      return {
        result: { cart: write.cart, line: { ...line, qty: input.qty, stock } },
        after: { cart: write.cart, xmin: write.xmin, items: inHand.items.map((i) => (i.itemId === line.itemId ? { ...i, qty: input.qty, stock } : i)) },
      };
    });
  }
  const productOption = input.productOption;
  return basketWrite(db, async (tx) => {
    const inHand = await openCartInHand(tx, shop, ref, { lock: true });
    const { cart, lines } = inHand;
    const line = findLine(lines, itemId, ref);
    const option = keepEngraving(resolveOption(productOption, offerOf(line, input.extraIntervals)), productOption, line);
    const sameOption = sameLineOption(option, line);
    const target = sameOption ? undefined : lines.find((l) => l.giftRuleId === line.giftRuleId && l.productId === line.productId && sameLineOption(l, option));
    if (target && giftMessagesClash([line.giftMessage, target.giftMessage])) throw invalidInput(GIFT_MESSAGES_CLASH);
    const newQty = input.qty + (target?.qty ?? 0);
    checkQuantity(
      lines.filter((l) => l.itemId !== target?.itemId),
      line.productId,
      line.stock,
      line.maxSaleQty,
      line.itemId,
      newQty,
    );
    if (sameOption) {
      await cartRepository.setLineQtyIfUnchanged(tx, inHand, line.itemId, input.qty);
      return { cart, line: { ...line, qty: input.qty } };
    }
    // The line moves to its new option, joining a line that already has it.
    await cartRepository.deleteLine(tx, line.itemId);
    await cartRepository.upsertLine(tx, {
      cartId: cart.id,
      productId: line.productId,
      qty: input.qty,
      giftRuleId: line.giftRuleId,
      giftMessage: line.giftMessage,
      ...pickOption(option),
    });
    await cartRepository.touchCart(tx, cart.id);
    const after = await loadLines(tx, shop, cart);
    return { cart, line: after.find((l) => l.giftRuleId === line.giftRuleId && l.productId === line.productId && sameLineOption(l, option))! };
  });
}

export async function removeItem(db: Database, shop: ResolvedStore, ref: CartRef, itemId: number): Promise<void> {
  await changeCart(db, shop, ref, async (ex, inHand) => {
    if (!inHand.items.some((item) => item.itemId === itemId)) throw noSuchEntity('itemId', itemId);
    const write = await cartRepository.deleteLineIfUnchanged(ex, inHand, itemId);
    if (!write) return undefined;
    return { result: true, after: { cart: write.cart, xmin: write.xmin, items: inHand.items.filter((i) => i.itemId !== itemId) } };
  });
}

/** A delivery method as the cart keeps it. */
interface CartDeliveryMethod {
  carrierCode: string;
  methodCode: string;
}

/**
 * A delivery choice a higher feature keeps beside a cart (a pickup point, a parcel shop). At login it
 * moves the guest cart's choice to the customer's cart (replacing the customer's own) and answers the
 * delivery method the choice belongs to, or null when the guest cart has nothing for it.
 */
export type CarryDeliveryChoice = (tx: Executor, move: { from: CartRow; to: CartRow }) => Promise<CartDeliveryMethod | null>;

/**
 * At login the guest's basket joins the customer's: same product and option add up, nothing is lost.
 * Quantities are checked again at checkout. A delivery choice saved on the guest cart (handed in by the
 * app as `carryOver`) moves too, with the delivery method it belongs to.
 */
export async function mergeGuestCart(db: Database, maskedId: string, customerId: number, carryOver: CarryDeliveryChoice[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    const guest = await cartRepository.findGuestCartAnyStore(tx, maskedId);
    if (!guest) return;
    const target = await getOrCreateCustomerCart(tx, guest.storeId, customerId);
    // Every stored line moves; one whose product is no longer sold stays hidden, as it was.
    const lines = await cartRepository.loadItems(tx, guest.id);
    for (const line of lines) {
      await cartRepository.upsertLine(tx, {
        cartId: target.id,
        productId: line.productId,
        qty: line.qty,
        giftRuleId: line.giftRuleId,
        giftMessage: line.giftMessage,
        ...pickOption(line),
      });
    }
    let method: CartDeliveryMethod | null = null;
    for (const carry of carryOver) method = (await carry(tx, { from: guest, to: target })) ?? method;
    await cartRepository.touchCart(tx, guest.id, { isActive: false });
    await cartRepository.touchCart(tx, target.id, {
      ...(target.giftMessage || !guest.giftMessage ? {} : { giftMessage: guest.giftMessage }),
      // The guest's packaging choice goes along unless the customer's basket has its own.
      ...(target.secondaryPackaging !== null || guest.secondaryPackaging === null ? {} : { secondaryPackaging: guest.secondaryPackaging }),
      ...(method ? { shippingCarrierCode: method.carrierCode, shippingMethodCode: method.methodCode } : {}),
    });
  });
}

function resolveOption(input: ProductOptionInput | undefined, offer: OptionOffer): LineOption {
  const resolved = resolveLineOption(input, offer);
  if (!resolved.ok) throw invalidInput(resolved.message, resolved.parameters);
  return resolved.option;
}

/** Changing a line's subscription choice keeps its engraving unless a new one is sent. */
function keepEngraving(option: LineOption, input: ProductOptionInput, line: LineOption): LineOption {
  if (input.extension_attributes?.personalisation) return option;
  return { ...option, personalisation: line.personalisation, optionsKey: line.optionsKey };
}

function pickOption(o: LineOption): LineOption {
  return { isSubscription: o.isSubscription, subscriptionInterval: o.subscriptionInterval, personalisation: o.personalisation, optionsKey: o.optionsKey };
}

function findLine(lines: CartLine[], itemId: number, _ref: CartRef): CartLine {
  const line = lines.find((l) => l.itemId === itemId);
  if (!line) throw noSuchEntity('itemId', itemId);
  return line;
}

/** A free line put in the basket by a gift rule (one-time; adds to what the rule already gave). */
export async function addGiftLine(db: Executor, cartId: number, productId: number, giftRuleId: number, qty: number): Promise<void> {
  await cartRepository.upsertLine(db, { cartId, productId, qty, giftRuleId, ...pickOption(ONE_TIME) });
}

/** A line's gift message (the gift-messages feature checks it); false when the cart has no such line. */
export function setLineGiftMessage(db: Executor, cartId: number, itemId: number, giftMessage: GiftMessageRecord | null): Promise<boolean> {
  return cartRepository.setLineGiftMessage(db, cartId, itemId, giftMessage);
}

// The basket page's form and whole-basket switch, and the cart as Magento serves it (used by the basket feature).

/**
 * The basket of an order cancelled at the payment page, back as an active cart: a new cart (the old one
 * keeps its order) with the same lines, delivery, coupon and points choice; a customer who already has
 * an active cart gets the lines added to it. Answers the cart the shopper now has.
 */
export async function restoreCart(db: Executor, fromCartId: number): Promise<CartRow | undefined> {
  const from = await cartRepository.findCartById(db, fromCartId);
  if (!from) return undefined;
  const already = await findRestoredCart(db, fromCartId);
  if (already) return already;
  let target = from.customerId ? await cartRepository.findActiveCart(db, from.storeId, { kind: 'customer', customerId: from.customerId }, true) : undefined;
  if (!target) {
    target = await cartRepository.insertCart(db, {
      maskedId: newMaskedId(),
      storeId: from.storeId,
      customerId: from.customerId,
      email: from.email,
      shippingAddress: from.shippingAddress,
      billingAddress: from.billingAddress,
      shippingCarrierCode: from.shippingCarrierCode,
      shippingMethodCode: from.shippingMethodCode,
      couponCode: from.couponCode,
      useRewardPoints: from.useRewardPoints,
      giftMessage: from.giftMessage,
      shippingNote: from.shippingNote,
      secondaryPackaging: from.secondaryPackaging,
      // The method the order was to be paid with stays chosen (the shopper comes back to the payment step).
      paymentMethod: from.paymentMethod,
      restoredFromCartId: from.id,
    });
    if (!target) return undefined;
  } else {
    await cartRepository.touchCart(db, target.id, { restoredFromCartId: from.id });
  }
  for (const item of await cartRepository.loadItems(db, from.id)) {
    await cartRepository.upsertLine(db, {
      cartId: target.id,
      productId: item.productId,
      qty: item.qty,
      isSubscription: item.isSubscription,
      subscriptionInterval: item.subscriptionInterval,
      giftRuleId: item.giftRuleId,
      personalisation: item.personalisation,
      optionsKey: item.optionsKey,
      giftMessage: item.giftMessage,
    });
  }
  return target;
}

/** The active cart that holds a cancelled order's basket again, if any. */
export function findRestoredCart(db: Executor, fromCartId: number): Promise<CartRow | undefined> {
  return cartRepository.findRestoredCart(db, fromCartId);
}
