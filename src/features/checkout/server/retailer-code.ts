import { invalidInput } from '../../../shared/domain/errors';
import type { ResolvedStore } from '../../stores/server';
import { normaliseRetailerCode, type PaymentInformationInput, validateRetailerCode } from '../domain';

/**
 * Spec 002 §2 retailer code: `paymentMethod.extension_attributes.retailer_code`, kept with the order where
 * the store asks for one (retailerCode.enabled), else ignored as Magento ignores an unknown attribute. A code
 * the rule refuses is refused here (400 in the rule's words) before anything changes.
 */
export function orderRetailerCode(shop: ResolvedStore, input: PaymentInformationInput): string | null {
  if (!shop.settings.checkout.retailerCode.enabled) return null;
  const code = input.paymentMethod.extension_attributes?.retailer_code;
  const failure = validateRetailerCode(code);
  if (failure) throw invalidInput(failure.message, failure.parameters);
  return normaliseRetailerCode(code);
}
