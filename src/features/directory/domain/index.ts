export * from './country-rules';
export { countryName, isCountryCode } from './country-names';
export * from './local-postcodes';
export * from './address-order';
