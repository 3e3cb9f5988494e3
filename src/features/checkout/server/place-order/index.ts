import type { FastifyBaseLogger } from 'fastify';
import { invalidInput, ShopError } from '../../../../shared/domain/errors';
import type { Database } from '../../../../shared/server/db';
import { runWorkflow, type WorkflowStep } from '../../../../shared/server/workflow';
import { type AgeVerificationAdapters, runPendingAgeCheck } from '../../../age-verification/server';
import type { CartRef } from '../../../cart/server';
import type { OrderRow } from '../../../orders/server';
import { CARD_PAYMENT_CONFLICT, normaliseVaultMethod } from '../../../payment/domain';
import type { PaymentGatewayPort } from '../../../payment/server';
import type { PaymentCallContext, PaymentMethodRegistry, PaymentOutcome, ServerPaymentMethod } from '../../../payment/server';
import { GUEST_CHECKOUT_NOT_AVAILABLE, mayPlaceOrder } from '../../../stores/domain';
import type { ResolvedStore } from '../../../stores/server';
import type { Pricing } from '../../../pricing/server';
import type { PaymentInformationInput } from '../../domain';
import { orderRetailerCode } from '../retailer-code';
import { type Decision, decideOrder, findBasket, type PreparedOrder } from './decide';
import { type AttemptRow, claimAttempt, liveAttemptOf, moveAttempt } from './attempts';
import { orderOfConcurrentAttempt, orderOfConcurrentPayment } from './concurrent-payment';
import { ATTEMPT_ABANDONED_AFTER_SECONDS, recoverAttempt } from './recovery';
import { type WriteOutcome, writeOrder } from './write-order';

/** Spec 002 §2: a 3-D Secure challenge answers the page with the gateway's challenge page to open. */
export const THREE_DS_REQUIRED = 'Please confirm the payment with your bank.';

/** What a place-order call needs besides the request: the payment methods, the gateway, the age verification, the request's log, the shop's origin. */
export interface PlaceOrderContext {
  methods: PaymentMethodRegistry;
  /** The quote engine (`app.pricing`): the server's price of the basket. */
  pricing: Pricing;
  gateway: PaymentGatewayPort;
  /** The age check of an order (spec 002 §5 check 4), and the automatic check when the page skipped it. */
  ageVerification: AgeVerificationAdapters;
  log: FastifyBaseLogger;
  /** The shop's origin (`https://shop.example`). */
  shopOrigin: string;
  /** Told when the gateway refused the card: the place-order captcha counts it. */
  onCardRefused?: () => void;
  /** When a live attempt met here counts as abandoned (recovered first); ATTEMPT_ABANDONED_AFTER_SECONDS by default. */
  attemptAbandonedAfterSeconds?: number;
}

/** How the call ends for the shopper: the order, or what they must do (a refusal to read, a challenge to pass). */
type Answer = { kind: 'order'; order: OrderRow } | Exclude<PaymentOutcome<unknown>, { kind: 'paid' | 'paid-elsewhere' }>;

/** One place-order call as its steps fill it in, in order. */
interface PlaceOrderRun {
  readonly db: Database;
  readonly shop: ResolvedStore;
  readonly ref: CartRef;
  readonly input: PaymentInformationInput;
  readonly method: ServerPaymentMethod;
  readonly call: PaymentCallContext;
  readonly abandonedAfterSeconds: number;
  readonly ageVerification: AgeVerificationAdapters;
  readonly pricing: Pricing;
  submission?: unknown;
  retailerCode?: string | null;
  prepared?: PreparedOrder;
  /** This call's claim on the basket's payment attempt. */
  attempt?: AttemptRow;
  /** The payment taken before the write, when the method takes one. */
  payment?: { value: unknown };
  written?: WriteOutcome;
  answer?: Answer;
}

/**
 * The order decided in one short read-only transaction: one connection for all its reads (under load, a
 * connection per read would queue each read behind every other call's) and one snapshot; no row locked.
 */
