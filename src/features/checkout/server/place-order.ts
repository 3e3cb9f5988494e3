import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import type { Database, Transaction } from '../../../shared/server/db';
import { takeStock } from '../../catalog/server/service';
import { recordCouponUse } from '../../coupons/server/service';
import { spendRewardPoints } from '../../rewards/server/service';
import { checkGiftLines } from '../../promo-gifts/server/service';
import { type CartRef, type CartRow, cartNotFound } from '../../cart/server/service';
import { findActiveCart, findGuestCart, loadLines, touchCart } from '../../cart/server/service';
import { sameBookAddress } from '../../customers/domain';
import { findCustomerById, listAddresses } from '../../customers/server/service';
import { saveAddress } from '../../customers/server/service';
import { findOrderByCart, findRecentCustomerOrder, insertOrder, type OrderRow } from '../../orders/server/service';
import { recordOrderParcelShop } from '../../parcel-shops/server/service';
import type { FastifyBaseLogger } from 'fastify';
import { CARD_DETAILS_MISSING, type CardSubmission, PAYMENT_METHOD_NOT_AVAILABLE, readCardSubmission, WORLDPAY_APM, WORLDPAY_CC } from '../../payment/domain';
import {
  authoriseCard,
  captureCard,
  captureChallengedPayment,
  CHALLENGE_ORDER_CODE,
  challengedPayment,
  CardChallengeRequired,
  cardOrderCode,
  CardPaymentRefused,
  type CardPaymentRecord,
  type PaymentGatewayPort,
  recordCardPayment,
  voidCard,
} from '../../payment/server/card-payment-plugin';
import { isRegistryAddress } from '../../gift-registry/domain';
import { recordOrderPickup } from '../../pickup-points/server/service';
import { AgeCheckPending, runPendingAgeCheck } from '../../age-verification/server/service';
import { quoteTotalsDto } from '../../pricing/server/service';
import { type Quote, quoteCart } from '../../pricing/server/service';
import { SHIPPING_METHOD_MISSING } from '../../shipping/domain';
import { GUEST_CHECKOUT_NOT_AVAILABLE, mayPlaceOrder } from '../../stores/domain';
import type { ResolvedStore } from '../../stores/server/service';
import { BILLING_ADDRESS_MISSING, CART_EMPTY, type PaymentInformationInput, SHIPPING_ADDRESS_MISSING } from '../domain';
import { resolveAddress, toBookAddress } from './addresses';
import { type ApmStep, authoriseApmOrder, checkApm, PENDING_PAYMENT, readApmStep, voidApmAttempt } from './apm-orders';
import { runOrderChecks } from './place-order-checks';

/** A customer's retried place-order call within this window gets the order it already made. */
export const RETRY_WINDOW_SECONDS = 120;

/**
 * Places the order in one transaction: lock the cart, re-price it on the server, check every rule,
 * take the stock, write the order and close the cart. A second call for the same cart (double click,
 * network retry) finds the cart closed and answers with the same order.
 */
/** What a card payment needs at place order: the gateway, the request's log and where the gateway's pages send the shopper back. */
export interface PaymentContext {
  gateway: PaymentGatewayPort;
  log: FastifyBaseLogger;
  /** The shop's origin (`https://shop.example`). */
  shopOrigin: string;
}

/** Spec 002 §2: a 3-D Secure challenge answers the page with the gateway's challenge page to open. */
export const THREE_DS_REQUIRED = 'Please confirm the payment with your bank.';

interface CardStep {
  /** A new card; null when the order takes up a payment that passed its 3-D Secure challenge. */
  card: CardSubmission | null;
  challengeOrderCode?: string;
  /** Captured before the commit (a challenged payment). */
  captured?: boolean;
  context: PaymentContext;
  /** Set once the gateway authorised the card in this attempt (undone when the order is not written). */
  authorised: CardPaymentRecord | null;
}

