import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { AddressFinderSlot } from '../../address-finder/web/address-finder-slot';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { type AddressFormInput, type AddressFormOutput, shippingFormSchema, toAddressPayload } from '../domain/address-form';
import { addressRestriction } from '../domain/restrictions';
import type { AddressCountries } from './address-countries';
import type { CheckoutConfig } from './checkout-config';
import { ShippingNotes } from './shipping-notes';
import { SameDayPopup } from './same-day-popup';
import { SAME_DAY_CODE } from '../../shipping/domain';
import { AddressFields } from './address-fields';
import { checkoutDraft } from './checkout-draft';
import { stepHash } from './checkout-steps';
import type { CustomerAccount } from './customer-account';
import { EmailSection } from './email-section';
import { chooseRate, rateKey } from './rate-selection';
import { useSaveShippingInformation } from './save-shipping-information';
import { type AddressMode, SavedAddresses } from './saved-addresses';
import { NewAddressDialog } from './new-address-dialog';
import { Choice } from '../../../shared/web/ui/choice';
import { api } from '../../../shared/web/api/client';
import { initialFormAddress, initialSavedAddressId, savedToAddress } from './shipping-defaults';
import { ShippingMethods } from './shipping-methods';
import { useShippingRates } from './shipping-rates';
import { useParcelShopChoice } from '../../parcel-shops/web/use-parcel-shop-choice';

interface ShippingFormValues {
  email: string;
  address: AddressFormInput;
}

export interface ShippingFormProps {
  details: PaymentDetails;
  isGuest: boolean;
  account?: CustomerAccount;
  countries: AddressCountries;
  config: CheckoutConfig;
}

