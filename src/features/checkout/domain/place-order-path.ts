import type { StepCode } from './step-registry';

/** Places the order from the final step (Magento's PaymentInformationManagement). */
export const PAYMENT_INFORMATION_PATH = '/payment-information';
/** Places the order from an earlier step: the same call under the age-verification module's name. */
export const PAYMENT_INFORMATION_CUSTOM_PATH = '/payment-information-custom';

export type PlaceOrderPath = typeof PAYMENT_INFORMATION_PATH | typeof PAYMENT_INFORMATION_CUSTOM_PATH;

/**
 * Spec 002 §4: the place-order call depends on whether the age-verification step is the last step. The
 * final step uses payment-information, an earlier one payment-information-custom; without the step, the
 * usual call.
 */
export function placeOrderPath(stepCodesInOrder: readonly StepCode[]): PlaceOrderPath {
  const age = stepCodesInOrder.indexOf('ageVerification');
  return age >= 0 && age < stepCodesInOrder.length - 1 ? PAYMENT_INFORMATION_CUSTOM_PATH : PAYMENT_INFORMATION_PATH;
}
