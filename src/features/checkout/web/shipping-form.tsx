import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/web/api/client';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { AddressFinderSlot } from '../../address-finder/web';
import { useParcelShopChoice } from '../../parcel-shops/web';
import { type AddressFormOutput, toAddressPayload } from '../domain/address-form';
import type { AddressCountries } from './address-countries';
import { AddressFields } from './address-fields';
import type { CheckoutConfig } from './checkout-config';
import { checkoutDraft } from './checkout-draft';
import { stepHash } from './checkout-steps';
import type { CustomerAccount } from './customer-account';
import { DeliveryDestinationChoice, useDeliveryDestination } from './delivery-destination';
import { EmailSection } from './email-section';
import { NewAddressDialog } from './new-address-dialog';
import { SameDayPopup } from './same-day-popup';
import { useSaveShippingInformation } from './save-shipping-information';
import { SavedAddresses } from './saved-addresses';
import { savedToAddress } from './shipping-defaults';
import { ShippingMethods } from './shipping-methods';
import { DeliveryCmsBlock } from './delivery-cms-block';
import { ShippingNotes } from './shipping-notes';
import { useAddressChoice } from './use-address-choice';
import { newAddressActions, useShippingFormState } from './use-shipping-form';
import { useDeliveryRate } from './use-delivery-rate';
import { useTotalsRecollection } from './use-totals-recollection';

const DEFAULT_ADDRESS_PATH = '/default_address/Checkout/DefaultAddress';

export interface ShippingFormProps {
  details: PaymentDetails;
  isGuest: boolean;
  account?: CustomerAccount;
  countries: AddressCountries;
  config: CheckoutConfig;
  /** The one-step layout: no Next; the delivery is saved as soon as it is complete. */
  oneStep?: { onSaved: () => void };
}

