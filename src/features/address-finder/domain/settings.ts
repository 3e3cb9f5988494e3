import { defineSettings } from '../../../shared/domain/settings';

/** A store's address finder: whether it is shown, where it asks, with which key, in which countries. */
export interface AddressFinderSettings {
  enabled: boolean;
  /** The service's base URL; the sandbox on the shop's own origin by default (the CSP stays 'self'). */
  serviceUrl: string;
  /** The service key, public by design (Loqate keys are sent from the browser and restricted by origin). */
  key: string;
  /** ISO2 codes searched, '*' for every country. */
  countries: string[];
}

declare module '../../stores/domain' {
  interface StoreSettings {
    addressFinder: AddressFinderSettings;
  }
}

export const SANDBOX_SERVICE_URL = '/address-finder-sandbox';
/** The key the sandbox accepts (Loqate's form AA11-AA11-AA11-AA11). */
export const SANDBOX_KEY = 'SB11-SB11-SB11-SB11';

export const addressFinderSettings = defineSettings(
  {
    'address_finder/general/enabled': '0',
    'address_finder/general/service_url': SANDBOX_SERVICE_URL,
    'address_finder/general/key': SANDBOX_KEY,
    'address_finder/general/countries': '*',
  },
  (get): { addressFinder: AddressFinderSettings } => ({
    addressFinder: {
      enabled: get.flag('address_finder/general/enabled'),
      serviceUrl: get.text('address_finder/general/service_url').trim().replace(/\/+$/, ''),
      key: get.text('address_finder/general/key').trim(),
      countries: get
        .text('address_finder/general/countries')
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter((c) => c === '*' || /^[A-Z]{2}$/.test(c)),
    },
  }),
);
