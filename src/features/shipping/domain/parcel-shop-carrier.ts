import { missingFieldMessage } from './required-fields';
import { offeredRate, unavailableRate } from './rate-builders';
import type { Carrier } from './shipping-types';

/** Parcel shop methods' codes begin with this (spec 001 §3); the shop itself is chosen by the parcel-shops feature. */
export const PARCEL_SHOP_METHOD = 'dps_parcelshop';

/** Delivery to a parcel shop (service point) near the shopper, at a configured price. */
export const parcelShop: Carrier = {
  code: 'dps',
  rates(context, { parcelShop: s }) {
    if (!s?.enabled) return [];
    const labels = { carrierCode: 'dps', methodCode: PARCEL_SHOP_METHOD, carrierTitle: s.title, methodTitle: s.methodTitle, tooltip: s.tooltip };
    const missing = missingFieldMessage('dps', context);
    return [missing ? unavailableRate(labels, missing) : offeredRate(labels, s.price)];
  },
};
