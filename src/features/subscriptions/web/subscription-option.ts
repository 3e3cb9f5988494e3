import type { ProductOption } from '../../../shared/web/api/types';

/** Spec: subscriptions are monthly; the interval is the first one the product offers. */
const MONTHLY = 1;

export function productOption(subscribe: boolean, interval: number = MONTHLY): ProductOption {
  return {
    extension_attributes: {
      subscription_option: { create_new_subscription_at_checkout: subscribe, interval: subscribe ? interval : 0 },
    },
  };
}
