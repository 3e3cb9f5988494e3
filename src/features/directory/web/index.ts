// The directory feature's web front door: what other features may use.
export { defaultCountryId, useCountries } from './countries';
export type { CountryFields } from './countries';
export { usePostcodeWarning } from './postcode-warning';
