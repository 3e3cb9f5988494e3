import { type ConfigValues, defineSettings } from '../../../shared/domain/settings';
import { parseRegionTaxRates, parseTaxRates } from './tax';

export type { ConfigValues };

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

/**
 * A store's settings. Each feature adds its own section to this interface (declaration merging in its
 * domain/settings.ts) and owns its config paths; the app assembly composes the reader of them all.
 */
export interface StoreSettings {
  allowedCountries: string[];
  guestCheckoutAllowed: boolean;
  taxDisplay: 'including' | 'excluding' | 'both';
  brand: string;
  /** IANA time zone: coupon dates are calendar days there. */
  timeZone: string;
  /** Destination countries taxed at another rate than the store's (basis points). */
  taxRatesByCountry: Record<string, number>;
  /** Rates by country, then region code, over the country's (basis points): the US store's sales tax by state. */
  taxRatesByRegion: Record<string, Record<string, number>>;
  /** The tax's name where a rate is shown ('VAT'; 'Sales Tax' in the US). */
  taxTitle: string;
  /**
   * Subscription intervals (months) this store offers on every product that can be subscribed to,
   * on top of the product's own (`products.subscription_intervals`): the French store adds 6.
   */
  extraSubscriptionIntervals: number[];
  /**
   * Languages the store's pages are offered in besides its locale's (BCP 47 tags): the UK store offers
   * Welsh. The shopper's choice is the `language` cookie; the footer offers it when there is one.
   */
  additionalLanguages: string[];
}

/** Reads every section's settings from a store's config values; built by the app assembly. */
export type StoreSettingsReader = (values: ConfigValues) => StoreSettings;

/** The locales a store's pages are offered in: its own (`stores.locale`) first, then the others it offers (Welsh in the UK store). */
export function offeredLocales(locale: string, settings: Pick<StoreSettings, 'additionalLanguages'>): string[] {
  return [locale, ...settings.additionalLanguages.filter((other) => other !== locale)];
}

/** The intervals a product offers in a store: its own, then the store's extra ones (none when it cannot be subscribed to). */
export function offeredSubscriptionIntervals(productIntervals: number[], settings: Pick<StoreSettings, 'extraSubscriptionIntervals'>): number[] {
  if (productIntervals.length === 0) return [];
  return [...productIntervals, ...settings.extraSubscriptionIntervals.filter((i) => !productIntervals.includes(i))];
}

/** '6' or '3,6': whole months from 1 to 12; anything else is left out. */
function parseIntervals(text: string): number[] {
  const months = text.split(',').map((part) => Number(part.trim()));
  return [...new Set(months.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12))];
}

type GeneralSetting =
  | 'allowedCountries'
  | 'guestCheckoutAllowed'
  | 'taxDisplay'
  | 'brand'
  | 'timeZone'
  | 'taxRatesByCountry'
  | 'taxRatesByRegion'
  | 'taxTitle'
  | 'extraSubscriptionIntervals'
  | 'additionalLanguages';

/** 'cy' or 'cy,ga': well-formed language tags (ll or ll-CC), each once; anything else is left out. */
function parseLanguages(text: string): string[] {
  const tags = text.split(',').map((part) => part.trim().replace('_', '-'));
  return [...new Set(tags.filter((tag) => /^[a-z]{2,3}(-[A-Z]{2})?$/.test(tag)))];
}

/** The store's general settings. Defaults are values the specification leaves to us ("not shown"); the README lists them. */
export const storeSettings = defineSettings(
  {
    'general/country/allow': 'GB',
    'general/store_information/brand': 'Vype',
    'general/locale/timezone': 'Europe/London',
    'general/locale/additional': '',
    'subscription/general/extra_intervals': '',
    'checkout/options/guest_checkout': '1',
    'tax/display/cart': 'including',
    'tax/rates/by_country': '{}',
    'tax/rates/by_region': '{}',
    'tax/rates/title': 'VAT',
  },
  (get): Pick<StoreSettings, GeneralSetting> => {
    const display = get.text('tax/display/cart');
    return {
      allowedCountries: get.text('general/country/allow').split(',').filter(Boolean),
      guestCheckoutAllowed: get.flag('checkout/options/guest_checkout'),
      taxDisplay: display === 'excluding' || display === 'both' ? display : 'including',
      brand: get.text('general/store_information/brand'),
      timeZone: get.text('general/locale/timezone'),
      taxRatesByCountry: parseTaxRates(get.text('tax/rates/by_country')),
      taxRatesByRegion: parseRegionTaxRates(get.text('tax/rates/by_region')),
      taxTitle: get.text('tax/rates/title'),
      extraSubscriptionIntervals: parseIntervals(get.text('subscription/general/extra_intervals')),
      additionalLanguages: parseLanguages(get.text('general/locale/additional')),
    };
  },
);