const decideWith = (run: PlaceOrderRun, options: { lock: boolean; mayCheckAgeNow: boolean }): Promise<Decision> =>
  run.db.transaction(
    (tx) =>
      decideOrder(
        tx,
        run.shop,
        run.ref,
        run.input,
        { method: run.method, submission: run.submission, call: run.call },
        { ...options, ageHash: run.ageVerification.hash, pricing: run.pricing },
      ),
    { accessMode: 'read only' },
  );

/**
 * Placing an order, step by step (docs/ARCHITECTURE.md "Placing an order"). Each step's undo runs, in
 * reverse order, when a later step fails; a step that has the shopper's answer ends the run.
 */
const PLACE_ORDER_STEPS: readonly WorkflowStep<PlaceOrderRun>[] = [
  {
    // The shopper's data for the method (a card's encrypted blob, an alternative method's fields), and
    // the store's own refusals, before anything is read or changes.
    name: 'read-payment-input',
    async run(run) {
      if (!mayPlaceOrder(run.ref.kind, run.shop.settings)) throw invalidInput(GUEST_CHECKOUT_NOT_AVAILABLE);
      run.retailerCode = orderRetailerCode(run.shop, run.input);
      run.submission = await run.method.read(
        {
          method: run.input.paymentMethod.method,
          additionalData: run.input.paymentMethod.additional_data,
          customerId: run.ref.kind === 'customer' ? run.ref.customerId : null,
        },
        run.call,
      );
      return 'next';
    },
  },
  {
    // Read and decide, outside any transaction: the price, the ten checks, the age check (run now when the
    // page skipped the age step: a provider call, then the order is decided again), the method's checks.
    name: 'prepare',
    async run(run) {
      let decision = await decideWith(run, { lock: false, mayCheckAgeNow: true });
      if (decision.kind === 'age-check-due') {
        await runPendingAgeCheck(run.db, run.shop, run.ref, decision.email, run.ageVerification);
        decision = await decideWith(run, { lock: false, mayCheckAgeNow: false });
      }
      if (decision.kind === 'placed') {
        run.answer = { kind: 'order', order: decision.order };
        return 'stop';
      }
      if (decision.kind !== 'ready') throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
      run.prepared = decision.prepared;
      return 'next';
    },
  },
  {
    // The basket's payment attempt, claimed before the gateway is called: of parallel calls for one basket
    // only one pays, the others wait for its order. An attempt a crash left behind is recovered first.
    name: 'claim-attempt',
    when: (run) => run.method.pay !== undefined,
    async run(run) {
      const { toPay } = run.prepared!;
      const claim = {
        cartId: toPay.cart.id,
        cartVersion: toPay.cart.version,
        method: run.method.key,
        amount: toPay.amount.value,
        currency: toPay.amount.currency,
        reference: await run.method.attemptReference!(run.submission, toPay, run.call),
      };
      run.attempt = (await claimAttempt(run.db, claim)) ?? undefined;
      if (run.attempt) return 'next';
      const live = await liveAttemptOf(run.db, claim.cartId);
      if (live && Date.now() - live.updatedAt.getTime() > run.abandonedAfterSeconds * 1000) {
        await recoverAttempt(run.db, live, run.call, run.method);
        run.attempt = (await claimAttempt(run.db, claim)) ?? undefined;
        if (run.attempt) return 'next';
      }
      run.answer = { kind: 'order', order: await orderOfConcurrentAttempt(run.db, run.shop, run.ref, live?.id ?? null) };
      return 'stop';
    },
    async undo(run) {
      await moveAttempt(run.db, run.attempt!.id, 'ended');
    },
  },
  {
    // The payment where the method takes it before the order (authorise, a passed challenge's capture, the
    // gateway's page), for the amount just decided; no connection is held while the gateway answers.
    name: 'take-payment',
    when: (run) => run.method.pay !== undefined,
    async run(run) {
      const outcome = await run.method.pay!(run.submission, run.prepared!.toPay, run.call, run.attempt!.reference);
      if (outcome.kind === 'paid') {
        // The attempt stays claimed until the order's commit moves it (one commit fewer per order).
        run.payment = { value: outcome.payment };
        return 'next';
      }
      await moveAttempt(run.db, run.attempt!.id, 'ended');
      run.answer =
        outcome.kind === 'paid-elsewhere' ? { kind: 'order', order: await orderOfConcurrentPayment(run.db, run.shop, run.ref, outcome.orderCode) } : outcome;
      return 'stop';
    },
    async undo(run) {
      if (run.payment) await run.method.undo?.(run.payment.value, run.call);
    },
  },
  {
    // One short transaction: the basket at the decided version, then the order and all that goes with it.
    name: 'write-order',
    async run(run) {
      const payment = run.payment
        ? { plugin: run.method, value: run.payment.value, submission: run.submission, call: run.call, attemptId: run.attempt!.id }
        : null;
      const write = { shop: run.shop, ref: run.ref, method: run.input.paymentMethod.method, retailerCode: run.retailerCode ?? null, payment };
      let written = await writeOrder(run.db, { ...write, prepared: run.prepared! });
      if (written.kind === 'basket-changed') {
        // Nothing was taken: the changed basket is decided again and written at its new version.
        const decision = await decideWith(run, { lock: false, mayCheckAgeNow: false });
        if (decision.kind === 'placed') written = { kind: 'placed-elsewhere', order: decision.order };
        else if (decision.kind === 'ready') written = await writeOrder(run.db, { ...write, prepared: decision.prepared });
        if (written.kind === 'basket-changed') throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
      }
      run.written = written;
      run.answer = { kind: 'order', order: written.order };
      return 'next';
    },
  },
  {
    // After the commit: what was authorised is captured (a failure stays for the capture retry); a payment
    // of this call that another call's order did not take is given back.
    name: 'settle-payment',
    when: (run) => run.payment !== undefined,
    async run(run) {
      const value = run.payment!.value;
      if (run.written?.kind === 'written') {
        await run.method.settle?.(value, run.call);
        return 'next';
      }
      await run.method.undo?.(value, run.call);
      await moveAttempt(run.db, run.attempt!.id, 'ended');
      return 'next';
    },
  },
];

