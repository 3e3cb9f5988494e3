import { type ExclusivitySettings, parseExclusivityRanges } from '../../pricing/domain/exclusivity';
import { parseTaxRates } from './tax';
import type { FreeOfferSettings } from '../../pricing/domain/free-offers';
import type { PaymentSettings } from '../../payment/domain';
import { DEFAULT_MATRIX_RATE_ROWS, DEFAULT_TABLE_RATE_ROWS, type ShippingSettings, readCarrierSettings } from '../../shipping/domain';

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
  freeOffers: FreeOfferSettings;
  exclusivity: ExclusivitySettings;
  /** WEEE (waste electrical equipment) fee per device, in minor units in the store's tax mode; `title` names its totals line. */
  weee: { enabled: boolean; feePerDevice: number; title: string };
  /** Destination countries taxed at another rate than the store's (basis points). */
  taxRatesByCountry: Record<string, number>;
  /** Reward points: whether customers may spend them, and what one point is worth in minor units. */
  rewards: { enabled: boolean; pointValue: number };
  basket: BasketSettings;
  /**
   * Subscription intervals (months) this store offers on every product that can be subscribed to,
   * on top of the product's own (`products.subscription_intervals`): the French store adds 6.
   */
  extraSubscriptionIntervals: number[];
}

/** The intervals a product offers in a store: its own, then the store's extra ones (none when it cannot be subscribed to). */
export function offeredSubscriptionIntervals(productIntervals: number[], settings: Pick<StoreSettings, 'extraSubscriptionIntervals'>): number[] {
  if (productIntervals.length === 0) return [];
  return [...productIntervals, ...settings.extraSubscriptionIntervals.filter((i) => !productIntervals.includes(i))];
}

/** What the basket page runs on (spec 000 §3 cart data, §5 limits). */
export interface BasketSettings {
  /** Fewest and most subscription packs a basket may hold (the page's submin/submax). */
  subscriptionMin: number;
  subscriptionMax: number;
  /** Fewest and most items in a basket (cart data min/max_limit_validation). */
  cartMinQty: number;
  cartMaxQty: number;
  /** Dynamic banners shown above the basket lines. */
  banners: { id: string; text: string; link?: string }[];
  deviceTrialEnabled: boolean;
  /** The free-device prompt shown while the basket could earn the free device. */
  freeDevicePrompt: string;
}

/** Defaults for values the specification leaves to us ("not shown"); the README lists them. */
export const CONFIG_DEFAULTS: ConfigValues = {
  'general/country/allow': 'GB',
  'general/store_information/brand': 'Vype',
  'general/locale/timezone': 'Europe/London',
  'reward/general/is_enabled': '1',
  'subscription/exclusivity/active': '0',
  'subscription/exclusivity/label': 'Subscription saving',
  'subscription/exclusivity/ranges':
    '{"2-3": {"discount_per_pack": 50, "badge": "Save 50p a pack"}, "4-10": {"discount_per_pack": 100, "badge": "Save £1 a pack"}}',
  'promotions/free_device/active': '1',
  'promotions/free_device/min_subscription_qty': '2',
  'promotions/free_device/discount_label': 'Free device with your subscription',
  'promotions/six_monthly_free_device/active': '0',
  'promotions/six_monthly_free_device/interval_months': '6',
  'promotions/six_monthly_free_device/min_subscription_qty': '1',
  'promotions/six_monthly_free_device/discount_label': 'Free device with your 6-monthly subscription',
  'subscription/general/extra_intervals': '',
  'promotions/free_samples/active': '1',
  'promotions/free_samples/samples_discount_label': 'Free samples',
  'reward/points/point_value': '1',
  'checkout/options/guest_checkout': '1',
  'tax/display/cart': 'including',
  'tax/rates/by_country': '{}',
  'tax/weee/enable': '0',
  'tax/weee/device_fee': '10',
  'tax/weee/title': 'FPT',
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
  'payment/free/active': '1',
  'payment/free/title': 'No Payment Information Required',
  'payment/cashondelivery/active': '1',
  'payment/cashondelivery/title': 'Cash On Delivery',
  'payment/cashondelivery/fee': '150',
  'payment/cashondelivery/max_order_total': '50000',
  'customer/password/minimum_password_length': '8',
  'customer/password/required_character_classes_number': '3',
  'subscription/limits/min_qty': '2',
  'subscription/limits/max_qty': '10',
  'checkout/cart_limits/min_qty': '1',
  'checkout/cart_limits/max_qty': '50',
  'checkout/cart/banners': '[]',
  'devicetrial/general/active': '0',
  'promotions/free_device/prompt':
    'Subscribe to 2 or more packs of pods and get an ePod 2 device free. Choose "Subscribe" on your pod packs below.',
};

