import { missingFieldMessage } from './required-fields';
import { offeredRate, unavailableRate } from './rate-builders';
import type { Carrier } from './shipping-types';

/** One price per order. */
export const flatRate: Carrier = {
  code: 'flatrate',
  rates(context, { flatRate: s }) {
    if (!s.enabled) return [];
    const labels = { carrierCode: 'flatrate', methodCode: 'flatrate', carrierTitle: s.title, methodTitle: s.methodTitle, tooltip: s.tooltip };
    const missing = missingFieldMessage('flatrate', context);
    return [missing ? unavailableRate(labels, missing) : offeredRate(labels, s.price)];
  },
};

/** Free from a basket value (after discounts, incl. tax); below it the carrier simply does not apply. */
export const freeShipping: Carrier = {
  code: 'freeshipping',
  rates(context, { freeShipping: s }) {
    if (!s.enabled) return [];
    const labels = { carrierCode: 'freeshipping', methodCode: 'freeshipping', carrierTitle: s.title, methodTitle: s.methodTitle, tooltip: s.tooltip };
    const missing = missingFieldMessage('freeshipping', context);
    if (missing) return [unavailableRate(labels, missing)];
    return context.basketValueInclTax < s.threshold ? [] : [offeredRate(labels, 0)];
  },
};
