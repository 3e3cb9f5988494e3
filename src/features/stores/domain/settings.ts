import type { PaymentSettings } from '../../payment/domain';
import type { ShippingSettings } from '../../shipping/domain';

/** A store as the rules see it. */
export interface StoreView {
  id: number;
  code: string;
  name: string;
  countryId: string;
  locale: string;
  currency: string;
  taxRateBasisPoints: number;
  pricesIncludeTax: boolean;
}

export type ConfigValues = Record<string, string>;

export interface PasswordPolicy {
  minLength: number;
  requiredClasses: number;
}

export interface StoreSettings {
  allowedCountries: string[];
  guestCheckoutAllowed: boolean;
  taxDisplay: 'including' | 'excluding' | 'both';
  shipping: ShippingSettings;
  payment: PaymentSettings;
  passwordPolicy: PasswordPolicy;
  brand: string;
  /** IANA time zone: coupon dates are calendar days there. */
  timeZone: string;
  /** Reward points: whether customers may spend them, and what one point is worth in minor units. */
  rewards: { enabled: boolean; pointValue: number };
}

/** Defaults for values the specification leaves to us ("not shown"); the README lists them. */
export const CONFIG_DEFAULTS: ConfigValues = {
  'general/country/allow': 'GB',
  'general/store_information/brand': 'Vype',
  'general/locale/timezone': 'Europe/London',
  'reward/general/is_enabled': '1',
  'reward/points/point_value': '1',
  'checkout/options/guest_checkout': '1',
  'tax/display/cart': 'including',
  'carriers/flatrate/active': '1',
  'carriers/flatrate/price': '399',
  'carriers/flatrate/title': 'Flat Rate',
  'carriers/flatrate/name': 'Fixed',
  'carriers/freeshipping/active': '1',
  'carriers/freeshipping/free_shipping_subtotal': '2500',
  'carriers/freeshipping/title': 'Free Shipping',
  'carriers/freeshipping/name': 'Free',
  'payment/free/active': '1',
  'payment/free/title': 'No Payment Information Required',
  'payment/cashondelivery/active': '1',
  'payment/cashondelivery/title': 'Cash On Delivery',
  'payment/cashondelivery/fee': '150',
  'payment/cashondelivery/max_order_total': '50000',
  'customer/password/minimum_password_length': '8',
  'customer/password/required_character_classes_number': '3',
};

export function readSettings(values: ConfigValues): StoreSettings {
  const get = (path: string) => values[path] ?? CONFIG_DEFAULTS[path] ?? '';
  const flag = (path: string) => get(path) === '1';
  const int = (path: string) => Number.parseInt(get(path), 10) || 0;
  const display = get('tax/display/cart');
  return {
    allowedCountries: get('general/country/allow').split(',').filter(Boolean),
    guestCheckoutAllowed: flag('checkout/options/guest_checkout'),
    taxDisplay: display === 'excluding' || display === 'both' ? display : 'including',
    brand: get('general/store_information/brand'),
    timeZone: get('general/locale/timezone'),
    rewards: { enabled: flag('reward/general/is_enabled'), pointValue: int('reward/points/point_value') },
    shipping: {
      flatRate: {
        enabled: flag('carriers/flatrate/active'),
        price: int('carriers/flatrate/price'),
        title: get('carriers/flatrate/title'),
        methodTitle: get('carriers/flatrate/name'),
      },
      freeShipping: {
        enabled: flag('carriers/freeshipping/active'),
        threshold: int('carriers/freeshipping/free_shipping_subtotal'),
        title: get('carriers/freeshipping/title'),
        methodTitle: get('carriers/freeshipping/name'),
      },
    },
    payment: {
      free: { enabled: flag('payment/free/active'), title: get('payment/free/title') },
      cashOnDelivery: {
        enabled: flag('payment/cashondelivery/active'),
        title: get('payment/cashondelivery/title'),
        fee: int('payment/cashondelivery/fee'),
        maxOrderTotal: int('payment/cashondelivery/max_order_total'),
      },
    },
    passwordPolicy: {
      minLength: int('customer/password/minimum_password_length'),
      requiredClasses: int('customer/password/required_character_classes_number'),
    },
  };
}