export async function placeOrder(db: Database, shop: ResolvedStore, ref: CartRef, input: PaymentInformationInput, context?: PaymentContext): Promise<OrderRow> {
  // A store for customers only refuses guests before anything changes (Magento's guest-checkout check).
  if (!mayPlaceOrder(ref.kind, shop.settings)) throw invalidInput(GUEST_CHECKOUT_NOT_AVAILABLE);
  // A store that takes cards on the gateway's hosted page writes the order first, like an alternative payment.
  const hostedCard = input.paymentMethod.method === WORLDPAY_CC && shop.settings.worldpay.cc.hostedPage;
  const cardStep = input.paymentMethod.method === WORLDPAY_CC && !hostedCard ? readCard(input, context) : null;
  const apmStep = input.paymentMethod.method === WORLDPAY_APM || hostedCard ? readApm(input, context, hostedCard) : null;
  try {
    const order = await placeOrderWithAgeCheck(db, shop, ref, input, cardStep, apmStep);
    // The order is written: the authorised payment is taken (an order found again on a retry took it already).
    if (cardStep?.authorised && !cardStep.captured) await captureCard(cardStep.context.gateway, db, cardStep.authorised, cardStep.context.log);
    return order;
  } catch (error) {
    if (apmStep) await voidApmAttempt(apmStep);
    if (!cardStep) throw error;
    // The order was not written: an authorisation of this attempt is voided, a refusal recorded.
    if (cardStep.authorised) await voidCard(cardStep.context.gateway, db, cardStep.authorised, cardStep.context.log);
    if (error instanceof CardPaymentRefused) {
      await recordCardPayment(db, error.record);
      throw invalidInput(error.message);
    }
    if (error instanceof CardChallengeRequired) {
      await recordCardPayment(db, error.record);
      throw new ShopError('CONFLICT', THREE_DS_REQUIRED, { redirect_url: error.redirectUrl, order_code: error.record.orderCode });
    }
    throw error;
  }
}

/** The card of a card payment, read before anything else: a number or CVV in clear is refused (400) and never logged. */
function readCard(input: PaymentInformationInput, context: PaymentContext | undefined): CardStep {
  const data = input.paymentMethod.additional_data as Record<string, unknown> | null | undefined;
  const challenged = data?.threeds_order_code;
  if (typeof challenged === 'string' && Object.keys(data!).length === 1) {
    if (!CHALLENGE_ORDER_CODE.test(challenged)) throw invalidInput(CARD_DETAILS_MISSING);
    if (!context) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
    return { card: null, challengeOrderCode: challenged, context, authorised: null };
  }
  const read = readCardSubmission(input.paymentMethod.additional_data as Record<string, unknown> | null | undefined);
  if (!read.ok) throw invalidInput(read.message);
  if (!context) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
  return { card: read.card, context, authorised: null };
}

/** An alternative payment (worldpay_apm): its additional_data read first (every field text, else 400). */
function readApm(input: PaymentInformationInput, context: PaymentContext | undefined, hosted: boolean): ApmStep {
  if (!context) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
  return readApmStep(input.paymentMethod.additional_data, context, hosted);
}

async function placeOrderWithAgeCheck(db: Database, shop: ResolvedStore, ref: CartRef, input: PaymentInformationInput, cardStep: CardStep | null, apmStep: ApmStep | null = null): Promise<OrderRow> {
  try {
    return await placeOrderOnce(db, shop, ref, input, true, cardStep, apmStep);
  } catch (error) {
    if (!(error instanceof AgeCheckPending)) throw error;
    // The page skipped the age step: the automatic check runs now (a provider call, outside the
    // transaction), then the order is tried once more and held to its outcome.
    await runPendingAgeCheck(db, shop, ref, error.email);
    return placeOrderOnce(db, shop, ref, input, false, cardStep, apmStep);
  }
}

