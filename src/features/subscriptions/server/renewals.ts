import type { FastifyBaseLogger } from 'fastify';
import { storeToday } from '../../../shared/domain/clock';
import { ShopError } from '../../../shared/domain/errors';
import type { Database, Transaction } from '../../../shared/server/db';
import type { ResolvedStore, StoreDirectory } from '../../stores/server';
import { addMonthsIso, nextDateAfter, nextRetryAt } from '../domain';
import type { ChargeResult, RenewalCharges, RenewalOrders, RenewalPayment, SubscriptionNotices } from './ports';
import {
  claimRenewal,
  lockChargingRenewal,
  lockSubscription,
  openDueRenewals,
  type RenewalRow,
  type SubscriptionRow,
  updateRenewal,
  updateSubscription,
} from './store';

/** A charging attempt is its process's for this long; past it (the process died, the gateway never answered) another takes it over. */
export const RENEWAL_LEASE_SECONDS = 120;
/** How often each server process looks for renewals due. */
export const RENEWALS_EVERY_MS = 60_000;
/** The most renewals one run works through (the next run goes on). */
const RENEWALS_PER_RUN = 200;

/** Reasons that are the card's: after the retries the subscription waits for another card (payment_failed). */
const NO_PAYMENT_PROFILE = 'NO_PAYMENT_PROFILE';

export interface RenewalWork {
  db: Database;
  /** The app's stores (each renewal is priced and dated in its own). */
  stores: StoreDirectory;
  now: () => Date;
  orders: RenewalOrders;
  charges: RenewalCharges;
  notices: SubscriptionNotices;
  log: FastifyBaseLogger;
  leaseSeconds?: number;
  /** Tests only (set in code): runs after the card was charged and before the order is written (a crash there). */
  afterCharge?: (renewal: { id: number; subscriptionId: number; period: string }) => Promise<void> | void;
}

/** What an attempt fixed before the card is charged: the card and the priced order, kept on the renewal's row. */
interface AttemptDraft {
  profileId: number | null;
  orderCode: string;
  order: unknown;
}

interface ClaimedAttempt {
  renewal: RenewalRow;
  subscription: SubscriptionRow;
  attempt: number;
  draft: AttemptDraft;
  amount: { value: number; currency: string };
}

/** The key of an attempt's payment at the gateway: the same attempt charged again (after a crash) is charged once. */
export function renewalPaymentKey(subscriptionId: number, period: string, attempt: number): string {
  return `renewal-${subscriptionId}-${period}-${attempt}`;
}

/**
 * One run of the scheduler: opens every renewal due today (per store's calendar) and works through the
 * ones this process can claim. Answers how many attempts it finished.
 */
export async function runDueRenewals(work: RenewalWork): Promise<number> {
  const now = work.now();
  const clock = { now: () => now };
  for (const store of await work.stores.list()) await openDueRenewals(work.db, store.id, storeToday(clock, store.timeZone), now);
  const shops = await shopsById(work.stores);
  let finished = 0;
  while (finished < RENEWALS_PER_RUN && (await renewOne(work, shops))) finished++;
  return finished;
}

/** Claims, charges and settles one renewal attempt; false when none is waiting for this process. */
async function renewOne(work: RenewalWork, shops: ShopsById): Promise<boolean> {
  const now = work.now();
  const claimed = await work.db.transaction((tx) => claim(tx, work, shops, now));
  if (claimed === 'none') return false;
  if (claimed === 'settled') return true;
  let charged: ChargeResult | null;
  try {
    charged = await charge(work, claimed);
  } catch (error) {
    // The gateway did not answer: the attempt keeps its lease and is charged again, with its key, once the lease is out.
    work.log.warn({ code: 'renewal_gateway_unavailable', renewalId: claimed.renewal.id, reason: (error as Error).name }, 'renewal payment not answered');
    return true;
  }
  await work.afterCharge?.({ id: claimed.renewal.id, subscriptionId: claimed.subscription.id, period: claimed.renewal.period });
  try {
    await work.db.transaction((tx) => settle(tx, work, shops, claimed, charged, now));
  } catch (error) {
    // Stock runs out at the order's COMMIT: the payment is given back and the period tried again later.
    if (!work.orders.stockShortfall(error)) throw error;
    await work.db.transaction((tx) => giveBack(tx, work, shops, claimed, charged, now));
  }
  return true;
}

