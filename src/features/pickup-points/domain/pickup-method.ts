import { COLISSIMO_PICKUP } from '../../shipping/domain';
import { PICKUP_NOT_SELECTED } from './messages';

/** The Colissimo pickup point method's codes (the shipping feature's carrier offers it). */
export const PICKUP_CARRIER_CODE = COLISSIMO_PICKUP.carrierCode;
export const PICKUP_METHOD_CODE = COLISSIMO_PICKUP.methodCode;

/**
 * Whether a shipping method delivers to a Colissimo pickup point. Billing's 'same as shipping' does not
 * apply to it (spec 001 §4): the parcel goes to the point, not to the shopper's address.
 */
export function isPickupMethod(carrierCode: string | null | undefined, methodCode: string | null | undefined): boolean {
  return carrierCode === PICKUP_CARRIER_CODE && methodCode === PICKUP_METHOD_CODE;
}

/**
 * Spec 001 §5: the order is refused when the pickup method is chosen and no pickup is saved.
 * Answers the message to refuse with, or null when the order may go on.
 */
export function pickupOrderFailure(method: { carrierCode: string; methodCode: string } | null, hasPickup: boolean): string | null {
  if (!method || !isPickupMethod(method.carrierCode, method.methodCode)) return null;
  return hasPickup ? null : PICKUP_NOT_SELECTED;
}