function placeOrderOnce(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  input: PaymentInformationInput,
  mayCheckAgeNow: boolean,
  cardStep: CardStep | null,
  apmStep: ApmStep | null,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const locked = await lockCart(tx, shop, ref);
    if ('order' in locked) return locked.order;
    const { cart } = locked;
    const quote = await quoteCart(tx, shop, { cart, lines: await loadLines(tx, shop, cart) }, input.paymentMethod.method);
    const billingAddress = input.billingAddress ? await resolveAddress(tx, ref, input.billingAddress) : cart.billingAddress;
    // A guest is named after the delivery address, unless that is a gift registry's (the registrant's).
    const buyer = await identifyBuyer(tx, ref, input.email ?? cart.email, isRegistryAddress(cart.shippingAddress) ? billingAddress : cart.shippingAddress);
    checkOrderable(quote, billingAddress, input.paymentMethod.method);
    // Spec 002 §5: the ten checks, in their order (the registry in domain/place-order-checks.ts).
    const { parcelShop } = await runOrderChecks({ tx, shop, ref, cart, quote, email: buyer.email, billingAddress: billingAddress!, input, mayCheckAgeNow });
    if (apmStep) checkApm(apmStep, shop, billingAddress!);
    await checkGiftLines(tx, shop, cart, quote.lines);
    await takeStock(tx, quantitiesByProduct(quote));
    const coupon = quote.promotions.appliedCoupon;
    if (coupon) await recordCouponUse(tx, shop.store.id, coupon.code, buyer.customerId);
    if (buyer.customerId) await spendRewardPoints(tx, buyer.customerId, quote.reward.points);
    // Every check passed: the card is authorised for the amount the server computed, while the cart stays
    // locked (a concurrent call waits, then finds the order), then the order is written.
    if (cardStep) await authoriseOrderCard(tx, shop, cart, quote, buyer.email, billingAddress!, cardStep);
    const order = await writeOrder(tx, shop, quote, buyer, billingAddress!, input.paymentMethod.method, apmStep ? PENDING_PAYMENT : undefined);
    // An alternative payment: the gateway's page for the order (the order waits in pending_payment for its notification).
    if (apmStep) await authoriseApmOrder(tx, shop, order, buyer.email, billingAddress!, apmStep);
    if (cardStep?.challengeOrderCode && cardStep.authorised) {
      // The order is written: the challenged payment is captured before the commit (a refusal undoes the order).
      cardStep.authorised = await captureChallengedPayment(cardStep.context.gateway, cardStep.authorised, shop.settings.worldpay.messages, cardStep.context.log);
      cardStep.captured = true;
    }
    if (cardStep?.authorised) await recordCardPayment(tx, cardStep.authorised);
    await recordOrderPickup(tx, cart.id, order.id, quote.selectedRate);
    await recordOrderParcelShop(tx, order.id, parcelShop);
    if (ref.kind === 'customer') await rememberAddress(tx, ref.customerId, cart.shippingAddress!);
    if (ref.kind === 'customer' && billingAddress!.saveInAddressBook) await rememberAddress(tx, ref.customerId, billingAddress!);
    await touchCart(tx, cart.id, { isActive: false, paymentMethod: input.paymentMethod.method });
    return order;
  });
}

async function authoriseOrderCard(tx: Transaction, shop: ResolvedStore, cart: CartRow, quote: Quote, email: string, billingAddress: AddressRecord, cardStep: CardStep): Promise<void> {
  const { gateway, log, shopOrigin } = cardStep.context;
  const amount = { value: quote.totals.grandTotal, currency: quote.totals.currency };
  if (cardStep.challengeOrderCode) {
    cardStep.authorised = await challengedPayment(tx, cardStep.challengeOrderCode, cart, amount);
    if (!cardStep.authorised) throw invalidInput(CARD_DETAILS_MISSING);
    return;
  }
  cardStep.authorised = await authoriseCard(
    gateway,
    {
      orderCode: await cardOrderCode(tx, cart),
      amount,
      card: cardStep.card!,
      shopper: { email, countryId: billingAddress.countryId },
      resultUrl: `${shopOrigin}/worldpay/threedsecure/auth`,
    },
    shop.settings.worldpay.messages,
    log,
  );
}

async function lockCart(tx: Transaction, shop: ResolvedStore, ref: CartRef): Promise<{ cart: CartRow } | { order: OrderRow }> {
  if (ref.kind === 'guest') {
    const cart = await findGuestCart(tx, shop.store.id, ref.maskedId, true);
    if (!cart) throw cartNotFound(ref);
    if (cart.isActive) return { cart };
    const order = await findOrderByCart(tx, cart.id);
    if (!order) throw cartNotFound(ref);
    return { order };
  }
  const cart = await findActiveCart(tx, shop.store.id, ref, true);
  if (cart) return { cart };
  const order = await findRecentCustomerOrder(tx, ref.customerId, shop.store.id, RETRY_WINDOW_SECONDS);
  if (!order) throw cartNotFound(ref);
  return { order };
}

