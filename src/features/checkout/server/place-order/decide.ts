import type { AddressRecord } from '../../../../shared/domain/address';
import { invalidInput, ShopError } from '../../../../shared/domain/errors';
import type { Executor, Transaction } from '../../../../shared/server/db';
import { NOT_ENOUGH_STOCK } from '../../../catalog/server';
import { linesOverStock } from '../../../cart/domain';
import { type CartLine, type CartRef, type CartRow, cartNotFound, findActiveCart, findGuestCart, loadLines } from '../../../cart/server';
import { findCustomerById } from '../../../customers/server';
import { isRegistryAddress } from '../../../gift-registry/domain';
import { findOrderByCart, findRecentCustomerOrder, type OrderRow } from '../../../orders/server';
import { paymentMethodRefusal } from '../../../payment/domain';
import type { OrderToPay, PaymentCallContext, ServerPaymentMethod } from '../../../payment/server';
import { cartConditionFacts, type Pricing, type Quote } from '../../../pricing/server';
import { checkGiftLines } from '../../../promo-gifts/server';
import type { KeyedHash } from '../../../age-verification/server';
import { SHIPPING_METHOD_MISSING } from '../../../shipping/domain';
import type { ResolvedStore } from '../../../stores/server';
import { BILLING_ADDRESS_MISSING, CART_EMPTY, type PaymentInformationInput, SHIPPING_ADDRESS_MISSING } from '../../domain';
import { resolveAddress } from '../addresses';
import { type OrderCheckResult, runOrderChecks } from '../place-order-checks';

/** A customer's retried place-order call within this window gets the order it already made. */
export const RETRY_WINDOW_SECONDS = 120;

interface Buyer {
  customerId: number | null;
  email: string;
  firstname: string;
  lastname: string;
}

/** The order as decided, every check passed: what the payment is taken for and what the write records. Frozen. */
export interface PreparedOrder {
  readonly cart: CartRow;
  readonly lines: readonly CartLine[];
  readonly quote: Quote;
  readonly buyer: Buyer;
  readonly billingAddress: AddressRecord;
  readonly parcelShop: OrderCheckResult['parcelShop'];
  readonly toPay: OrderToPay;
}

export type Decision =
  /** The basket is already an order (a retry, a double click): that order is the answer. */
  | { kind: 'placed'; order: OrderRow }
  /** The shopper was never age-checked and may be now: the automatic check runs, then the order is decided again. */
  | { kind: 'age-check-due'; email: string }
  | { kind: 'ready'; prepared: PreparedOrder };

export interface DecideOptions {
  /** In the order's transaction: the basket's row is locked (FOR UPDATE) while it is decided and written. */
  lock: boolean;
  mayCheckAgeNow: boolean;
  /** The age verification's keyed hash, to find the shopper's verification. */
  ageHash: KeyedHash;
  pricing: Pricing;
}

/**
 * Reads the basket and decides the order: the server's price, the ten checks of spec 002 §5 in their
 * order, the age check, the payment method's own checks and the stock. Writes nothing, takes nothing.
 */
