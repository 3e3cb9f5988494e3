import { missingFieldMessage } from './required-fields';
import { offeredRate, unavailableRate } from './rate-builders';
import type { Carrier } from './shipping-types';

/**
 * Colissimo delivery to a pickup point (post office, relay shop or parcel locker) at a configured
 * price. The point itself is chosen and saved by the pickup-points feature.
 */
/** Colissimo's pickup point method, by its codes: the pickup-points feature chooses and saves the point for it. */
export const COLISSIMO_PICKUP = { carrierCode: 'colissimo', methodCode: 'pickup' } as const;

export const colissimoPickup: Carrier = {
  code: COLISSIMO_PICKUP.carrierCode,
  rates(context, { colissimoPickup: s }) {
    if (!s?.enabled) return [];
    const labels = { ...COLISSIMO_PICKUP, carrierTitle: s.title, methodTitle: s.methodTitle, tooltip: s.tooltip };
    const missing = missingFieldMessage(COLISSIMO_PICKUP.carrierCode, context);
    return [missing ? unavailableRate(labels, missing) : offeredRate(labels, s.price)];
  },
};