async function claim(tx: Transaction, work: RenewalWork, shops: ShopsById, now: Date): Promise<ClaimedAttempt | 'none' | 'settled'> {
  const renewal = await claimRenewal(tx, now);
  if (!renewal) return 'none';
  const subscription = await lockSubscription(tx, renewal.subscriptionId);
  const leaseUntil = new Date(now.getTime() + (work.leaseSeconds ?? RENEWAL_LEASE_SECONDS) * 1000);
  if (renewal.status === 'charging') {
    // A process died (or lost the gateway) mid-attempt: the same attempt again, with what it fixed, so a payment it made is answered again.
    await updateRenewal(tx, renewal.id, { leaseUntil });
    return {
      renewal,
      subscription,
      attempt: renewal.attempt,
      draft: renewal.draft as AttemptDraft,
      amount: { value: renewal.amount!, currency: renewal.currency! },
    };
  }
  if (subscription.status !== 'active') {
    await updateRenewal(tx, renewal.id, { status: 'cancelled', leaseUntil: null });
    return 'settled';
  }
  const attempt = renewal.attempt + 1;
  const shop = shops(subscription.storeId);
  try {
    if (subscription.paymentProfileId === null) throw new ShopError('CONFLICT', NO_PAYMENT_PROFILE);
    const priced = await work.orders.price(tx, {
      shop,
      now,
      customerId: subscription.customerId,
      intervalMonths: subscription.intervalMonths,
      lines: subscription.lines,
      shippingAddress: subscription.shippingAddress,
      billingAddress: subscription.billingAddress,
      shippingCarrierCode: subscription.shippingCarrierCode,
      shippingMethodCode: subscription.shippingMethodCode,
      paymentProfileId: subscription.paymentProfileId,
    });
    const draft: AttemptDraft = { profileId: subscription.paymentProfileId, orderCode: priced.orderCode, order: priced.draft };
    await updateRenewal(tx, renewal.id, {
      status: 'charging',
      attempt,
      leaseUntil,
      draft,
      amount: priced.amount.value,
      currency: priced.amount.currency,
      paymentId: null,
      reason: null,
    });
    return { renewal, subscription, attempt, draft, amount: priced.amount };
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    // Not priced (a product no longer sold, out of stock, no card): the attempt failed and waits for its retry.
    await failAttempt(tx, work, { ...renewal, attempt }, subscription, error.message === NO_PAYMENT_PROFILE ? NO_PAYMENT_PROFILE : error.code, now, shop);
    return 'settled';
  }
}

function charge(work: RenewalWork, claimed: ClaimedAttempt): Promise<ChargeResult | null> {
  const { renewal, subscription, attempt, draft, amount } = claimed;
  if (amount.value === 0) return Promise.resolve(null);
  return work.charges.charge(work.db, {
    customerId: subscription.customerId,
    profileId: draft.profileId!,
    orderCode: draft.orderCode,
    idempotencyKey: renewalPaymentKey(subscription.id, renewal.period, attempt),
    amount,
  });
}

async function settle(tx: Transaction, work: RenewalWork, shops: ShopsById, claimed: ClaimedAttempt, charged: ChargeResult | null, now: Date): Promise<void> {
  const renewal = await lockChargingRenewal(tx, claimed.renewal.id, claimed.attempt);
  if (!renewal) return; // Another process settled this attempt meanwhile.
  const subscription = await lockSubscription(tx, renewal.subscriptionId);
  const shop = shops(subscription.storeId);
  if (charged && charged.status !== 'CAPTURED') {
    await failAttempt(tx, work, renewal, subscription, charged.reason, now, shop);
    return;
  }
  const payment: RenewalPayment | null = charged
    ? { orderCode: claimed.draft.orderCode, paymentId: charged.paymentId, amount: claimed.amount, card: charged.card }
    : null;
  const order = await work.orders.write(tx, claimed.draft.order, payment);
  await updateRenewal(tx, renewal.id, { status: 'placed', orderId: order.orderId, paymentId: payment?.paymentId ?? null, leaseUntil: null });
  const today = storeToday({ now: () => now }, shop.settings.timeZone);
  const nextDate =
    subscription.nextDate <= renewal.period
      ? nextDateAfter(addMonthsIso(renewal.period, subscription.intervalMonths), today, subscription.intervalMonths)
      : subscription.nextDate;
  if (nextDate !== subscription.nextDate) await updateSubscription(tx, subscription.id, { nextDate });
  await work.notices.renewalPlaced(
    tx,
    {
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      orderId: order.orderId,
      incrementId: order.incrementId,
      nextDate,
    },
    shop,
  );
}

