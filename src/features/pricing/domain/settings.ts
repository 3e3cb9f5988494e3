import { defineSettings } from '../../../shared/domain/settings';
import { type ExclusivitySettings, parseExclusivityRanges } from './exclusivity';
import type { FreeOfferSettings } from './free-offers';

/** WEEE (waste electrical equipment) fee per device, in minor units in the store's tax mode; `title` names its totals line. */
interface WeeeSettings {
  enabled: boolean;
  feePerDevice: number;
  title: string;
}

interface PricingSettings {
  freeOffers: FreeOfferSettings;
  exclusivity: ExclusivitySettings;
  weee: WeeeSettings;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    freeOffers: FreeOfferSettings;
    exclusivity: ExclusivitySettings;
    weee: WeeeSettings;
  }
}

/** Promotions, subscription exclusivity discounts and the WEEE fee. */
export const pricingSettings = defineSettings(
  {
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
    'promotions/free_samples/active': '1',
    'promotions/free_samples/samples_discount_label': 'Free samples',
    'tax/weee/enable': '0',
    'tax/weee/device_fee': '10',
    'tax/weee/title': 'FPT',
  },
  (get): PricingSettings => ({
    weee: { enabled: get.flag('tax/weee/enable'), feePerDevice: get.int('tax/weee/device_fee'), title: get.text('tax/weee/title') || 'FPT' },
    exclusivity: {
      enabled: get.flag('subscription/exclusivity/active'),
      label: get.text('subscription/exclusivity/label'),
      ranges: parseExclusivityRanges(get.text('subscription/exclusivity/ranges')),
    },
    freeOffers: {
      freeDevice: {
        enabled: get.flag('promotions/free_device/active'),
        minSubscriptionQty: get.int('promotions/free_device/min_subscription_qty'),
        label: get.text('promotions/free_device/discount_label'),
      },
      sixMonthlyFreeDevice: {
        enabled: get.flag('promotions/six_monthly_free_device/active'),
        intervalMonths: get.int('promotions/six_monthly_free_device/interval_months'),
        minSubscriptionQty: get.int('promotions/six_monthly_free_device/min_subscription_qty'),
        label: get.text('promotions/six_monthly_free_device/discount_label'),
      },
      freeSamples: { enabled: get.flag('promotions/free_samples/active'), label: get.text('promotions/free_samples/samples_discount_label') },
    },
  }),
);
