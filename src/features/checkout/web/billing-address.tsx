import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { SelectField } from '../../../shared/web/ui/field';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { AddressFinderSlot } from '../../address-finder/web';
import type { CountryFields } from '../../directory/web';
import { AddressBlock } from './address-block';
import { AddressFields } from './address-fields';
import type { SavedAddress } from './customer-account';
import type { BillingAddressController, BillingOptions } from './use-billing-address';

const NEW_ADDRESS_OPTION = 'new';

export interface BillingAddressProps {
  billing: BillingAddressController;
  form: BillingOptions['form'];
  shippingAddress: Omit<Address, 'email'> | null | undefined;
  sameAllowed: boolean;
  savedAddresses: SavedAddress[];
  isGuest: boolean;
  countries: CountryFields[];
}

/** 'Cardholder’s details' (spec 001 §2, §4): the delivery address, a saved one, or a new one. */
export function BillingAddress({ billing, form, shippingAddress, sameAllowed, savedAddresses, isGuest, countries }: BillingAddressProps) {
  const { t } = useTranslation();
  const [postcode, countryId, telephone] = useWatch({ control: form.control, name: ['postcode', 'country_id', 'telephone'] });
  const { state, source } = billing;
  const formShown = state.kind === 'editing' && source.kind === 'form';

  return (
    <section className="billing-address" aria-labelledby="billing-title">
      <h2 id="billing-title">{t('checkout.billing.title')}</h2>
      <p className="field-hint">{t('checkout.billing.ageHint')}</p>
      {sameAllowed && shippingAddress && (
        <Choice type="checkbox" checked={state.kind === 'same'} onChange={(e) => billing.setSame(e.target.checked)}>
          {t('checkout.billing.sameAsShipping')}
        </Choice>
      )}
      {state.kind === 'same' && shippingAddress && <AddressBlock address={shippingAddress} />}
      {state.kind === 'chosen' && (
        <div className="billing-chosen">
          <AddressBlock address={state.address} />
          <Button variant="secondary" onClick={billing.edit}>
            {t('checkout.billing.edit')}
          </Button>
        </div>
      )}
      {state.kind === 'editing' && (
        <div className="billing-edit">
          {savedAddresses.length > 0 && (
            <SelectField
              id="billing-saved-address"
              label={t('checkout.billing.savedAddress')}
              value={source.kind === 'saved' ? String(source.id) : NEW_ADDRESS_OPTION}
              onChange={(e) => billing.setSource(e.target.value === NEW_ADDRESS_OPTION ? { kind: 'form' } : { kind: 'saved', id: Number(e.target.value) })}
              options={[
                ...savedAddresses.map((a) => ({
                  value: String(a.id),
                  label: `${a.firstname} ${a.lastname}, ${a.street.filter(Boolean).join(', ')}, ${a.city} ${a.postcode ?? ''}`,
                })),
                { value: NEW_ADDRESS_OPTION, label: t('checkout.address.newAddress') },
              ]}
            />
          )}
          {formShown && (
            <AddressFields
              field={(name) => form.register(name)}
              errors={form.formState.errors}
              postcode={postcode ?? ''}
              countryId={countryId ?? ''}
              telephone={telephone ?? ''}
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
          {formShown && !isGuest && savedAddresses.length > 0 && (
            <Choice type="checkbox" checked={billing.saveInBook} onChange={(e) => billing.setSaveInBook(e.target.checked)}>
              {t('checkout.billing.saveInBook')}
            </Choice>
          )}
          <div className="actions">
            <Button onClick={() => void billing.update()} disabled={billing.saving}>
              {t('checkout.address.useThisAddress')}
            </Button>
            {billing.canCancel && (
              <Button variant="secondary" onClick={billing.cancel}>
                {t('common.cancel')}
              </Button>
            )}
          </div>
        </div>
      )}
      <ErrorMessage error={billing.error} />
    </section>
  );
}