function parseBanners(json: string): BasketSettings['banners'] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (b): b is BasketSettings['banners'][number] => typeof b?.id === 'string' && typeof b?.text === 'string' && (b.link === undefined || typeof b.link === 'string'),
    );
  } catch {
    return [];
  }
}

/** '6' or '3,6': whole months from 1 to 12; anything else is left out. */
function parseIntervals(text: string): number[] {
  const months = text.split(',').map((part) => Number(part.trim()));
  return [...new Set(months.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12))];
}

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
    taxRatesByCountry: parseTaxRates(get('tax/rates/by_country')),
    weee: { enabled: flag('tax/weee/enable'), feePerDevice: int('tax/weee/device_fee'), title: get('tax/weee/title') || 'FPT' },
    exclusivity: {
      enabled: flag('subscription/exclusivity/active'),
      label: get('subscription/exclusivity/label'),
      ranges: parseExclusivityRanges(get('subscription/exclusivity/ranges')),
    },
    freeOffers: {
      freeDevice: {
        enabled: flag('promotions/free_device/active'),
        minSubscriptionQty: int('promotions/free_device/min_subscription_qty'),
        label: get('promotions/free_device/discount_label'),
      },
      sixMonthlyFreeDevice: {
        enabled: flag('promotions/six_monthly_free_device/active'),
        intervalMonths: int('promotions/six_monthly_free_device/interval_months'),
        minSubscriptionQty: int('promotions/six_monthly_free_device/min_subscription_qty'),
        label: get('promotions/six_monthly_free_device/discount_label'),
      },
      freeSamples: { enabled: flag('promotions/free_samples/active'), label: get('promotions/free_samples/samples_discount_label') },
    },
    extraSubscriptionIntervals: parseIntervals(get('subscription/general/extra_intervals')),
    rewards: { enabled: flag('reward/general/is_enabled'), pointValue: int('reward/points/point_value') },
    shipping: {
      flatRate: {
        enabled: flag('carriers/flatrate/active'),
        price: int('carriers/flatrate/price'),
        title: get('carriers/flatrate/title'),
        methodTitle: get('carriers/flatrate/name'),
        tooltip: get('carriers/flatrate/tooltip'),
      },
      freeShipping: {
        enabled: flag('carriers/freeshipping/active'),
        threshold: int('carriers/freeshipping/free_shipping_subtotal'),
        title: get('carriers/freeshipping/title'),
        methodTitle: get('carriers/freeshipping/name'),
        tooltip: get('carriers/freeshipping/tooltip'),
      },
      ...readCarrierSettings(get),
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
    basket: {
      subscriptionMin: int('subscription/limits/min_qty'),
      subscriptionMax: int('subscription/limits/max_qty'),
      cartMinQty: int('checkout/cart_limits/min_qty'),
      cartMaxQty: int('checkout/cart_limits/max_qty'),
      banners: parseBanners(get('checkout/cart/banners')),
      deviceTrialEnabled: flag('devicetrial/general/active'),
      freeDevicePrompt: get('promotions/free_device/prompt'),
    },
  };
}
