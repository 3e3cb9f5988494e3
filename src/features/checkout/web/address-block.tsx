import type { Address } from '../../../shared/web/api/types';
import { ADDRESS_COUNTRIES } from '../domain/address-form';

export function countryName(code: string): string {
  return ADDRESS_COUNTRIES.find((c) => c.value === code)?.label ?? code;
}

/** An address as a postal block, with the telephone as 'Tel:'. */
export function AddressBlock({ address, inline = false }: { address: Omit<Address, 'email'>; inline?: boolean }) {
  // Inside a radio's label only phrasing content is allowed, hence a span there.
  const Tag = inline ? 'span' : 'address';
  return (
    <Tag className="address-block">
      {address.firstname} {address.lastname}
      <br />
      {address.street.filter(Boolean).join(', ')}
      <br />
      {address.city} {address.postcode}
      <br />
      {countryName(address.country_id)}
      <br />
      Tel: {address.telephone}
    </Tag>
  );
}
