import type { Minor } from '../../../shared/domain/money';

/** A carrier with one method at a fixed price (express couriers, the postal carrier). */
export interface FixedPriceCarrierSettings {
  enabled: boolean;
  price: Minor;
  title: string;
  methodTitle: string;
  tooltip: string;
}

/**
 * What a rate table's condition measures. Products carry no weight, so Magento's package_weight is
 * replaced by the basket value after discounts (minor units, incl. tax) or the number of units.
 */
export type RateCondition = 'package_value_with_discount' | 'package_qty';

/** One row of a table or matrix rate: a destination, a condition range and a price. */
export interface RateRow {
  /** ISO code, or '*' for any country. */
  countryId: string;
  /** Region code, name or id, or '*' for any region. */
  region: string;
  /** Postcode prefix (spaces ignored), or '*' for any postcode. */
  postcode: string;
  /** The row applies from this condition value (inclusive)… */
  conditionFrom: number;
  /** …up to this one (exclusive); null means no upper bound. */
  conditionTo: number | null;
  price: Minor;
  /** Matrix rates only: each method code is one offered method. */
  methodCode: string;
  methodTitle: string;
  tooltip: string;
}

export interface RateTableSettings {
  enabled: boolean;
  title: string;
  methodTitle: string;
  tooltip: string;
  condition: RateCondition;
  rows: RateRow[];
}

/**
 * Carrier settings read from store configuration (./settings.ts). The carriers added after
 * the first two are optional so that a settings object built without them simply offers none of them.
 */
export interface ShippingSettings {
  flatRate: { enabled: boolean; price: Minor; title: string; methodTitle: string; tooltip?: string };
  freeShipping: { enabled: boolean; threshold: Minor; title: string; methodTitle: string; tooltip?: string };
  tableRate?: RateTableSettings;
  matrixRate?: RateTableSettings;
  express1?: FixedPriceCarrierSettings;
  express2?: FixedPriceCarrierSettings;
  express3?: FixedPriceCarrierSettings;
  postal?: FixedPriceCarrierSettings;
  sameDay?: SameDaySettings;
  /** Colissimo to a pickup point (carrier `colissimo`, method `pickup`). */
  colissimoPickup?: FixedPriceCarrierSettings;
  /** The parcel shop carrier (`dps`, method `dps_parcelshop`). */
  parcelShop?: FixedPriceCarrierSettings;
}

/** Same-day courier delivery in the areas it serves, ordered before a daily cut-off. */
export interface SameDaySettings {
  enabled: boolean;
  price: Minor;
  title: string;
  methodTitle: string;
  /** 'HH:MM' in the store's time zone: orders after it are delivered the next day, in the same window. */
  cutoff: string;
  /** The delivery window shown to the shopper, e.g. '6pm–10pm'. */
  window: string;
  /** Postcode areas served (the letters before the first digit: 'SW', 'EC', 'N'). */
  areas: string[];
}
