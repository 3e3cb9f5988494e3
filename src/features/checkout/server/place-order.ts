import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import type { Database, Transaction } from '../../../shared/server/db';
import { isStockShortfall, NOT_ENOUGH_STOCK, takeStock } from '../../catalog/server/service';
import { linesOverStock } from '../../cart/domain';
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
import {
  CARD_DETAILS_MISSING,
  CARD_PAYMENT_CONFLICT,
  CPF_COUNTRY,
  type CardSubmission,
  checkCardChoice,
  isSavedCardPayment,
  PAYMENT_METHOD_NOT_AVAILABLE,
  readCardSubmission,
  readLatamPayment,
  readSaveCardRequest,
  readSavedCardPayment,
  type SaveCardRequest,
  type SavedCardPaymentSubmission,
  WORLDPAY_APM,
  WORLDPAY_CC,
} from '../../payment/domain';
import { keepSavedCard, SAVED_CARD_RETURN_PATH, savedCardInstrument } from '../../payment/server/service';
import {
  AttemptAuthorisedWithAnotherCard,
  authoriseCard,
  captureCard,
  captureChallengedPayment,
  CHALLENGE_ORDER_CODE,
  challengedPayment,
  CardChallengeRequired,
  type CardAuthorisation,
  cardOrderCode,
  cardPayment,
  CardPaymentRefused,
  type CardPaymentRecord,
  type PaymentGatewayPort,
  type LatamDetails,
  recordCardPayment,
  refundCard,
  GATEWAY_UNAVAILABLE,
  type SavedCardInstrument,
  voidCard,
} from '../../payment/server/card-payment-plugin';
import { isRegistryAddress } from '../../gift-registry/domain';
import { recordOrderPickup } from '../../pickup-points/server/service';
import { AgeCheckPending, runPendingAgeCheck } from '../../age-verification/server/service';
import { cartConditionFacts, type Quote, quoteCart, quoteTotalsDto } from '../../pricing/server/service';
import { SHIPPING_METHOD_MISSING } from '../../shipping/domain';
import { GUEST_CHECKOUT_NOT_AVAILABLE, mayPlaceOrder } from '../../stores/domain';
import type { ResolvedStore } from '../../stores/server/service';
import { BILLING_ADDRESS_MISSING, CART_EMPTY, type PaymentInformationInput, SHIPPING_ADDRESS_MISSING } from '../domain';
import { resolveAddress, toBookAddress } from './addresses';
import { ApmPageDue, apmPaymentPoint, type ApmStep, checkApm, PENDING_PAYMENT, readApmStep, recordOrderPage, requestOrderPage, voidApmAttempt } from './apm-orders';
import { runOrderChecks } from './place-order-checks';
import { orderRetailerCode } from './retailer-code';
import { packagingChosen } from '../../secondary-packaging/domain';

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
  /** Told when the gateway refused the card (or answered an error for it): the place-order captcha counts it. */
  onCardRefused?: () => void;
}

/** Spec 002 §2: a 3-D Secure challenge answers the page with the gateway's challenge page to open. */
export const THREE_DS_REQUIRED = 'Please confirm the payment with your bank.';

interface CardStep {
  /** A new card; null when the order takes up a payment that passed its 3-D Secure challenge, or a saved card pays. */
  card: CardSubmission | null;
  /** A saved card paying (spec 002 §3 isSavedCardPayment): as sent, then resolved from the customer's vault. */
  savedCardPayment?: SavedCardPaymentSubmission;
  savedCard?: SavedCardInstrument;
  /** A new card's 'save my card' and disclaimer answers. */
  save: SaveCardRequest;
  challengeOrderCode?: string;
  /** Captured before the order was written (a challenged payment): undone by a refund, not a void. */
  captured?: boolean;
  context: PaymentContext;
  /** Set once the gateway authorised the card in this attempt (undone when the order is not written). */
  authorised: CardPaymentRecord | null;
  /** The attempt's lost authorisation of another card was voided, and this card pays in a new attempt (once). */
  replacedAttempt?: boolean;
}

/**
 * The card's gateway call, worked out inside a first pass over the basket (every check passed) and run
 * after that pass rolled back: a gateway's seconds never hold a database connection, the cart's row or
 * the products' stock rows (one slow card would otherwise hold every order of the same product, and on
 * the embedded database the whole shop). The second pass writes the order with the payment's answer.
 */
class CardPaymentDue extends Error {
  constructor(readonly request: { kind: 'authorise'; authorisation: CardAuthorisation } | { kind: 'capture-challenged'; record: CardPaymentRecord }) {
    super('card payment due');
    this.name = 'CardPaymentDue';
  }
}