/** The order's COMMIT found a product short: the charge is refunded (before this commit) and the attempt failed. */
async function giveBack(tx: Transaction, work: RenewalWork, shops: ShopsById, claimed: ClaimedAttempt, charged: ChargeResult | null, now: Date): Promise<void> {
  const renewal = await lockChargingRenewal(tx, claimed.renewal.id, claimed.attempt);
  if (!renewal) return;
  if (charged?.status === 'CAPTURED')
    await work.charges.refund({
      paymentId: charged.paymentId,
      idempotencyKey: `refund-${renewalPaymentKey(claimed.subscription.id, renewal.period, renewal.attempt)}`,
      amount: claimed.amount,
    });
  const subscription = await lockSubscription(tx, renewal.subscriptionId);
  const shop = shops(subscription.storeId);
  await failAttempt(tx, work, renewal, subscription, 'OUT_OF_STOCK', now, shop);
}

/**
 * A failed attempt waits for the next on the retry schedule; with the retries spent the period is failed:
 * a card's failure leaves the subscription payment_failed (until the customer gives another card), any other
 * failure (stock, a product gone) moves it on to its next date.
 */
async function failAttempt(
  tx: Transaction,
  work: RenewalWork,
  renewal: RenewalRow,
  subscription: SubscriptionRow,
  reason: string,
  now: Date,
  shop: ResolvedStore,
) {
  const timeZone = shop.settings.timeZone;
  const retryAt = nextRetryAt(renewal.attempt, now);
  const finalAttempt = retryAt === null;
  await updateRenewal(tx, renewal.id, {
    status: finalAttempt ? 'failed' : 'retrying',
    attempt: renewal.attempt,
    nextAttemptAt: retryAt ?? now,
    leaseUntil: null,
    reason,
  });
  const notice = {
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
    period: renewal.period,
    attempt: renewal.attempt,
    finalAttempt,
    reason,
  };
  if (finalAttempt) {
    const today = storeToday({ now: () => now }, timeZone);
    const nextDate = nextDateAfter(subscription.nextDate, today, subscription.intervalMonths);
    const cardFailed = !NOT_THE_CARDS.has(reason);
    await updateSubscription(tx, subscription.id, { nextDate, ...(cardFailed ? { status: 'payment_failed' as const } : {}) });
  }
  await work.notices.renewalPaymentFailed(tx, notice, shop);
}

/** Reasons that are not the card's (ShopError codes of pricing, a stock shortfall at the order's commit). */
const NOT_THE_CARDS = new Set(['OUT_OF_STOCK', 'NOT_FOUND', 'INVALID_INPUT', 'CONFLICT']);

/** Whether a renewal failed for its card (refused, or none to charge): the customer's to act on. */
export const failedForTheCard = (reason: string): boolean => !NOT_THE_CARDS.has(reason);

/**
 * Every store with its settings by id (cached reference data), read through the app's database before a
 * transaction opens: the embedded database runs one transaction at a time, so nothing inside one may wait
 * for the app's own connection.
 */
export async function shopsById(stores: StoreDirectory): Promise<ShopsById> {
  const shops = new Map<number, ResolvedStore>();
  for (const store of await stores.list()) {
    const shop = await stores.resolve(store.code);
    if (shop) shops.set(store.id, shop);
  }
  return (storeId) => {
    const shop = shops.get(storeId);
    if (!shop) throw new Error(`store ${storeId} not found`);
    return shop;
  };
}

export type ShopsById = (storeId: number) => ResolvedStore;
