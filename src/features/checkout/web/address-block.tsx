import type { Address } from '../../../shared/web/api/types';
import { ADDRESS_COUNTRIES } from '../domain/address-form';

export function countryName(code: string): string {
  return ADDRESS_COUNTRIES.find((c) => c.value === code)?.label ?? code;
}

/** An address as a postal block, with the telephone as 'Tel:'. */
export function AddressBlock({ address }: { address: Omit<Address, 'email'> }) {
  return (
    <address className="address-block">
      {address.firstname} {address.lastname}
      <br />
      {address.street.filter(Boolean).join(', ')}
      <br />
      {address.city} {address.postcode}
      <br />
      {countryName(address.country_id)}
      <br />
      Tel: {address.telephone}
    </address>
  );
}
