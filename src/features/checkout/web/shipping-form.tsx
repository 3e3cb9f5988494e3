import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { AddressFinderSlot } from '../../address-finder/web/address-finder-slot';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { type AddressFormInput, type AddressFormOutput, shippingFormSchema, toAddressPayload } from '../domain/address-form';
import type { AddressCountries } from './address-countries';
import { AddressFields } from './address-fields';
import { checkoutDraft } from './checkout-draft';
import { stepHash } from './checkout-steps';
import type { CustomerAccount } from './customer-account';
import { EmailSection } from './email-section';
import { chooseRate, rateKey } from './rate-selection';
import { useSaveShippingInformation } from './save-shipping-information';
import { type AddressMode, SavedAddresses } from './saved-addresses';
import { initialFormAddress, initialSavedAddressId, savedToAddress } from './shipping-defaults';
import { ShippingMethods } from './shipping-methods';
import { useShippingRates } from './shipping-rates';

interface ShippingFormValues {
  email: string;
  address: AddressFormInput;
}

export interface ShippingFormProps {
  details: PaymentDetails;
  isGuest: boolean;
  account?: CustomerAccount;
  countries: AddressCountries;
}

/** The shipping step: who (guest email), where (saved or new address) and how (delivery method). */
export function ShippingForm({ details, isGuest, account: fullAccount, countries }: ShippingFormProps) {
  const navigate = useNavigate();
  const draft = useMemo(() => checkoutDraft.read(), []);
  // Saved addresses in countries this store does not deliver to are not offered here.
  const account = fullAccount && { ...fullAccount, addresses: fullAccount.addresses.filter((a) => countries.list.some((c) => c.id === a.country_id)) };
  const addresses = account?.addresses ?? [];
  const [savedId, setSavedId] = useState(() => initialSavedAddressId(draft, details, account));
  const [mode, setMode] = useState<AddressMode>(addresses.length > 0 && !draft.address ? 'summary' : 'new');
  const savedAddress = addresses.find((a) => a.id === savedId);
  const needsAddress = mode === 'new' || !savedAddress;

  // The resolver reads the current schema: which parts are validated depends on what is on screen.
  const schema = useRef(shippingFormSchema({ needsEmail: isGuest, needsAddress, countries: countries.list }));
  schema.current = shippingFormSchema({ needsEmail: isGuest, needsAddress, countries: countries.list });
  const resolver: Resolver<ShippingFormValues> = (values, context, options) =>
    zodResolver(schema.current)(values, context, options as never) as never;
  const form = useForm<ShippingFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: draft.email ?? details.extension_attributes?.email ?? '', address: initialFormAddress(draft, details, countries) },
  });
  const [email, postcode, formCountry, formCity] = useWatch({
    control: form.control,
    name: ['email', 'address.postcode', 'address.country_id', 'address.city'],
  });
  const errors = form.formState.errors;

  const rates = useShippingRates(
    needsAddress
      ? { countryId: formCountry, postcode, city: formCity }
      : { countryId: savedAddress?.country_id ?? null, postcode: savedAddress?.postcode, city: savedAddress?.city },
  );
  const [rate, setRate] = useState<string | null>(draft.rate ?? null);
  const [rateMissing, setRateMissing] = useState(false);
  useEffect(() => {
    if (rates.data) setRate((current) => chooseRate(rates.data, current));
  }, [rates.data]);
  const save = useSaveShippingInformation();

  const submit = form.handleSubmit(
    (values) => {
      const chosen = rates.data?.find((r) => r.available && rateKey(r) === rate);
      setRateMissing(!chosen);
      if (!chosen || save.isPending) return;
      const address = needsAddress ? toAddressPayload(values.address as unknown as AddressFormOutput) : savedToAddress(savedAddress!);
      const shippingAddress = isGuest ? { ...address, email: values.email.trim() } : address;
      save.mutate(
        { shippingAddress, carrierCode: chosen.carrier_code, methodCode: chosen.method_code },
        {
          onSuccess: () => {
            checkoutDraft.write({
              email: isGuest ? values.email.trim() : undefined,
              address: needsAddress ? form.getValues('address') : undefined,
              savedAddressId: needsAddress ? null : savedId,
              rate,
            });
            navigate({ hash: stepHash('payment') });
          },
        },
      );
    },
    () => setRateMissing(!rate),
  );

  const addressFields = (
    <AddressFields
      field={(name) => form.register(`address.${name}`)}
      errors={errors.address}
      postcode={postcode ?? ''}
      countryId={formCountry ?? ''}
      countries={countries.list}
      idPrefix="shipping"
      section="shipping"
      finder={
        <AddressFinderSlot
          idPrefix="shipping"
          country={formCountry ?? ''}
          countries={countries.list}
          setField={(name, value) => form.setValue(`address.${name}`, value, { shouldDirty: true, shouldValidate: true })}
          onManualEntry={() => form.setFocus('address.street.0')}
        />
      }
    />
  );

  return (
    <form className="shipping-step" onSubmit={submit} noValidate>
      {(isGuest || addresses.length === 0) && <h2>Shipping Address</h2>}
      {isGuest && <EmailSection field={form.register('email')} email={email ?? ''} error={errors.email?.message} />}
      {addresses.length > 0 && (
        <SavedAddresses addresses={addresses} selectedId={savedId} mode={mode} onSelect={setSavedId} onModeChange={setMode} />
      )}
      {addresses.length > 0 && mode === 'new' ? (
        <section className="new-address panel" aria-labelledby="new-address-title">
          <h2 id="new-address-title">New Address</h2>
          {addressFields}
          <Button variant="secondary" onClick={() => setMode('list')}>
            Cancel
          </Button>
        </section>
      ) : (
        needsAddress && addressFields
      )}
      <ShippingMethods
        rates={rates.data}
        selected={rate}
        onSelect={(key) => {
          setRate(key);
          setRateMissing(false);
        }}
        showMissing={rateMissing}
      />
      <ErrorMessage error={save.error} />
      <div className="actions step-actions">
        <Button type="submit" disabled={save.isPending}>
          Next
        </Button>
      </div>
    </form>
  );
}
