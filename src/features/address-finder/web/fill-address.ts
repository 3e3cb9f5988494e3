import type { FinderAddress } from '../domain';
import type { CountryFields } from '../../directory/web';

/** The address form's fields the finder fills. */
export type FinderFormField = 'street.0' | 'street.1' | 'city' | 'postcode' | 'country_id' | 'region_id';

/**
 * Writes a found address into an address form: the country first (its regions decide the region
 * field), then the street lines, city, postcode and the listed region matching the province's code
 * or name. A country the store does not deliver to is left for the shopper to change.
 */
export function fillAddressForm(address: FinderAddress, countries: readonly CountryFields[], setField: (name: FinderFormField, value: string) => void): void {
  const country = countries.find((c) => c.id === address.country_id);
  if (country) setField('country_id', country.id);
  setField('street.0', address.street[0]);
  setField('street.1', address.street[1]);
  setField('city', address.city);
  setField('postcode', address.postcode);
  const regions = country?.regions ?? [];
  if (regions.length > 0) {
    const wanted = [address.regionCode, address.region].map((v) => v.toLowerCase()).filter(Boolean);
    const region = regions.find((r) => wanted.includes(r.code.toLowerCase()) || wanted.includes(r.name.toLowerCase()));
    setField('region_id', region ? String(region.id) : '');
  }
}
