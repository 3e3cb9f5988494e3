import type { FastifyBaseLogger } from 'fastify';
import type { AddressRecord } from '../../../shared/domain/address';
import type { Database, Transaction } from '../../../shared/server/db';
import type { PaymentGatewayPort } from '../providers/port';
import type { WorldpaySettings } from '../domain/settings';
import type { StoreSettings } from '../../stores/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment methods the shop takes, by code (src/app/server/payment-methods.ts). */
    paymentMethods: PaymentMethodRegistry;
  }
}

/** Minor units and ISO 4217. */
export interface Money {
  value: number;
  currency: string;
}

/** What a method is given for one place-order call: its gateway, the request's log, the shop's origin. */
export interface PaymentCallContext {
  db: Database;
  gateway: PaymentGatewayPort;
  log: FastifyBaseLogger;
  /** The shop's origin (`https://shop.example`), for the gateway's pages to send the shopper back to. */
  shopOrigin: string;
  /** The store's gateway settings (texts, vault, hosted page, Latin-American rules). */
  settings: WorldpaySettings;
  /** All of the store's settings, for a method whose settings another feature owns (PayPal's, PayU's). */
  storeSettings: StoreSettings;
  /** Told when the gateway refused the card (the place-order captcha counts it). */
  onRefused?: () => void;
  /** Locks the basket's row in a transaction: a payment is undone only where no concurrent call wrote the order with it. */
  lockBasket(tx: Transaction): Promise<unknown>;
}

/** What the shopper sent for the method: Magento's `paymentMethod.additional_data`, and who is paying. */
interface PaymentInput {
  method: string;
  additionalData: unknown;
  /** The signed-in customer paying (a saved card must be theirs), or null for a guest. */
  customerId: number | null;
}

/** The order as decided, before any money moves: what the method charges, for which basket, and for whom. */
export interface OrderToPay {
  cart: { id: number; version: number };
  amount: Money;
  /** The delivery charge including tax (Brazil's card payments send it to the gateway). */
  shippingFee: Money;
  email: string;
  billingAddress: AddressRecord;
  isCustomer: boolean;
  hasSubscription: boolean;
}

/** The order as written, for the method's records in the same transaction. */
interface WrittenOrder {
  id: number;
  cartId: number;
  customerId: number | null;
}

/** What the order keeps of its payment beyond the method's own records (answered by `record`). */
interface RecordedPayment {
  /** The saved payment profile the order's subscription lines renew with (their merchant-initiated charges). */
  subscriptionPaymentProfileId?: number;
}

/**
 * What taking the payment before the order came to. The order is written only after `paid`; the other
 * outcomes are answers to the shopper (a value, not an exception), with nothing left to undo.
 */
export type PaymentOutcome<Payment> =
  /** Taken (authorised, captured, a gateway page opened) or nothing to take before the order: write it. */
  | { kind: 'paid'; payment: Payment }
  /** The gateway refused: the shopper's message (a 400). */
  | { kind: 'refused'; message: string }
  /** The shopper must confirm with the bank first (spec 002 §2, 3-D Secure): the order waits. */
  | { kind: 'challenge'; redirectUrl: string; orderCode: string }
  /** Another call of the same basket holds this attempt's payment: its order is this call's answer. */
  | { kind: 'paid-elsewhere'; orderCode: string };

/**
 * A payment method on the server (the contract every method implements; registered by code in the app).
 * Place order calls it in this order: read → checkBeforeOrderChecks → checkAfterOrderChecks → attemptReference →
 * pay → (the order's transaction: orderState, confirm, record) → settle; or undo when the order was not
 * written; recover when a crash left an attempt without its order.
 */
export interface ServerPaymentMethod<Submission = unknown, Payment = unknown> {
  /** Names the plug-in in the records it leaves (a payment attempt), whatever code the shopper chose it by. */
  readonly key: string;
  /** Whether it answers for this method code in a store with these settings. */
  matches(code: string, settings: WorldpaySettings): boolean;
  /** Before anything else: the shopper's data for the method, read and validated (a 400 on failure, nothing changed). */
  read(input: PaymentInput, call: PaymentCallContext): Promise<Submission>;
  /** Its own checks that the shopper's form puts first (spec 002 §5: the card's CPF and instalments before the order checks). */
  checkBeforeOrderChecks?(submission: Submission, order: OrderToPay, call: PaymentCallContext): void;
  /** Its own checks once the order checks passed, before any money moves. */
  checkAfterOrderChecks?(submission: Submission, order: OrderToPay, call: PaymentCallContext): void;
  /**
   * The payment's reference at the gateway for this attempt (a card's order code), worked out before the
   * gateway is called: the attempt is claimed under it, so a crash during the call can be recovered by it.
   * Required with `pay`.
   */
  attemptReference?(submission: Submission, order: OrderToPay, call: PaymentCallContext): Promise<string>;
  /** Takes the payment where the method takes it before the order is written (none for cash on delivery). */
  pay?(submission: Submission, order: OrderToPay, call: PaymentCallContext, reference: string): Promise<PaymentOutcome<Payment>>;
  /**
   * After a crash: the attempt with this reference never got its order. Whatever the gateway holds for it
   * (an authorisation, a captured challenge, an open page) is given back; answers whether there was any.
   */
  recover?(reference: string, call: Omit<PaymentCallContext, 'settings' | 'storeSettings' | 'lockBasket' | 'shopOrigin'>): Promise<boolean>;
  /** The order's first state and status, when not new/pending (a gateway page due: pending_payment). */
  orderState?(payment: Payment): { state: string; status: string } | undefined;
  /** In the order's transaction, before the order is written: the payment still holds for this basket (else a 400, and it is undone). */
  confirm?(tx: Transaction, payment: Payment, order: OrderToPay): Promise<void>;
  /**
   * In the order's transaction: what the method keeps with the order (its payment row, a saved card), and
   * what the order keeps of it (the payment profile its subscriptions renew with).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most methods keep nothing to hand back; their record is an ordinary async function.
  record?(tx: Transaction, payment: Payment, order: WrittenOrder, submission: Submission, call: PaymentCallContext): Promise<RecordedPayment | void>;
  /** After the commit: captures what was authorised; a failure stays recorded for the capture retry. */
  settle?(payment: Payment, call: PaymentCallContext): Promise<void>;
  /** The order was not written by this call: gives the payment back (void, refund), unless an order of the basket took it. */
  undo?(payment: Payment, call: PaymentCallContext): Promise<void>;
}

/** The registry: the first method that answers for a code; methods with nothing to take fall to `offline`. */
export interface PaymentMethodRegistry {
  find(code: string, settings: WorldpaySettings): ServerPaymentMethod;
  /** The plug-in a record names (see `key`), or null for one the shop no longer has. */
  byKey(key: string): ServerPaymentMethod | null;
}

// Each method has its own submission and payment types; the registry holds them side by side.
// biome-ignore lint/suspicious/noExplicitAny: a method's own types meet only inside it (place order hands back what it got).
type AnyPaymentMethod = ServerPaymentMethod<any, any>;

export function paymentMethodRegistry(methods: readonly AnyPaymentMethod[], fallback: AnyPaymentMethod): PaymentMethodRegistry {
  return {
    find: (code, settings) => methods.find((m) => m.matches(code, settings)) ?? fallback,
    byKey: (key) => methods.find((m) => m.key === key) ?? null,
  };
}
