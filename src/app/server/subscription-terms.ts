import type { SubscriptionTerms } from '../../features/catalog/domain';
import type { StoreSettings } from '../../features/stores/domain';

/**
 * The subscription terms a product page states, read from the settings the basket's limits (cart) and the
 * subscription savings and free device (pricing) run on, so the page says what the basket will hold to.
 */
export function subscriptionTermsOf(settings: StoreSettings): SubscriptionTerms {
  const { exclusivity, freeOffers } = settings;
  return {
    minPacks: settings.basket.subscriptionMin,
    maxPacks: settings.basket.subscriptionMax,
    savings: exclusivity.enabled
      ? exclusivity.ranges.filter((r) => r.discountPerPack > 0).map((r) => ({ minPacks: r.min, maxPacks: r.max, perPack: r.discountPerPack }))
      : [],
    freeDeviceFrom: freeOffers.freeDevice.enabled ? freeOffers.freeDevice.minSubscriptionQty : null,
  };
}
