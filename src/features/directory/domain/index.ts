export * from './country-rules';
export { countryName, isCountryCode } from './country-names';
