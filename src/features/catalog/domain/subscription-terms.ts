import type { Minor } from '../../../shared/domain/money';

/**
 * A store's subscription rules and savings as the product page states them before the basket: the packs a
 * subscription basket holds (the basket's subscription limits, spec 000 §5), the saving per pack by the
 * number of packs (the exclusivity ranges, where the store offers them) and the free device's threshold.
 * The app reads them from the settings the basket and pricing rules run on.
 */
export interface SubscriptionTerms {
  minPacks: number;
  maxPacks: number;
  savings: { minPacks: number; maxPacks: number; perPack: Minor }[];
  /** Subscription packs that earn a free device; null where the store has no such offer. */
  freeDeviceFrom: number | null;
}
