import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { Address } from '../../../shared/web/api/types';
import { Choice } from '../../../shared/web/ui/choice';
import { AddressFinderSlot } from '../../address-finder/web/address-finder-slot';
import type { CountryFields } from '../../directory/web/countries';
import type { AddressFormInput } from '../domain/address-form';
import { AddressBlock } from './address-block';
import { AddressFields } from './address-fields';

export interface BillingAddressProps {
  sameAsShipping: boolean;
  onSameAsShippingChange: (same: boolean) => void;
  shippingAddress: Omit<Address, 'email'> | null | undefined;
  form: UseFormReturn<AddressFormInput>;
  countries: CountryFields[];
}

/** 'Cardholder’s details': the delivery address by default, or a separate billing address. */
export function BillingAddress({ sameAsShipping, onSameAsShippingChange, shippingAddress, form, countries }: BillingAddressProps) {
  const [postcode, countryId] = useWatch({ control: form.control, name: ['postcode', 'country_id'] });
  return (
    <section className="billing-address" aria-labelledby="billing-title">
      <h2 id="billing-title">Cardholder’s details</h2>
      <p className="field-hint">We may use these details to verify your age.</p>
      <Choice type="checkbox" checked={sameAsShipping} onChange={(e) => onSameAsShippingChange(e.target.checked)}>
        My billing and shipping address are the same
      </Choice>
      {sameAsShipping && shippingAddress && <AddressBlock address={shippingAddress} />}
      {!sameAsShipping && (
        <AddressFields
          field={(name) => form.register(name)}
          errors={form.formState.errors}
          postcode={postcode ?? ''}
          countryId={countryId ?? ''}
          countries={countries}
          idPrefix="billing"
          section="billing"
          finder={
            <AddressFinderSlot
              idPrefix="billing"
              country={countryId ?? ''}
              countries={countries}
              setField={(name, value) => form.setValue(name, value, { shouldDirty: true, shouldValidate: true })}
              onManualEntry={() => form.setFocus('street.0')}
            />
          }
        />
      )}
    </section>
  );
}
