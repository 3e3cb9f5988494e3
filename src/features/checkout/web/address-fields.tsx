import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import type { CountryFields } from '../../directory/web';
import { usePostcodeWarning } from '../../directory/web';
import type { AddressFormInput } from '../domain/address-form';
import { TelephoneField } from './telephone-field';

/** Spec 001 §9: the postcode pattern is checked 2 seconds after typing stops, as a warning only. */
const POSTCODE_CHECK_DELAY_MS = 2000;

type FieldName = 'firstname' | 'lastname' | 'street.0' | 'street.1' | 'city' | 'postcode' | 'country_id' | 'region_id' | 'telephone';

export interface AddressFieldsProps {
  /** Registers a field of the address under the form's own prefix. */
  field: (name: FieldName) => UseFormRegisterReturn;
  errors: FieldErrors<AddressFormInput> | undefined;
  postcode: string;
  countryId: string;
  telephone: string;
  /** The countries the store delivers to, with each one's region and postcode rules. */
  countries: readonly CountryFields[];
  /** Keeps ids unique when two address forms could share a page. */
  idPrefix: string;
  /** autocomplete section, so browsers fill delivery and billing separately. */
  section: 'shipping' | 'billing';
  /** The store's address finder, shown above the street fields. */
  finder?: ReactNode;
}

export function AddressFields({ field, errors, postcode, countryId, telephone, countries, idPrefix, section, finder }: AddressFieldsProps) {
  const { t } = useTranslation();
  const country = countries.find((c) => c.id === countryId);
  const regions = country?.regions ?? [];
  const postcodeWarning = usePostcodeWarning(postcode, countryId, country?.postcodeExamples ?? [], POSTCODE_CHECK_DELAY_MS);
  const warning = errors?.postcode ? null : postcodeWarning;
  const id = (name: string) => `${idPrefix}-${name}`;
  const auto = (token: string) => `section-${section} ${section} ${token}`;

  return (
    <div className="address-fields">
      <div className="field-row">
        <TextField
          id={id('firstname')}
          label={t('checkout.address.firstname')}
          required
          autoComplete={auto('given-name')}
          error={errors?.firstname?.message}
          {...field('firstname')}
        />
        <TextField
          id={id('lastname')}
          label={t('checkout.address.lastname')}
          required
          autoComplete={auto('family-name')}
          error={errors?.lastname?.message}
          {...field('lastname')}
        />
      </div>
      {finder}
      <TextField
        id={id('street-0')}
        label={t('checkout.address.street')}
        required
        autoComplete={auto('address-line1')}
        error={errors?.street?.[0]?.message ?? errors?.street?.message}
        {...field('street.0')}
      />
      <TextField
        id={id('street-1')}
        label={t('checkout.address.street2')}
        autoComplete={auto('address-line2')}
        error={errors?.street?.[1]?.message}
        {...field('street.1')}
      />
      <div className="field-row">
        <TextField
          id={id('city')}
          label={t('checkout.address.city')}
          required
          autoComplete={auto('address-level2')}
          error={errors?.city?.message}
          {...field('city')}
        />
        <TextField
          id={id('postcode')}
          label={t('checkout.address.postcode')}
          required={!country?.isZipcodeOptional}
          autoComplete={auto('postal-code')}
          error={errors?.postcode?.message}
          hint={warning ? <span className="postcode-warning">{warning}</span> : undefined}
          {...field('postcode')}
        />
      </div>
      <SelectField
        id={id('country')}
        label={t('checkout.address.country')}
        required
        autoComplete={auto('country')}
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        error={errors?.country_id?.message}
        {...field('country_id')}
      />
      {regions.length > 0 && (
        <SelectField
          id={id('region')}
          label={t('checkout.address.region')}
          required={country?.isRegionRequired}
          autoComplete={auto('address-level1')}
          options={[{ value: '', label: t('checkout.address.regionPlaceholder') }, ...regions.map((r) => ({ value: String(r.id), label: r.name }))]}
          error={errors?.region_id?.message}
          {...field('region_id')}
        />
      )}
      <TelephoneField
        id={id('telephone')}
        autoComplete={auto('tel')}
        field={field('telephone')}
        value={telephone}
        countryId={countryId}
        error={errors?.telephone?.message}
      />
    </div>
  );
}
