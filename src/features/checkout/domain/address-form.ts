import type { z } from 'zod';
import type { AddressFields } from './address-form-schema';

export type { AddressFormCountry } from './address-form-schema';

export type AddressFormInput = z.input<AddressFields>;
export type AddressFormOutput = z.output<AddressFields>;

/** An empty address form in the store's default country. */
export function emptyAddressForm(countryId: string): AddressFormInput {
  return { firstname: '', lastname: '', street: ['', ''], city: '', postcode: '', country_id: countryId, region_id: '', telephone: '' };
}

/** The address as the API takes it: empty street lines dropped, a listed region by its id. */
export function toAddressPayload({ region_id, ...address }: AddressFormOutput) {
  return {
    ...address,
    street: address.street.filter((line) => line.length > 0),
    ...(region_id ? { region_id: Number(region_id) } : {}),
  };
}
