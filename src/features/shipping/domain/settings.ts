import { defineSettings } from '../../../shared/domain/settings';
import { DEFAULT_MATRIX_RATE_ROWS, DEFAULT_TABLE_RATE_ROWS, readCarrierSettings } from './carrier-config';
import type { ShippingSettings } from './shipping-settings';

declare module '../../stores/domain' {
  interface StoreSettings {
    shipping: ShippingSettings;
  }
}

/** Every carrier's settings (`carriers/<code>/…`). */
export const shippingSettings = defineSettings(
  {
    'carriers/flatrate/active': '1',
    'carriers/flatrate/price': '399',
    'carriers/flatrate/title': 'Flat Rate',
    'carriers/flatrate/name': 'Fixed',
    'carriers/freeshipping/active': '1',
    'carriers/freeshipping/free_shipping_subtotal': '2500',
    'carriers/freeshipping/title': 'Free Shipping',
    'carriers/freeshipping/name': 'Free',
    'carriers/flatrate/tooltip': 'Delivered in 3–5 working days.',
    'carriers/freeshipping/tooltip': 'Delivered in 3–5 working days.',
    // Further carriers: configured but off by default; a store enables them with `carriers/<code>/active`.
    'carriers/tablerate/active': '0',
    'carriers/tablerate/title': 'Tracked Delivery',
    'carriers/tablerate/name': 'Tracked 48',
    'carriers/tablerate/tooltip': 'Tracked, delivered in 2–3 working days.',
    'carriers/tablerate/condition_name': 'package_value_with_discount',
    'carriers/tablerate/rates': JSON.stringify(DEFAULT_TABLE_RATE_ROWS),
    'carriers/matrixrate/active': '0',
    'carriers/matrixrate/title': 'Delivery Options',
    'carriers/matrixrate/name': 'Standard',
    'carriers/matrixrate/tooltip': '',
    'carriers/matrixrate/condition_name': 'package_value_with_discount',
    'carriers/matrixrate/rates': JSON.stringify(DEFAULT_MATRIX_RATE_ROWS),
    'carriers/express1/active': '0',
    'carriers/express1/price': '599',
    'carriers/express1/title': 'Express Delivery',
    'carriers/express1/name': 'Next Working Day',
    'carriers/express1/tooltip': 'Order by 2pm Monday to Friday for delivery the next working day.',
    'carriers/express2/active': '0',
    'carriers/express2/price': '899',
    'carriers/express2/title': 'Express Delivery',
    'carriers/express2/name': 'Timed Delivery before 12pm',
    'carriers/express2/tooltip': 'Order by 2pm for delivery before 12pm the next working day.',
    'carriers/express3/active': '0',
    'carriers/express3/price': '999',
    'carriers/express3/title': 'Express Delivery',
    'carriers/express3/name': 'Saturday Delivery',
    'carriers/express3/tooltip': 'Order by 2pm on Friday for delivery on Saturday.',
    'carriers/postal/active': '0',
    'carriers/postal/price': '299',
    'carriers/postal/title': 'Standard Post',
    'carriers/postal/name': '2nd Class',
    'carriers/postal/tooltip': 'Through the letterbox, usually in 2–3 working days.',
    'carriers/batsamedaydelivery/active': '0',
    'carriers/batsamedaydelivery/price': '699',
    'carriers/batsamedaydelivery/title': 'Same Day Courier',
    'carriers/batsamedaydelivery/name': 'Same Day Delivery',
    'carriers/batsamedaydelivery/cutoff': '14:00',
    'carriers/batsamedaydelivery/window': '6pm–10pm',
    'carriers/batsamedaydelivery/areas': 'E,EC,N,NW,SE,SW,W,WC',
    'carriers/colissimo/active': '0',
    'carriers/colissimo/price': '490',
    'carriers/colissimo/title': 'La Poste',
    'carriers/colissimo/name': 'Colissimo Point Retrait',
    'carriers/colissimo/tooltip': 'Collect it from a post office, relay shop or parcel locker near you, usually in 2–3 working days.',
    'carriers/dps/active': '0',
    'carriers/dps/price': '390',
    'carriers/dps/title': 'DPD Pickup Parcelshop',
    'carriers/dps/name': 'Parcel shop collection',
    'carriers/dps/tooltip': 'Collect from a parcel shop near you, usually in 2–3 working days.',
  },
  (get): { shipping: ShippingSettings } => ({
    shipping: {
      flatRate: {
        enabled: get.flag('carriers/flatrate/active'),
        price: get.int('carriers/flatrate/price'),
        title: get.text('carriers/flatrate/title'),
        methodTitle: get.text('carriers/flatrate/name'),
        tooltip: get.text('carriers/flatrate/tooltip'),
      },
      freeShipping: {
        enabled: get.flag('carriers/freeshipping/active'),
        threshold: get.int('carriers/freeshipping/free_shipping_subtotal'),
        title: get.text('carriers/freeshipping/title'),
        methodTitle: get.text('carriers/freeshipping/name'),
        tooltip: get.text('carriers/freeshipping/tooltip'),
      },
      ...readCarrierSettings(get),
      sameDay: {
        enabled: get.flag('carriers/batsamedaydelivery/active'),
        price: get.int('carriers/batsamedaydelivery/price'),
        title: get.text('carriers/batsamedaydelivery/title'),
        methodTitle: get.text('carriers/batsamedaydelivery/name'),
        cutoff: get.text('carriers/batsamedaydelivery/cutoff'),
        window: get.text('carriers/batsamedaydelivery/window'),
        areas: get
          .text('carriers/batsamedaydelivery/areas')
          .split(',')
          .map((a) => a.trim().toUpperCase())
          .filter(Boolean),
      },
    },
  }),
);