/**
 * Places the order of the basket: answers the order (this call's, or the one a retry or a double click of
 * the same basket already made). A refusal is a 400 with the shopper's message; a 3-D Secure challenge a
 * 409 with the page to open (spec 002 §2).
 */
export async function placeOrder(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  sent: PaymentInformationInput,
  context: PlaceOrderContext,
): Promise<OrderRow> {
  // Spec 002 §7: a subscription vault's method name is reduced to `subscribe_pro_vault`, whatever the browser did.
  const input = { ...sent, paymentMethod: { ...sent.paymentMethod, method: normaliseVaultMethod(sent.paymentMethod.method) } };
  const method = context.methods.find(input.paymentMethod.method, shop.settings.worldpay);
  const call: PaymentCallContext = {
    db,
    gateway: context.gateway,
    log: context.log,
    shopOrigin: context.shopOrigin,
    settings: shop.settings.worldpay,
    storeSettings: shop.settings,
    onRefused: context.onCardRefused,
    lockBasket: (tx) => findBasket(tx, shop, ref, true).catch(() => null),
  };
  const run: PlaceOrderRun = {
    db,
    shop,
    ref,
    input,
    method,
    call,
    abandonedAfterSeconds: context.attemptAbandonedAfterSeconds ?? ATTEMPT_ABANDONED_AFTER_SECONDS,
    ageVerification: context.ageVerification,
    pricing: context.pricing,
  };
  await runWorkflow('place-order', PLACE_ORDER_STEPS, run, context.log);
  const answer = run.answer!;
  if (answer.kind === 'order') return answer.order;
  if (answer.kind === 'refused') throw invalidInput(answer.message);
  throw new ShopError('CONFLICT', THREE_DS_REQUIRED, { redirect_url: answer.redirectUrl, order_code: answer.orderCode });
}