/** Another call for the same basket and attempt is paying with a card encrypted anew (a second click): its order is this call's answer. */
class ConcurrentCardPayment extends Error {
  constructor(readonly orderCode: string) {
    super('card payment under way in another call');
    this.name = 'ConcurrentCardPayment';
  }
}

/** How long a second click waits for the first one's order (a gateway answers within seconds). */
export const CONCURRENT_PAYMENT_WAIT_MS = 30_000;
const CONCURRENT_PAYMENT_POLL_MS = 100;

export async function placeOrder(db: Database, shop: ResolvedStore, ref: CartRef, input: PaymentInformationInput, context?: PaymentContext): Promise<OrderRow> {
  // A store for customers only refuses guests before anything changes (Magento's guest-checkout check).
  if (!mayPlaceOrder(ref.kind, shop.settings)) throw invalidInput(GUEST_CHECKOUT_NOT_AVAILABLE);
  // Spec 002 §2 retailer code: a code the rule refuses stops the order before any payment.
  orderRetailerCode(shop, input);
  // A store that takes cards on the gateway's hosted page writes the order first, like an alternative payment.
  const hostedCard = input.paymentMethod.method === WORLDPAY_CC && shop.settings.worldpay.cc.hostedPage;
  const cardStep = input.paymentMethod.method === WORLDPAY_CC && !hostedCard ? readCard(input, context, shop) : null;
  const apmStep = input.paymentMethod.method === WORLDPAY_APM || hostedCard ? readApm(input, context, hostedCard) : null;
  // A saved card is the signed-in customer's own, found in the vault before anything changes (else 400, never charged).
  if (cardStep?.savedCardPayment) {
    cardStep.savedCard = await savedCardInstrument(db, ref.kind === 'customer' ? ref.customerId : null, cardStep.savedCardPayment, shop.settings.worldpay.messages);
  }
  try {
    const order = await placeOrderWithAgeCheck(db, shop, ref, input, cardStep, apmStep);
    // The order is written: the authorised payment is taken (an order found again on a retry took it already).
    if (cardStep?.authorised && !cardStep.captured) await captureCard(cardStep.context.gateway, db, cardStep.authorised, cardStep.context.log);
    return order;
  } catch (error) {
    if (apmStep) await voidApmAttempt(db, apmStep, (tx) => lockCart(tx, shop, ref).catch(() => null));
    if (!cardStep) throw error;
    // The order was not written: an authorisation of this attempt is undone, a refusal recorded.
    if (cardStep.authorised) await undoCardPayment(db, shop, ref, cardStep.context, cardStep.authorised, cardStep.captured);
    if (error instanceof CardPaymentRefused) {
      cardStep.context.onCardRefused?.();
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
function readCard(input: PaymentInformationInput, context: PaymentContext | undefined, shop: ResolvedStore): CardStep {
  const data = input.paymentMethod.additional_data as Record<string, unknown> | null | undefined;
  const challenged = data?.threeds_order_code;
  const noSave = { saveCard: false, disclaimerAccepted: false };
  if (typeof challenged === 'string' && Object.keys(data!).length === 1) {
    if (!CHALLENGE_ORDER_CODE.test(challenged)) throw invalidInput(CARD_DETAILS_MISSING);
    if (!context) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
    return { card: null, challengeOrderCode: challenged, save: noSave, context, authorised: null };
  }
  if (data && isSavedCardPayment(data)) {
    // Spec 002 §3: `tokenCode` carries the vault's id of the card (the browser never holds the token).
    if (!shop.settings.worldpay.cc.vaultEnabled) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
    const saved = readSavedCardPayment(data, shop.settings.worldpay.messages);
    if (!saved.ok) throw invalidInput(saved.message);
    if (!context) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
    return { card: null, savedCardPayment: saved.payment, save: noSave, context, authorised: null };
  }
  const read = readCardSubmission(data);
  if (!read.ok) throw invalidInput(read.message);
  if (!context) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
  const save = readSaveCardRequest(data);
  if (save.saveCard && !shop.settings.worldpay.cc.vaultEnabled) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
  return { card: read.card, save, context, authorised: null };
}

/**
 * Calls to outside services (the automatic age check, the card's gateway) run between passes over the
 * basket, never inside one: a pass that needs one rolls back, the call runs, and the next pass checks
 * everything again and holds the order to the call's outcome.
 */
async function placeOrderWithAgeCheck(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  input: PaymentInformationInput,
  cardStep: CardStep | null,
  apmStep: ApmStep | null,
): Promise<OrderRow> {
  let mayCheckAgeNow = true;
  // At most: the age check, the payment's call (twice when a lost authorisation of another card was
  // voided), then the order.
  for (let pass = 1; ; pass++) {
    try {
      return await placeOrderOnce(db, shop, ref, input, mayCheckAgeNow, cardStep, apmStep);
    } catch (error) {
      if (pass < 4 && error instanceof AgeCheckPending && mayCheckAgeNow) {
        // The page skipped the age step: the automatic check runs now, and the order is held to its outcome.
        await runPendingAgeCheck(db, shop, ref, error.email);
        mayCheckAgeNow = false;
      } else if (pass < 4 && error instanceof ApmPageDue && apmStep && !apmStep.page) {
        await requestOrderPage(apmStep, shop, error.request);
      } else if (pass < 4 && error instanceof CardPaymentDue && cardStep && !cardStep.authorised) {
        const outcome = await payByCard(shop, cardStep, error).catch((failure: unknown) => {
          if (failure instanceof ConcurrentCardPayment || failure instanceof AttemptAuthorisedWithAnotherCard) return failure;
          throw failure;
        });
        if (outcome instanceof ConcurrentCardPayment) return orderOfConcurrentPayment(db, shop, ref, outcome.orderCode);
        if (outcome instanceof AttemptAuthorisedWithAnotherCard) await replaceLostAttempt(db, shop, ref, cardStep, outcome.record);
      } else {
        throw error;
      }
    }
  }
}

/** The gateway's call for the card, outside any transaction; a refusal or a challenge throws for placeOrder to answer. */
async function payByCard(shop: ResolvedStore, cardStep: CardStep, due: CardPaymentDue): Promise<void> {
  const { gateway, log } = cardStep.context;
  if (due.request.kind === 'authorise') {
    const { authorisation } = due.request;
    try {
      cardStep.authorised = await authoriseCard(gateway, authorisation, shop.settings.worldpay.messages, log);
    } catch (error) {
      // The gateway holds this attempt's key for another blob: a concurrent click of the same basket.
      if (error instanceof ShopError && error.message === CARD_PAYMENT_CONFLICT) throw new ConcurrentCardPayment(authorisation.orderCode);
      throw error;
    }
    return;
  }
  // A passed challenge: the capture is the gateway's word that it passed (a refusal throws).
  cardStep.authorised = await captureChallengedPayment(gateway, due.request.record, shop.settings.worldpay.messages, log);
  cardStep.captured = true;
}

/**
 * Waits for the order of the call that holds this attempt's payment and answers it; when that call ends
 * without an order (refused, failed) or takes too long, this one answers the conflict and charges nothing.
 */
async function orderOfConcurrentPayment(db: Database, shop: ResolvedStore, ref: CartRef, orderCode: string): Promise<OrderRow> {
  for (let waited = 0; waited < CONCURRENT_PAYMENT_WAIT_MS; waited += CONCURRENT_PAYMENT_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, CONCURRENT_PAYMENT_POLL_MS));
    const order = await placedOrder(db, shop, ref);
    if (order) return order;
    // A row before the order is a refusal or a 3-D Secure challenge: that call's answer is the shopper's, not an order.
    const payment = await cardPayment(db, orderCode);
    if (payment && payment.status !== 'AUTHORISED') break;
  }
  throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
}

/** The order a basket became, read without locking (null while the basket is open). */
async function placedOrder(db: Database, shop: ResolvedStore, ref: CartRef): Promise<OrderRow | null> {
  if (ref.kind === 'guest') {
    const cart = await findGuestCart(db, shop.store.id, ref.maskedId, false);
    return cart && !cart.isActive ? ((await findOrderByCart(db, cart.id)) ?? null) : null;
  }
  if (await findActiveCart(db, shop.store.id, ref, false)) return null;
  return (await findRecentCustomerOrder(db, ref.customerId, shop.store.id, RETRY_WINDOW_SECONDS)) ?? null;
}

/**
 * Undoes the payment of an order that was not written, under the cart's lock so that it cannot cross a
 * concurrent call for the same basket that wrote the order with this very payment (then it stays).
 */
async function undoCardPayment(db: Database, shop: ResolvedStore, ref: CartRef, context: PaymentContext, record: CardPaymentRecord, captured?: boolean): Promise<void> {
  const { gateway, log } = context;
  await db.transaction(async (tx) => {
    await lockCart(tx, shop, ref).catch(() => null);
    const row = await cardPayment(tx, record.orderCode);
    if (row && (row.status === 'AUTHORISED' || row.status === 'CAPTURED')) return;
    if (captured) await refundCard(gateway, tx, record, log);
    else await voidCard(gateway, tx, record, log);
  });
}

/**
 * The attempt's key holds an authorisation of another card whose answer was lost (no order took it): it
 * is voided and recorded as ended, so the next pass pays with the shopper's card under a new attempt and
 * key. Once per call: an authorisation that could not be voided answers 503 (nothing else is charged).
 */
async function replaceLostAttempt(db: Database, shop: ResolvedStore, ref: CartRef, cardStep: CardStep, lost: CardPaymentRecord): Promise<void> {
  if (cardStep.replacedAttempt) throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
  cardStep.replacedAttempt = true;
  await undoCardPayment(db, shop, ref, cardStep.context, lost);
}

/** An alternative payment (worldpay_apm): its additional_data read first (every field text, else 400). */
function readApm(input: PaymentInformationInput, context: PaymentContext | undefined, hosted: boolean): ApmStep {
  if (!context) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
  return readApmStep(input.paymentMethod.additional_data, context, hosted);
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
    const lines = await loadLines(tx, shop, cart);
    const billingAddress = input.billingAddress ? await resolveAddress(tx, ref, input.billingAddress) : cart.billingAddress;
    // The rules' advanced conditions see the billing address this call sends, as the order will keep it.
    const method = input.paymentMethod.method;
    const quote = await quoteCart(tx, shop, { cart, lines }, method, cartConditionFacts(shop, { ...cart, billingAddress }, method));
    // A guest is named after the delivery address, unless that is a gift registry's (the registrant's).
    const buyer = await identifyBuyer(tx, ref, input.email ?? cart.email, isRegistryAddress(cart.shippingAddress) ? billingAddress : cart.shippingAddress);
    checkOrderable(quote, billingAddress, input.paymentMethod.method);
    // The card's own Latin-American fields (CPF, instalments, statement text) for the billing country,
    // checked before the other checks as the form checks them first.
    const latam = cardStep?.card ? latamOf(shop, quote, billingAddress!, input) : undefined;
    // Spec 002 §5: the ten checks, in their order (the registry in domain/place-order-checks.ts).
    const { parcelShop } = await runOrderChecks({ tx, shop, ref, cart, quote, email: buyer.email, billingAddress: billingAddress!, input, mayCheckAgeNow });
    if (apmStep) checkApm(apmStep, shop, billingAddress!);
    await checkGiftLines(tx, shop, cart, quote.lines);
    // The stock as read with the lines, before any payment; it is taken for good at the end of the pass.
    if (linesOverStock(lines, (line) => line.qty).length > 0) throw new ShopError('OUT_OF_STOCK', NOT_ENOUGH_STOCK);
    if (buyer.customerId) await spendRewardPoints(tx, buyer.customerId, quote.reward.points);
    // Every check passed: the card is paid for the amount the server computed (between two passes,
    // see CardPaymentDue), then this pass writes the order.
    if (cardStep) await cardPaymentPoint(tx, shop, cart, quote, buyer.email, billingAddress!, cardStep, ref.kind === 'customer', latam);
    // An alternative payment or a hosted card: the gateway's page, asked for between the passes.
    if (apmStep) apmPaymentPoint(apmStep, cart.id, { value: quote.totals.grandTotal, currency: quote.totals.currency }, buyer.email, billingAddress!);
    const order = await writeOrder(tx, shop, quote, buyer, billingAddress!, input.paymentMethod.method, orderRetailerCode(shop, input), apmStep ? PENDING_PAYMENT : undefined);
    // The order waits in pending_payment for the gateway's notification.
    if (apmStep) await recordOrderPage(tx, apmStep);
    // 'Save my card': the token the gateway answered goes to the customer's vault with the order.
    if (cardStep?.authorised?.savedCard && cardStep.save.saveCard && buyer.customerId) await keepSavedCard(tx, buyer.customerId, cardStep.authorised.savedCard, cardStep.context.log);
    if (cardStep?.authorised) await recordCardPayment(tx, cardStep.authorised);
    await recordOrderPickup(tx, cart.id, order.id, quote.selectedRate);
    await recordOrderParcelShop(tx, order.id, parcelShop);
    if (ref.kind === 'customer') await rememberAddress(tx, ref.customerId, cart.shippingAddress!);
    if (ref.kind === 'customer' && billingAddress!.saveInAddressBook) await rememberAddress(tx, ref.customerId, billingAddress!);
    await touchCart(tx, cart.id, { isActive: false, paymentMethod: input.paymentMethod.method });
    // Rows every order shares (a product's stock, a coupon's uses) are locked last, just before COMMIT:
    // concurrent orders of the same product wait for this commit only, not for the whole pass.
    await takeStock(tx, quantitiesByProduct(quote));
    const coupon = quote.promotions.appliedCoupon;
    if (coupon) await recordCouponUse(tx, shop.store.id, coupon.code, buyer.customerId);
    return order;
  }).catch((error: unknown) => {
    // Another order took the last units between this pass's read and its COMMIT.
    throw isStockShortfall(error) ? new ShopError('OUT_OF_STOCK', NOT_ENOUGH_STOCK) : error;
  });
}

