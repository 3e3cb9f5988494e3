// The checkout's address form as other pages use it (the account's address book): the same fields,
// schema and telephone rules, so an address is judged alike wherever it is typed.
export { type AddressFormInput, type AddressFormOutput, emptyAddressForm, toAddressPayload } from '../domain/address-form';
export { type AddressFormRules, addressFormSchema } from '../domain/address-form-schema';
