import { missingFieldMessage } from './required-fields';
import { offeredRate, unavailableRate } from './rate-builders';
import type { Carrier } from './shipping-types';
import type { FixedPriceCarrierSettings, ShippingSettings } from './shipping-settings';

type CourierCode = 'express1' | 'express2' | 'express3' | 'postal';

/**
 * Couriers with one method at a configured price; they differ in title, promise and the estimate
 * fields they need before they can quote (required-fields.ts). Method code = carrier code.
 */
function courier(code: CourierCode): Carrier {
  return {
    code,
    rates(context, settings: ShippingSettings) {
      const s: FixedPriceCarrierSettings | undefined = settings[code];
      if (!s?.enabled) return [];
      const labels = { carrierCode: code, methodCode: code, carrierTitle: s.title, methodTitle: s.methodTitle, tooltip: s.tooltip };
      const missing = missingFieldMessage(code, context, context.originCountryId);
      return [missing ? unavailableRate(labels, missing) : offeredRate(labels, s.price)];
    },
  };
}

/** Next working day (by default). */
export const express1 = courier('express1');
/** Timed next-day delivery (by default before noon). */
export const express2 = courier('express2');
/** Saturday delivery (by default). */
export const express3 = courier('express3');
/** Letterbox post: a postcode is needed at home only. */
export const postal = courier('postal');
