import { useTranslation } from 'react-i18next';
import type { Address } from '../../../shared/web/api/types';
import { placeLine } from '../../directory/domain';
import { useCountries } from '../../directory/web';

/** The country's name as the store's directory gives it (the code until it has answered). */
function useCountryName(code: string): string {
  return useCountries().data?.find((c) => c.id === code)?.name ?? code;
}

/** An address as a postal block, its place in the country's order, with the telephone as 'Tel:'. */
export function AddressBlock({ address, inline = false }: { address: Omit<Address, 'email'>; inline?: boolean }) {
  // Inside a radio's label only phrasing content is allowed, hence a span there.
  const { t } = useTranslation();
  const Tag = inline ? 'span' : 'address';
  const country = useCountryName(address.country_id);
  return (
    <Tag className="address-block">
      {address.firstname} {address.lastname}
      <br />
      {address.street.filter(Boolean).join(', ')}
      <br />
      {placeLine({ countryId: address.country_id, city: address.city, regionCode: address.region_code, postcode: address.postcode })}
      <br />
      {country}
      <br />
      {t('checkout.address.tel', { telephone: address.telephone })}
    </Tag>
  );
}
