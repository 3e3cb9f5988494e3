import type { Totals } from '../../../shared/web/api/types';

/** Spec 001 §2: steps addressed by the URL hash, in sort order. */
export const CHECKOUT_STEPS = [
  { code: 'shipping', title: 'Shipping' },
  { code: 'payment', title: 'Review & Payments' },
] as const;

export type StepCode = (typeof CHECKOUT_STEPS)[number]['code'];
export const FIRST_STEP: StepCode = 'shipping';

export type CheckoutRoute =
  | { kind: 'step'; step: StepCode }
  /** Go to this hash instead (replacing the history entry). */
  | { kind: 'redirect'; step: StepCode }
  /** Still waiting to learn whether a shipping method is saved. */
  | { kind: 'pending' }
  | { kind: 'not-found' };

export function stepHash(step: StepCode): string {
  return `#${step}`;
}

/**
 * Which step the hash shows. No hash means the first step; an unknown hash is "page not found";
 * the payment step needs a saved shipping method, otherwise the shopper goes back to shipping.
 */
export function resolveCheckoutRoute(hash: string, shippingMethodSaved: boolean | undefined): CheckoutRoute {
  const code = decodeURIComponent(hash.replace(/^#/, ''));
  if (code === '') return { kind: 'step', step: FIRST_STEP };
  const step = CHECKOUT_STEPS.find((s) => s.code === code)?.code;
  if (!step) return { kind: 'not-found' };
  if (step === 'payment') {
    if (shippingMethodSaved === undefined) return { kind: 'pending' };
    if (!shippingMethodSaved) return { kind: 'redirect', step: 'shipping' };
  }
  return { kind: 'step', step };
}

/** The totals carry a shipping segment only once a delivery method is saved on the cart. */
export function hasShippingMethod(totals: Pick<Totals, 'total_segments'> | undefined): boolean {
  return Boolean(totals?.total_segments.some((s) => s.code === 'shipping'));
}