/** The shipping step: who (guest email), where (saved or new address) and how (delivery method). */
export function ShippingForm({ details, isGuest, account, countries, config, oneStep }: ShippingFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useMemo(() => checkoutDraft.read(), []);
  const choice = useAddressChoice(draft, details, account, countries);
  const state = useShippingFormState(draft, details, isGuest, choice, countries, config);
  const { form, email, typed, destination } = state;
  const sendTo = useDeliveryDestination(config.gift_registry_enabled, draft);
  // The store's restrictions look at the delivery address: a registry's is checked by the server.
  const restriction = sendTo.toRegistry ? null : state.restriction;
  const isComplete = async () => (!sendTo.toRegistry || sendTo.registry !== null) && (await state.isComplete());
  const onCart = details.extension_attributes;
  const savedRate = onCart?.shipping_carrier_code && onCart.shipping_method_code ? `${onCart.shipping_carrier_code}_${onCart.shipping_method_code}` : null;
  const delivery = useDeliveryRate(destination, draft.rate ?? savedRate, config.selectedShippingMethod, savedRate, {
    toRegistry: sendTo.toRegistry,
    registryId: sendTo.registry?.id ?? null,
  });
  // Spec 002 §5: the summary's totals follow the address and method as they are entered (a registry's
  // address is the server's to price: the typed one is not where the order goes).
  useTotalsRecollection({ ...destination, method: delivery.chosen }, details, !sendTo.toRegistry);
  const parcelShop = useParcelShopChoice({ postcode: destination.postcode, countryId: destination.countryId, city: destination.city });
  const save = useSaveShippingInformation();
  const popup = newAddressActions(form, choice);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(
    (values) => {
      if (restriction) return;
      if (sendTo.toRegistry && !sendTo.registry) {
        sendTo.setMissing(true);
        return;
      }
      const chosen = delivery.chosen;
      delivery.setMissing(!chosen);
      if (!chosen || save.isPending || !parcelShop.validate(chosen.method_code)) return;
      const address = choice.needsAddress ? toAddressPayload(values.address as unknown as AddressFormOutput) : savedToAddress(choice.savedAddress!);
      const shippingAddress = isGuest ? { ...address, email: values.email.trim() } : address;
      // To a registry, the shopper's own address is the billing address; the server delivers to the registry's.
      const registry = sendTo.registry;
      save.mutate(
        {
          shippingAddress,
          carrierCode: chosen.carrier_code,
          methodCode: chosen.method_code,
          ...(registry ? { giftRegistryId: registry.id, billingAddress: address } : {}),
        },
        {
          onSuccess: async () => {
            if (!(await parcelShop.saveFor(chosen.method_code))) return;
            checkoutDraft.write({
              email: isGuest ? values.email.trim() : undefined,
              address: choice.needsAddress ? form.getValues('address') : undefined,
              savedAddressId: choice.needsAddress ? null : choice.savedId,
              rate: delivery.rate,
              giftRegistry: registry,
            });
            if (choice.makeDefault && choice.needsAddress && !isGuest) void api.post(DEFAULT_ADDRESS_PATH, address).catch(() => undefined);
            if (oneStep) oneStep.onSaved();
            else navigate({ hash: stepHash('payment') });
          },
        },
      );
    },
    (invalid) => {
      delivery.setMissing(!delivery.rate);
      // Spec 001 §5 address limits: on a street overflow, focus goes back to the street (manual entry opens).
      if (invalid.address?.street && !invalid.email && !invalid.address.firstname && !invalid.address.lastname) form.setFocus('address.street.0');
    },
  );

  useAutoSave(
    Boolean(oneStep) && !restriction && Boolean(delivery.chosen),
    [typed, email, delivery.rate, choice.savedId, choice.mode, sendTo.registry?.id],
    isComplete,
    submit,
  );

  const addressFields = (
    <AddressFields
      field={(name) => form.register(`address.${name}`)}
      errors={errors.address}
      postcode={typed?.postcode ?? ''}
      countryId={typed?.country_id ?? ''}
      telephone={typed?.telephone ?? ''}
      countries={countries.list}
      idPrefix="shipping"
      section="shipping"
      finder={
        <AddressFinderSlot
          idPrefix="shipping"
          country={typed?.country_id ?? ''}
          countries={countries.list}
          setField={(name, value) => form.setValue(`address.${name}`, value, { shouldDirty: true, shouldValidate: true })}
          onManualEntry={() => form.setFocus('address.street.0')}
          forceManual={Boolean(errors.address?.street)}
        />
      }
    />
  );
  const defaultAddressBox = !isGuest && (
    <Choice type="checkbox" checked={choice.makeDefault} onChange={(event) => choice.setMakeDefault(event.target.checked)}>
      {t('checkout.shipping.makeDefault')}
    </Choice>
  );
  const hasSaved = choice.addresses.length > 0;

  return (
    <form className="shipping-step" onSubmit={submit} noValidate>
      {/* To a registry, the shopper's own details are the billing address. */}
      {(isGuest || !hasSaved) && <h2>{sendTo.toRegistry ? t('checkout.registry.yourDetails') : t('checkout.shipping.addressTitle')}</h2>}
      {isGuest && (
        <EmailSection
          field={form.register('email')}
          email={email ?? ''}
          error={errors.email?.message}
          // Logging in here keeps the typed address: the customer's form starts from it.
          onBeforeLogin={() => checkoutDraft.write({ address: form.getValues('address'), rate: delivery.rate })}
        />
      )}
      <DeliveryDestinationChoice destination={sendTo} />
      {!isGuest && !hasSaved && <p>{t('checkout.shipping.addAddressPrompt')}</p>}
      {hasSaved && (
        <SavedAddresses
          addresses={choice.addresses}
          selectedId={choice.savedId}
          mode={choice.mode}
          newAddress={choice.confirmedNew.current && typed ? toAddressPayload(typed as AddressFormOutput) : null}
          onSelect={choice.setSavedId}
          onModeChange={choice.setMode}
          onAddNew={() => choice.setDialogOpen(true)}
          summaryTitle={sendTo.toRegistry ? t('checkout.registry.yourAddress') : undefined}
        />
      )}
      {!hasSaved && addressFields}
      {!hasSaved && defaultAddressBox}
      {choice.dialogOpen && (
        <NewAddressDialog onUse={() => void popup.use()} onCancel={popup.cancel}>
          {addressFields}
          {defaultAddressBox}
        </NewAddressDialog>
      )}
      {sendTo.toRegistry && !sendTo.registry ? (
        <section className="shipping-methods" aria-labelledby="shipping-methods-title">
          <h2 id="shipping-methods-title">{t('checkout.methods.title')}</h2>
          <p>{t('checkout.registry.chooseFirst')}</p>
        </section>
      ) : (
        <ShippingMethods
          rates={delivery.rates}
          selected={delivery.rate}
          onSelect={delivery.select}
          showMissing={delivery.missing}
          restriction={restriction?.message ?? null}
          taxDisplay={config.shipping_tax_display}
          pickupAddress={() => (choice.needsAddress ? form.getValues('address') : choice.savedAddress)}
          // Spec 001 §4: with the pickup chosen on the first step, the shopper moves on (as Next would).
          onPickupChosen={() => void submit()}
          parcelShop={parcelShop}
        />
      )}
      <DeliveryCmsBlock html={config.delivery_cms_block} />
      {delivery.sameDayPromise !== null && (
        <SameDayPopup promise={delivery.sameDayPromise} onContinue={delivery.keepSameDay} onChooseAnother={delivery.leaveSameDay} />
      )}
      {config.enabled_shipping_notes && <ShippingNotes initial={details.extension_attributes?.shipping_note ?? ''} maxLength={config.max_length} />}
      <ErrorMessage error={save.error} />
      {!oneStep && (
        <div className="actions step-actions">
          <Button type="submit" disabled={save.isPending}>
            {t('checkout.shipping.next')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** Spec 001 §4 one-step layout: once the delivery is complete and settled, it is saved (once per change). */
const AUTO_SAVE_DELAY_MS = 600;
function useAutoSave(enabled: boolean, inputs: unknown[], isComplete: () => Promise<boolean>, save: () => Promise<void>) {
  const savedKey = useRef<string | null>(null);
  // The latest callbacks, so a re-render does not restart the wait.
  const latest = useRef({ isComplete, save });
  latest.current = { isComplete, save };
  const key = JSON.stringify(inputs);
  useEffect(() => {
    if (!enabled || key === savedKey.current) return;
    let current = true;
    const timer = setTimeout(async () => {
      if (!(await latest.current.isComplete()) || !current) return;
      savedKey.current = key;
      void latest.current.save();
    }, AUTO_SAVE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, key]);
}