export async function decideOrder(
  db: Executor,
  shop: ResolvedStore,
  ref: CartRef,
  input: PaymentInformationInput,
  payment: { method: ServerPaymentMethod; submission: unknown; call: PaymentCallContext },
  options: DecideOptions,
): Promise<Decision> {
  const found = await findBasket(db, shop, ref, options.lock);
  if ('order' in found) return { kind: 'placed', order: found.order };
  const { cart } = found;
  const lines = await loadLines(db, shop, cart);
  const billingAddress = input.billingAddress ? await resolveAddress(db, ref, input.billingAddress) : cart.billingAddress;
  // The rules' advanced conditions see the billing address this call sends, as the order will keep it.
  const methodCode = input.paymentMethod.method;
  const quote = await options.pricing.quoteCart(db, shop, { cart, lines }, methodCode, cartConditionFacts(shop, { ...cart, billingAddress }, methodCode));
  // A guest is named after the delivery address, unless that is a gift registry's (the registrant's).
  const buyer = await identifyBuyer(db, ref, input.email ?? cart.email, isRegistryAddress(cart.shippingAddress) ? billingAddress : cart.shippingAddress);
  checkOrderable(shop, quote, billingAddress, methodCode);
  const toPay = orderToPay(quote, buyer, billingAddress!, ref);
  const { method, submission, call } = payment;
  // The card's own Latin-American fields (CPF, instalments, statement text) for the billing country come
  // before the other checks, as the form checks them first.
  method.checkBeforeOrderChecks?.(submission, toPay, call);
  // Spec 002 §5: the ten checks, in their order (the registry in domain/place-order-checks.ts).
  const checks = await runOrderChecks({
    tx: db,
    shop,
    ref,
    cart,
    quote,
    email: buyer.email,
    billingAddress: billingAddress!,
    input,
    mayCheckAgeNow: options.mayCheckAgeNow,
    ageHash: options.ageHash,
  });
  if (checks.ageCheckDue) return { kind: 'age-check-due', email: buyer.email };
  method.checkAfterOrderChecks?.(submission, toPay, call);
  await checkGiftLines(db, shop, cart, quote.lines);
  // The stock as read with the lines; it is taken for good with the order.
  if (linesOverStock(lines, (line) => line.qty).length > 0) throw new ShopError('OUT_OF_STOCK', NOT_ENOUGH_STOCK);
  const prepared: PreparedOrder = { cart, lines, quote, buyer, billingAddress: billingAddress!, parcelShop: checks.parcelShop, toPay };
  return { kind: 'ready', prepared: Object.freeze(prepared) };
}

function orderToPay(quote: Quote, buyer: Buyer, billingAddress: AddressRecord, ref: CartRef): OrderToPay {
  const { totals, cart } = quote;
  return {
    cart: { id: cart.id, version: cart.version },
    amount: { value: totals.grandTotal, currency: totals.currency },
    shippingFee: { value: totals.shippingInclTax, currency: totals.currency },
    email: buyer.email,
    billingAddress,
    isCustomer: ref.kind === 'customer',
    hasSubscription: quote.lines.some((l) => l.isSubscription),
  };
}

/** The basket to order (locked in the order's transaction), or the order it already became. */
export async function findBasket(
  db: Executor | Transaction,
  shop: ResolvedStore,
  ref: CartRef,
  lock: boolean,
): Promise<{ cart: CartRow } | { order: OrderRow }> {
  if (ref.kind === 'guest') {
    const cart = await findGuestCart(db, shop.store.id, ref.maskedId, lock);
    if (!cart) throw cartNotFound(ref);
    if (cart.isActive) return { cart };
    const order = await findOrderByCart(db, cart.id);
    if (!order) throw cartNotFound(ref);
    return { order };
  }
  const cart = await findActiveCart(db, shop.store.id, ref, lock);
  if (cart) return { cart };
  const order = await findRecentCustomerOrder(db, ref.customerId, shop.store.id, RETRY_WINDOW_SECONDS);
  if (!order) throw cartNotFound(ref);
  return { order };
}

async function identifyBuyer(db: Executor, ref: CartRef, email: string | null, shipping: AddressRecord | null): Promise<Buyer> {
  if (ref.kind === 'customer') {
    const customer = await findCustomerById(db, ref.customerId);
    if (!customer) throw cartNotFound(ref);
    return { customerId: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
  }
  // Spec 002 §5 check 1 (the email's validity) runs with the other checks.
  return { customerId: null, email: (email ?? '').toLowerCase(), firstname: shipping?.firstname ?? '', lastname: shipping?.lastname ?? '' };
}

function checkOrderable(shop: ResolvedStore, quote: Quote, billingAddress: AddressRecord | null, method: string): void {
  if (quote.lines.length === 0) throw invalidInput(CART_EMPTY);
  if (!quote.cart.shippingAddress) throw invalidInput(SHIPPING_ADDRESS_MISSING);
  if (!quote.selectedRate) throw invalidInput(SHIPPING_METHOD_MISSING);
  if (!billingAddress) throw invalidInput(BILLING_ADDRESS_MISSING);
  const refusal = paymentMethodRefusal(method, quote.paymentMethods, quote.paymentContext, shop.settings.payment);
  if (refusal) throw invalidInput(refusal);
}
