import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { checkPostcode, ruleFailureText } from '../../../shared/domain/validation';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';
import { ADDRESS_COUNTRIES, type AddressFormInput } from '../domain/address-form';

/** Spec 001 §9: the postcode pattern is checked 2 seconds after typing stops, as a warning only. */
const POSTCODE_CHECK_DELAY_MS = 2000;

type FieldName = 'firstname' | 'lastname' | 'street.0' | 'street.1' | 'city' | 'postcode' | 'country_id' | 'telephone';

export interface AddressFieldsProps {
  /** Registers a field of the address under the form's own prefix. */
  field: (name: FieldName) => UseFormRegisterReturn;
  errors: FieldErrors<AddressFormInput> | undefined;
  postcode: string;
  countryId: string;
  /** Keeps ids unique when two address forms could share a page. */
  idPrefix: string;
  /** autocomplete section, so browsers fill delivery and billing separately. */
  section: 'shipping' | 'billing';
}

export function AddressFields({ field, errors, postcode, countryId, idPrefix, section }: AddressFieldsProps) {
  const settledPostcode = useDebouncedValue(postcode, POSTCODE_CHECK_DELAY_MS);
  const warning = errors?.postcode ? null : checkPostcode(settledPostcode, countryId);
  const id = (name: string) => `${idPrefix}-${name}`;
  const auto = (token: string) => `section-${section} ${section} ${token}`;

  return (
    <div className="address-fields">
      <div className="field-row">
        <TextField id={id('firstname')} label="First Name" required autoComplete={auto('given-name')} error={errors?.firstname?.message} {...field('firstname')} />
        <TextField id={id('lastname')} label="Last Name" required autoComplete={auto('family-name')} error={errors?.lastname?.message} {...field('lastname')} />
      </div>
      <TextField
        id={id('street-0')}
        label="Street Address"
        required
        autoComplete={auto('address-line1')}
        error={errors?.street?.[0]?.message ?? errors?.street?.message}
        {...field('street.0')}
      />
      <TextField id={id('street-1')} label="Address Line 2 (optional)" autoComplete={auto('address-line2')} error={errors?.street?.[1]?.message} {...field('street.1')} />
      <div className="field-row">
        <TextField id={id('city')} label="City" required autoComplete={auto('address-level2')} error={errors?.city?.message} {...field('city')} />
        <TextField
          id={id('postcode')}
          label="Postcode"
          required
          autoComplete={auto('postal-code')}
          error={errors?.postcode?.message}
          hint={warning ? <span className="postcode-warning">{ruleFailureText(warning)}</span> : undefined}
          {...field('postcode')}
        />
      </div>
      <SelectField
        id={id('country')}
        label="Country"
        required
        autoComplete={auto('country')}
        options={ADDRESS_COUNTRIES.map((c) => ({ value: c.value, label: c.label }))}
        error={errors?.country_id?.message}
        {...field('country_id')}
      />
      <TextField
        id={id('telephone')}
        label="Phone Number"
        type="tel"
        required
        autoComplete={auto('tel')}
        error={errors?.telephone?.message}
        {...field('telephone')}
      />
    </div>
  );
}