/**
 * The gateway's Latin-American details of a card payment, re-checked with the store's rules and texts
 * (400, nothing changed, on any failure); Brazil also gets the order's delivery charge. The CPF goes to the
 * gateway only: it is neither logged nor kept.
 */
function latamOf(shop: ResolvedStore, quote: Quote, billingAddress: AddressRecord, input: PaymentInformationInput): LatamDetails | undefined {
  const read = readLatamPayment(input.paymentMethod.additional_data as Record<string, unknown> | null | undefined, billingAddress.countryId, shop.settings.worldpay);
  if (!read.ok) throw invalidInput(read.failure.message);
  if (billingAddress.countryId.toUpperCase() !== CPF_COUNTRY) return read.latam ?? undefined;
  return { ...read.latam, shippingFee: { value: quote.totals.shippingInclTax, currency: quote.totals.currency } };
}

/**
 * First pass: works out the gateway's call (the amount the server computed, the attempt's order code) and
 * ends the pass with it. Second pass: the payment must be this basket's, at this version and amount, and
 * not undone meanwhile by a concurrent call that failed; else the basket changed and the payment is undone.
 */
async function cardPaymentPoint(
  tx: Transaction,
  shop: ResolvedStore,
  cart: CartRow,
  quote: Quote,
  email: string,
  billingAddress: AddressRecord,
  cardStep: CardStep,
  isCustomer: boolean,
  latam: LatamDetails | undefined,
): Promise<void> {
  const { shopOrigin } = cardStep.context;
  const amount = { value: quote.totals.grandTotal, currency: quote.totals.currency };
  const paid = cardStep.authorised;
  if (paid) {
    const sameBasket = paid.orderCode.startsWith(`C${cart.id}-${cart.version}-`) && paid.amount.value === amount.value && paid.amount.currency === amount.currency;
    const row = await cardPayment(tx, paid.orderCode);
    if (!sameBasket || row?.status === 'CANCELLED' || row?.status === 'REFUNDED') throw invalidInput(CARD_PAYMENT_CONFLICT);
    return;
  }
  if (cardStep.challengeOrderCode) {
    const record = await challengedPayment(tx, cardStep.challengeOrderCode, cart, amount);
    if (!record) throw invalidInput(CARD_DETAILS_MISSING);
    throw new CardPaymentDue({ kind: 'capture-challenged', record });
  }
  // Spec 002 §5: saving is for customers; a subscription needs the card saved (CCAM4) unless a saved card
  // pays; saving needs the disclaimer when the store makes it mandatory (CCAM5). Checked before the gateway.
  const { cc, messages } = shop.settings.worldpay;
  const choice = checkCardChoice(
    { isCustomer, savedCardPayment: !!cardStep.savedCard, subscription: quote.lines.some((l) => l.isSubscription), ...cardStep.save },
    { disclaimerMandatory: cc.saveCardDisclaimer.mandatory },
    messages,
  );
  if (choice) throw invalidInput(choice.message);
  throw new CardPaymentDue({
    kind: 'authorise',
    authorisation: {
      orderCode: await cardOrderCode(tx, cart),
      amount,
      card: cardStep.savedCard ?? cardStep.card!,
      shopper: { email, countryId: billingAddress.countryId },
      resultUrl: cardStep.savedCard ? `${shopOrigin}${SAVED_CARD_RETURN_PATH}` : `${shopOrigin}/worldpay/threedsecure/auth`,
      saveCard: cardStep.save.saveCard,
      storedCredentials: cc.storedCredentialsEnabled,
      latam,
    },
  });
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
  retailerCode: string | null,
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
      // Spec 002 summary blocks: the basket's packaging choice and the retailer code go with the order.
      secondaryPackaging: packagingChosen(shop.settings.secondaryPackaging, cart.secondaryPackaging),
      retailerCode,
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
