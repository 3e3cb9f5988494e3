import type { Minor } from '../../../shared/domain/money';
import type { ShippingSettings } from './shipping-settings';

/** What a carrier sees of the basket and the destination. */
export interface ShippingContext {
  countryId: string;
  /** Countries the store delivers to (ISO 3166-1 alpha-2). */
  allowedCountries: string[];
  /** Basket value after discounts, including tax: what free-delivery thresholds compare against. */
  basketValueInclTax: Minor;
  isVirtual: boolean;
  /** The rest of the estimate address; a blank or absent field counts as not given. */
  postcode?: string | null;
  city?: string | null;
  region?: string | null;
  regionId?: number | null;
  regionCode?: string | null;
  /** Where parcels leave from (the store's country): the postal carrier needs a postcode at home. */
  originCountryId?: string;
  /** Units in the basket: rate tables may be conditioned on it, as products carry no weight. */
  itemsQty?: number;
  /** The store's local time ('HH:MM'), for carriers with a daily cut-off. */
  storeTime?: string;
}

/** The destination part of the context, as an estimate address gives it. */
export type RateAddress = Pick<ShippingContext, 'countryId'> & Partial<Pick<ShippingContext, 'postcode' | 'city' | 'region' | 'regionId' | 'regionCode'>>;

export interface ShippingRate {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** In the store's tax mode, as configured. */
  amount: Minor;
  available: boolean;
  /** Why the rate is unavailable ('' when it is offered). */
  errorMessage: string;
  /** A delivery promise shown beside the method ('' for none). */
  tooltipMessage: string;
}

/** A carrier is a small rule object: it offers rates for a context, explains an unavailable one, or offers none. */
export interface Carrier {
  code: string;
  rates(context: ShippingContext, settings: ShippingSettings): ShippingRate[];
}
