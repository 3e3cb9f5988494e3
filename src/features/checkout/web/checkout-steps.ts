import type { Totals } from '../../../shared/web/api/types';
import { type CheckoutStepDefinition, STEP_SORT_ORDER, type StepCode, StepRegistry } from '../domain/step-registry';
import { checkoutDraft } from './checkout-draft';

export type { StepCode } from '../domain/step-registry';

export interface CheckoutStepOptions {
  /** Whether the shopper must verify their age before paying (the age-verification step). */
  mustVerifyAge: boolean;
}

/**
 * Spec 001 §2: the checkout's steps, registered with code, alias, title, visibility, navigate action and
 * sort order. The age-verification step is registered only for shoppers who must verify.
 */
export function checkoutSteps({ mustVerifyAge }: CheckoutStepOptions): StepRegistry<StepCode> {
  const registry = new StepRegistry<StepCode>()
    .register({
      code: 'shipping',
      alias: 'shipping',
      title: 'Shipping',
      sortOrder: STEP_SORT_ORDER.shipping,
      isVisible: () => true,
      // Going back to shipping discards unsaved billing address edits.
      navigate: () => checkoutDraft.write({ billing: undefined }),
    })
    .register({ code: 'payment', alias: 'payment', title: 'Review & Payments', sortOrder: STEP_SORT_ORDER.payment, isVisible: () => true, navigate: () => {} });
  if (mustVerifyAge) {
    registry.register({
      code: 'ageVerification',
      alias: 'age-verification',
      title: 'Age Verification',
      sortOrder: STEP_SORT_ORDER.ageVerification,
      isVisible: () => true,
      navigate: () => {},
    });
  }
  return registry;
}

export type CheckoutStep = CheckoutStepDefinition<StepCode>;

export type CheckoutRoute =
  | { kind: 'step'; step: StepCode }
  /** Go to this hash instead (replacing the history entry). */
  | { kind: 'redirect'; step: StepCode }
  /** Still waiting to learn whether a shipping method is saved. */
  | { kind: 'pending' }
  /** The promo gift popup over the checkout (spec 002 §2). */
  | { kind: 'choose-gift' }
  | { kind: 'not-found' };

/** Spec 002 §2: this hash opens the promo gift popup; it is not a step, and not an unknown hash. */
export const CHOOSE_GIFT_HASH = 'choose-gift';

export function stepHash(step: StepCode): string {
  return `#${step}`;
}

/**
 * Which step the hash shows. No hash means the first step; an unknown hash is "page not found";
 * #choose-gift is the promo gift popup;
 * a step after shipping needs a saved shipping method, otherwise the shopper goes back to shipping.
 */
export function resolveCheckoutRoute(
  hash: string,
  shippingMethodSaved: boolean | undefined,
  steps: StepRegistry<StepCode> = checkoutSteps({ mustVerifyAge: false }),
): CheckoutRoute {
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  const first = steps.first()!.code;
  if (name === '') return { kind: 'step', step: first };
  if (name === CHOOSE_GIFT_HASH) return { kind: 'choose-gift' };
  const step = steps.find(name)?.code;
  if (!step) return { kind: 'not-found' };
  if (step !== 'shipping') {
    if (shippingMethodSaved === undefined) return { kind: 'pending' };
    if (!shippingMethodSaved) return { kind: 'redirect', step: 'shipping' };
  }
  return { kind: 'step', step };
}

/** The totals carry a shipping segment only once a delivery method is saved on the cart. */
export function hasShippingMethod(totals: Pick<Totals, 'total_segments'> | undefined): boolean {
  return Boolean(totals?.total_segments.some((s) => s.code === 'shipping'));
}
