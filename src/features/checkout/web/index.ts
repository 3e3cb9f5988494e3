// The checkout feature's web front door: what other features may use.
export { WithAddressCountries, offeredCountry } from './address-countries';
export type { AddressCountries } from './address-countries';
export { AddressFields } from './address-fields';
export { addressFormSchema, emptyAddressForm, toAddressPayload } from './address-form-kit';
export type { AddressFormInput, AddressFormOutput, AddressFormRules } from './address-form-kit';
export { useCheckoutConfig } from './checkout-config';
export { formTelephoneRule, withTelephoneRules } from './telephone-rule';
export { restrictionsOf } from './use-shipping-form';
