import { addressFinderSettings } from '../../features/address-finder/domain';
import { ageVerificationSettings } from '../../features/age-verification/domain';
import { basketSettings } from '../../features/cart/domain';
import { checkoutSettings } from '../../features/checkout/domain';
import { customerSettings } from '../../features/customers/domain';
import { giftRegistrySettings } from '../../features/gift-registry/domain';
import { orderSettings } from '../../features/orders/domain';
import { parcelShopSettings } from '../../features/parcel-shops/domain';
import { paymentSettings } from '../../features/payment/domain';
import { paypalSettings } from '../../features/paypal/domain';
import { payuSettings } from '../../features/payu/domain';
import { pickupPointSettings } from '../../features/pickup-points/domain';
import { podRecyclingSettings } from '../../features/pod-recycling/domain';
import { pricingSettings } from '../../features/pricing/domain';
import { rewardSettings } from '../../features/rewards/domain';
import { secondaryPackagingSettings } from '../../features/secondary-packaging/domain';
import { shippingSettings } from '../../features/shipping/domain';
import { type StoreSettings, type StoreSettingsReader, storeSettings } from '../../features/stores/domain';
import { composeSettings } from '../../shared/domain/settings';

/** Every feature's settings: all store config paths with their defaults, read into one StoreSettings. */
export const allSettings = composeSettings([
  storeSettings,
  shippingSettings,
  paymentSettings,
  payuSettings,
  pricingSettings,
  rewardSettings,
  customerSettings,
  basketSettings,
  checkoutSettings,
  pickupPointSettings,
  parcelShopSettings,
  addressFinderSettings,
  giftRegistrySettings,
  ageVerificationSettings,
  podRecyclingSettings,
  secondaryPackagingSettings,
  paypalSettings,
  orderSettings,
]);

// Typed as the stores feature's interface: a feature whose section is left out above fails to compile here.
export const readStoreSettings: StoreSettingsReader = (values): StoreSettings => allSettings.read(values);
