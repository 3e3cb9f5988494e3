import { missingFieldMessage } from './required-fields';
import { offeredRate, unavailableRate } from './rate-builders';
import type { Carrier } from './shipping-types';

/**
 * Colissimo delivery to a pickup point (post office, relay shop or parcel locker) at a configured
 * price. The point itself is chosen and saved by the pickup-points feature.
 */
export const colissimoPickup: Carrier = {
  code: 'colissimo',
  rates(context, { colissimoPickup: s }) {
    if (!s?.enabled) return [];
    const labels = { carrierCode: 'colissimo', methodCode: 'pickup', carrierTitle: s.title, methodTitle: s.methodTitle, tooltip: s.tooltip };
    const missing = missingFieldMessage('colissimo', context);
    return [missing ? unavailableRate(labels, missing) : offeredRate(labels, s.price)];
  },
};