interface Buyer {
  customerId: number | null;
  email: string;
  firstname: string;
  lastname: string;
}

async function identifyBuyer(tx: Transaction, ref: CartRef, email: string | null, shipping: AddressRecord | null): Promise<Buyer> {
  if (ref.kind === 'customer') {
    const customer = await findCustomerById(tx, ref.customerId);
    if (!customer) throw cartNotFound(ref);
    return { customerId: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
  }
  // Spec 002 §5 check 1 (the email's validity) runs with the other checks.
  return { customerId: null, email: (email ?? '').toLowerCase(), firstname: shipping?.firstname ?? '', lastname: shipping?.lastname ?? '' };
}

function checkOrderable(quote: Quote, billingAddress: AddressRecord | null, method: string): void {
  if (quote.lines.length === 0) throw invalidInput(CART_EMPTY);
  if (!quote.cart.shippingAddress) throw invalidInput(SHIPPING_ADDRESS_MISSING);
  if (!quote.selectedRate) throw invalidInput(SHIPPING_METHOD_MISSING);
  if (!billingAddress) throw invalidInput(BILLING_ADDRESS_MISSING);
  if (!quote.paymentMethods.some((m) => m.code === method)) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
}

function quantitiesByProduct(quote: Quote): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of quote.lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.qty);
  return quantities;
}

async function writeOrder(
  tx: Transaction,
  shop: ResolvedStore,
  quote: Quote,
  buyer: Buyer,
  billingAddress: AddressRecord,
  method: string,
  initial: { state: string; status: string } = { state: 'new', status: 'pending' },
) {
  const { totals, cart, selectedRate } = quote;
  return insertOrder(
    tx,
    {
      storeId: shop.store.id,
      cartId: cart.id,
      customerId: buyer.customerId,
      customerEmail: buyer.email,
      customerFirstname: buyer.firstname,
      customerLastname: buyer.lastname,
      state: initial.state,
      status: initial.status,
      currency: totals.currency,
      subtotal: totals.subtotal,
      subtotalInclTax: totals.subtotalInclTax,
      discountAmount: totals.discountAmount,
      shippingAmount: totals.shippingAmount,
      shippingInclTax: totals.shippingInclTax,
      taxAmount: totals.taxAmount,
      grandTotal: totals.grandTotal,
      totals: quoteTotalsDto(quote, shop.settings),
      couponCode: quote.promotions.appliedCoupon?.code ?? null,
      appliedRuleIds: quote.promotions.appliedRuleIds,
      rewardPointsSpent: quote.reward.points,
      rewardAmount: quote.reward.amount,
      shippingAddress: cart.shippingAddress!,
      billingAddress,
      shippingCarrierCode: selectedRate!.carrierCode,
      shippingMethodCode: selectedRate!.methodCode,
      shippingDescription: totals.shippingTitle ?? '',
      paymentMethod: method,
      giftMessage: cart.giftMessage,
      shippingNote: shop.settings.checkout.shippingNotes.enabled ? cart.shippingNote : null,
    },
    totals.items.map((i) => {
      const line = quote.lines.find((l) => l.itemId === i.itemId)!;
      return {
        productId: line.productId,
        sku: i.sku,
        name: i.name,
        qty: i.qty,
        price: i.price,
        priceInclTax: i.priceInclTax,
        rowTotal: i.rowTotal,
        rowTotalInclTax: i.rowTotalInclTax,
        taxAmount: i.taxAmount,
        taxPercent: totals.taxRateBasisPoints,
        isSubscription: i.isSubscription,
        subscriptionInterval: i.subscriptionInterval,
        giftRuleId: line.giftRuleId,
        personalisation: line.personalisation,
        giftMessage: line.giftMessage,
      };
    }),
  );
}

/** Spec 001 §5: a logged-in customer's delivery address always goes to the address book. */
async function rememberAddress(tx: Transaction, customerId: number, address: AddressRecord): Promise<void> {
  if (address.customerAddressId || isRegistryAddress(address)) return;
  const existing = await listAddresses(tx, customerId);
  if (existing.some((a) => sameBookAddress(a, address))) return;
  const first = existing.length === 0;
  await saveAddress(tx, customerId, { ...toBookAddress(address), isDefaultShipping: first, isDefaultBilling: first });
}