/** The shipping step: who (guest email), where (saved or new address) and how (delivery method). */
export function ShippingForm({ details, isGuest, account: fullAccount, countries, config }: ShippingFormProps) {
  const navigate = useNavigate();
  const draft = useMemo(() => checkoutDraft.read(), []);
  // Saved addresses in countries this store does not deliver to are not offered here.
  const account = fullAccount && { ...fullAccount, addresses: fullAccount.addresses.filter((a) => countries.list.some((c) => c.id === a.country_id)) };
  const addresses = account?.addresses ?? [];
  const [savedId, setSavedId] = useState(() => initialSavedAddressId(draft, details, account));
  const [mode, setMode] = useState<AddressMode>(addresses.length > 0 && !draft.address ? 'summary' : 'new');
  // A customer's new address is typed in a popup; once used, it is offered beside the saved ones.
  const [dialogOpen, setDialogOpen] = useState(false);
  const confirmedNew = useRef<AddressFormInput | null>(addresses.length > 0 && draft.address ? draft.address : null);
  const [makeDefault, setMakeDefault] = useState(false);
  const savedAddress = addresses.find((a) => a.id === savedId);
  const needsAddress = mode === 'new' || dialogOpen || !savedAddress;

  // The resolver reads the current schema: which parts are validated depends on what is on screen.
  const rules = { restrictions: restrictionsOf(config), addressLimits: config.bat_address_limit };
  const schema = useRef(shippingFormSchema({ needsEmail: isGuest, needsAddress, countries: countries.list, rules }));
  schema.current = shippingFormSchema({ needsEmail: isGuest, needsAddress, countries: countries.list, rules });
  const resolver: Resolver<ShippingFormValues> = (values, context, options) =>
    zodResolver(schema.current)(values, context, options as never) as never;
  const form = useForm<ShippingFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: draft.email ?? details.extension_attributes?.email ?? '', address: initialFormAddress(draft, details, countries) },
  });
  const [email, formAddress] = useWatch({ control: form.control, name: ['email', 'address'] });
  const { postcode, country_id: formCountry, city: formCity, telephone: formTelephone, street: formStreet } = formAddress ?? {};
  // Spec 001 §5: a restricted address replaces the delivery methods with the store's message.
  const restriction = addressRestriction(
    needsAddress ? { street: formStreet ?? [], city: formCity ?? '', postcode } : { street: savedAddress?.street ?? [], city: savedAddress?.city ?? '', postcode: savedAddress?.postcode },
    rules.restrictions,
  );
  const errors = form.formState.errors;

  const rates = useShippingRates(
    needsAddress
      ? { countryId: formCountry, postcode, city: formCity }
      : { countryId: savedAddress?.country_id ?? null, postcode: savedAddress?.postcode, city: savedAddress?.city },
  );
  const [rate, setRate] = useState<string | null>(draft.rate ?? null);
  const [rateMissing, setRateMissing] = useState(false);
  useEffect(() => {
    if (rates.data) setRate((current) => chooseRate(rates.data, current, config.selectedShippingMethod));
  }, [rates.data, config.selectedShippingMethod]);
  const save = useSaveShippingInformation();
  // The same-day popup, with the method chosen before it (restored by 'Choose another method').
  const [sameDayFrom, setSameDayFrom] = useState<{ previous: string | null } | null>(null);
  const sameDayRate = rates.data?.find((r) => rateKey(r) === SAME_DAY_KEY);
  const parcelShop = useParcelShopChoice(needsAddress ? { postcode, countryId: formCountry, city: formCity } : { postcode: savedAddress?.postcode, countryId: savedAddress?.country_id, city: savedAddress?.city });

  const submit = form.handleSubmit(
    (values) => {
      if (restriction) return;
      const chosen = rates.data?.find((r) => r.available && rateKey(r) === rate);
      setRateMissing(!chosen);
      if (!chosen || save.isPending || !parcelShop.validate(chosen.method_code)) return;
      const address = needsAddress ? toAddressPayload(values.address as unknown as AddressFormOutput) : savedToAddress(savedAddress!);
      const shippingAddress = isGuest ? { ...address, email: values.email.trim() } : address;
      save.mutate(
        { shippingAddress, carrierCode: chosen.carrier_code, methodCode: chosen.method_code },
        {
          onSuccess: async () => {
            if (!(await parcelShop.saveFor(chosen.method_code))) return;
            checkoutDraft.write({
              email: isGuest ? values.email.trim() : undefined,
              address: needsAddress ? form.getValues('address') : undefined,
              savedAddressId: needsAddress ? null : savedId,
              rate,
            });
            if (makeDefault && needsAddress && !isGuest) void api.post(DEFAULT_ADDRESS_PATH, address).catch(() => undefined);
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
      telephone={formTelephone ?? ''}
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

  const defaultAddressBox = !isGuest && (
    <Choice type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)}>
      {DEFAULT_ADDRESS_LABEL}
    </Choice>
  );
  const useNewAddress = async () => {
    if (!(await form.trigger('address'))) return;
    confirmedNew.current = form.getValues('address');
    setSavedId(null);
    setMode('new');
    setDialogOpen(false);
  };
  const cancelNewAddress = () => {
    if (confirmedNew.current) form.setValue('address', confirmedNew.current);
    form.clearErrors('address');
    setDialogOpen(false);
  };

  return (
    <form className="shipping-step" onSubmit={submit} noValidate>
      {(isGuest || addresses.length === 0) && <h2>Shipping Address</h2>}
      {isGuest && (
        <EmailSection
          field={form.register('email')}
          email={email ?? ''}
          error={errors.email?.message}
          // Logging in here keeps the typed address: the customer's form starts from it.
          onBeforeLogin={() => checkoutDraft.write({ address: form.getValues('address'), rate })}
        />
      )}
      {!isGuest && addresses.length === 0 && <p>{ADD_ADDRESS_PROMPT}</p>}
      {addresses.length > 0 && (
        <SavedAddresses
          addresses={addresses}
          selectedId={savedId}
          mode={mode}
          newAddress={confirmedNew.current && formAddress ? toAddressPayload(formAddress as AddressFormOutput) : null}
          onSelect={setSavedId}
          onModeChange={setMode}
          onAddNew={() => setDialogOpen(true)}
        />
      )}
      {addresses.length === 0 && addressFields}
      {addresses.length === 0 && defaultAddressBox}
      {dialogOpen && (
        <NewAddressDialog onUse={() => void useNewAddress()} onCancel={cancelNewAddress}>
          {addressFields}
          {defaultAddressBox}
        </NewAddressDialog>
      )}
      <ShippingMethods
        rates={rates.data}
        selected={rate}
        onSelect={(key) => {
          if (key === SAME_DAY_KEY && rate !== SAME_DAY_KEY) setSameDayFrom({ previous: rate });
          setRate(key);
          setRateMissing(false);
        }}
        showMissing={rateMissing}
        restriction={restriction?.message ?? null}
        taxDisplay={config.shipping_tax_display}
        pickupAddress={() => (needsAddress ? form.getValues('address') : savedAddress)}
        parcelShop={parcelShop}
      />
      {sameDayFrom && sameDayRate && (
        <SameDayPopup
          promise={sameDayRate.extension_attributes?.tooltip_message ?? ''}
          onContinue={() => setSameDayFrom(null)}
          onChooseAnother={() => {
            setRate(sameDayFrom.previous);
            setSameDayFrom(null);
          }}
        />
      )}
      {config.enabled_shipping_notes && <ShippingNotes initial={details.extension_attributes?.shipping_note ?? ''} maxLength={config.max_length} />}
      <ErrorMessage error={save.error} />
      <div className="actions step-actions">
        <Button type="submit" disabled={save.isPending}>
          Next
        </Button>
      </div>
    </form>
  );
}

const SAME_DAY_KEY = `${SAME_DAY_CODE}_${SAME_DAY_CODE}`;

/** Spec 001 §2: the prompt above the form for a customer without saved addresses. */
export const ADD_ADDRESS_PROMPT = 'Please add your delivery address below:';
/** Not named in the spec: the box that makes a new delivery address the customer's default. */
export const DEFAULT_ADDRESS_LABEL = 'Make this my default address';
const DEFAULT_ADDRESS_PATH = '/default_address/Checkout/DefaultAddress';

/** The restriction lists as the domain rule reads them. */
function restrictionsOf(config: CheckoutConfig) {
  const r = config.restrictions;
  return {
    enabled: r.enabled,
    restrictedPostcodes: r.restrictedPostcodes,
    restrictedAddresses: r.restrictedAddresses,
    restrictedMobileNumbers: r.restrictedMobileNo,
    errorMsg: r.errorMsg,
    restrictedMobileNoErrorMsg: r.restrictedMobileNoErrorMsg,
  };
}
