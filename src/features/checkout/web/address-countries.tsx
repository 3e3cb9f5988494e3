import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Loading } from '../../../shared/web/ui/loading';
import { type CountryFields, defaultCountryId, useCountries } from '../../directory/web';

/** The countries the store delivers to (its directory), and the one a new address starts in. */
export interface AddressCountries {
  list: CountryFields[];
  defaultId: string;
}

/** Keeps an address's country when the store delivers there, else starts in the store's default. */
export function offeredCountry(countryId: string | null | undefined, countries: AddressCountries): string {
  return countries.list.some((c) => c.id === countryId) ? countryId! : countries.defaultId;
}

/** The store's countries as the address forms take them. */
function addressCountriesOf(list: CountryFields[]): AddressCountries {
  return { list, defaultId: defaultCountryId(list, list[0]?.id ?? '') };
}

/** Renders `children` with the store's countries once its directory has answered. */
export function WithAddressCountries({ children }: { children: (countries: AddressCountries) => ReactNode }) {
  const { t } = useTranslation();
  const countries = useCountries();
  if (countries.isPending) return <Loading label={t('checkout.address.loadingCountries')} />;
  if (countries.error) return <ErrorMessage error={countries.error} />;
  return children(addressCountriesOf(countries.data));
}
