import type { FastifyRequest } from 'fastify';
import type { AddressRecord } from '../../../shared/domain/address';
import type { Executor, Transaction } from '../../../shared/server/db';
import type { ResolvedStore } from '../../stores/server';
import type { SubscriptionLineRecord } from '../domain';

/**
 * What subscriptions need from the features above them (pricing, orders, stock, the gateway, the vault,
 * checkout's address rules), handed in by the app assembly: subscriptions sit low, beside payment, because
 * the basket and checkout read their rules.
 */

/** A renewal to price: the subscription as it stands. */
export interface RenewalToPrice {
  shop: ResolvedStore;
  /** The scheduler's now: the rules' dates are judged on its day. */
  now: Date;
  customerId: number;
  intervalMonths: number;
  lines: readonly SubscriptionLineRecord[];
  shippingAddress: AddressRecord;
  billingAddress: AddressRecord;
  shippingCarrierCode: string;
  shippingMethodCode: string;
  paymentProfileId: number | null;
}

/** A renewal priced today: what to charge, and the order to write (opaque here: the order feature's rows). */
export interface PricedRenewal {
  amount: { value: number; currency: string };
  /** The payment's reference at the gateway (its order code), unique to this priced attempt. */
  orderCode: string;
  draft: unknown;
}

/** The payment the renewal's order is written with. */
export interface RenewalPayment {
  orderCode: string;
  paymentId: string;
  amount: { value: number; currency: string };
  card: { type: string; last4: string };
}

export interface RenewalOrders {
  /** Prices the lines with today's catalogue and rules (a stock shortfall or a product no longer sold throws a ShopError). */
  price(tx: Transaction, renewal: RenewalToPrice): Promise<PricedRenewal>;
  /** Writes the order as checkout does (stock taken, the payment recorded); throws a ShopError OUT_OF_STOCK when stock ran out. */
  write(tx: Transaction, draft: unknown, payment: RenewalPayment | null): Promise<{ orderId: number; incrementId: string }>;
  /** Whether a failed COMMIT of the order's transaction was stock running out (taken at commit). */
  stockShortfall(error: unknown): boolean;
}

export type ChargeResult =
  | { status: 'CAPTURED'; paymentId: string; card: { type: string; last4: string } }
  | { status: 'REFUSED' | 'ERROR'; paymentId: string | null; reason: string };

export interface RenewalCharges {
  /**
   * A merchant-initiated payment with the customer's subscription payment profile. The same idempotency key
   * answers the first result again (a retry after a crash charges nothing twice). Throws when the gateway
   * did not answer (the attempt is taken up again later).
   */
  charge(
    db: Executor,
    request: { customerId: number; profileId: number; orderCode: string; idempotencyKey: string; amount: { value: number; currency: string } },
  ): Promise<ChargeResult>;
  /** Gives a charged payment back (its order could not be written: stock ran out). */
  refund(request: { paymentId: string; idempotencyKey: string; amount: { value: number; currency: string } }): Promise<void>;
}

/** The card a customer may put on a subscription: one of their own saved cards with a stored credential. */
export interface SubscriptionCard {
  id: number;
  type: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface SubscriptionAccount {
  /** The signed-in customer's id, else 401 (the customers feature's guard). */
  requireCustomer(request: FastifyRequest): Promise<number>;
  /** The customer's own subscription payment profile by the id they sent, else null (unknown, another's, not a stored credential). */
  paymentProfile(db: Executor, customerId: number, cardId: unknown): Promise<SubscriptionCard | null>;
  /** The customer's cards by id (to show each subscription's card). */
  paymentProfiles(db: Executor, customerId: number): Promise<SubscriptionCard[]>;
  /** A delivery address as checkout reads and checks it (fields, the store's rules, a saved address of the customer's own); throws a 400. */
  shippingAddress(db: Executor, shop: ResolvedStore, customerId: number, input: unknown): Promise<AddressRecord>;
}

/** What happened to a subscription, in the transaction that made it happen (the outbox's e-mails are written there), with the subscription's store. */
export interface SubscriptionNotices {
  renewalPlaced(
    tx: Transaction,
    notice: { subscriptionId: number; customerId: number; orderId: number; incrementId: string; nextDate: string },
    shop: ResolvedStore,
  ): Promise<void>;
  renewalPaymentFailed(
    tx: Transaction,
    notice: { subscriptionId: number; customerId: number; period: string; attempt: number; finalAttempt: boolean; reason: string },
    shop: ResolvedStore,
  ): Promise<void>;
  subscriptionChanged(tx: Transaction, notice: { subscriptionId: number; customerId: number; change: SubscriptionChange }, shop: ResolvedStore): Promise<void>;
}

export type SubscriptionChange = 'quantity' | 'interval' | 'skipped' | 'paused' | 'resumed' | 'cancelled' | 'card' | 'address';
