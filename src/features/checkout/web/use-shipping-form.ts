import { useEffect, useMemo, useRef } from 'react';
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { lazyModule } from '../../../shared/web/lazy-module';
import { onFirstInteraction } from '../../../shared/web/on-first-interaction';
import type { AddressFormInput } from '../domain/address-form';
import { addressRestriction, type ShippingRestrictions } from '../domain/restrictions';
import type { AddressCountries } from './address-countries';
import type { CheckoutConfig } from './checkout-config';
import type { CheckoutDraft } from './checkout-draft';
import { initialFormAddress } from './shipping-defaults';
import { formTelephoneRule, withTelephoneRules } from './telephone-rule';
import type { AddressChoice } from './use-address-choice';

// zod (77 KB) and the step's schema are not needed to draw the step, nor before the shopper first leaves
// a field (the form validates a field once touched): they are fetched at the shopper's first touch, key or
// focus, and a validation before they have arrived waits for them. Evaluating zod as the page loads held
// the main thread while the shopper could only look at the form.
const validation = lazyModule(() => import('./shipping-form-schema'));
type Validation = NonNullable<ReturnType<typeof validation.loaded>>;

export interface ShippingFormValues {
  email: string;
  address: AddressFormInput;
}

/** The restriction lists as the domain rule reads them. */
export function restrictionsOf(config: CheckoutConfig): ShippingRestrictions {
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

/** The form of the shipping step; which parts are validated depends on what is on screen. */
export function useShippingFormState(
  draft: CheckoutDraft,
  details: PaymentDetails,
  isGuest: boolean,
  choice: AddressChoice,
  countries: AddressCountries,
  config: CheckoutConfig,
) {
  const restrictions = useMemo(() => restrictionsOf(config), [config]);
  // The step renders on every keystroke, and building the schema costs a few milliseconds: it is built
  // when the form first validates, and again only once what it depends on has changed.
  const schemaFor = useMemo(() => {
    let built: ReturnType<Validation['shippingFormSchema']> | null = null;
    const rules = { restrictions, addressLimits: config.bat_address_limit, localAddressRules: config.local_address_rules };
    return ({ shippingFormSchema }: Validation) =>
      (built ??= shippingFormSchema({
        needsEmail: isGuest,
        needsAddress: choice.needsAddress,
        countries: countries.list,
        telephoneRule: formTelephoneRule,
        rules,
      }));
  }, [isGuest, choice.needsAddress, countries.list, config.bat_address_limit, config.local_address_rules, restrictions]);
  const schema = useRef(schemaFor);
  schema.current = schemaFor;
  useEffect(() => onFirstInteraction(() => void validation.load()), []);
  const resolver: Resolver<ShippingFormValues> = withTelephoneRules(
    async (values, context, options) => {
      const loaded = await validation.load();
      // Only a failed download leaves the form unchecked here: the server checks every field anyway.
      if (!loaded) return { values, errors: {} };
      return loaded.zodResolver(schema.current(loaded))(values, context, options as never) as never;
    },
    (values) => (values.address as AddressFormInput | undefined)?.country_id,
  );
  const form = useForm<ShippingFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: draft.email ?? details.extension_attributes?.email ?? '', address: initialFormAddress(draft, details, countries) },
  });
  const [email, typed] = useWatch({ control: form.control, name: ['email', 'address'] });
  const saved = choice.savedAddress;
  // The delivery address as the carriers and the restrictions see it: the form's, or the saved one's.
  const destination = choice.needsAddress
    ? { countryId: typed?.country_id ?? null, postcode: typed?.postcode, city: typed?.city, regionId: typed?.region_id, street: typed?.street ?? [] }
    : { countryId: saved?.country_id ?? null, postcode: saved?.postcode, city: saved?.city, regionId: saved?.region_id, street: saved?.street ?? [] };
  // Spec 001 §5: a restricted address replaces the delivery methods with the store's message.
  const restriction = addressRestriction({ street: destination.street, city: destination.city ?? '', postcode: destination.postcode }, restrictions);
  /** Whether the form as it stands would pass (the one-step layout saves it as soon as it does). */
  const isComplete = async () => {
    const loaded = await validation.load();
    return loaded !== null && schema.current(loaded).safeParse(form.getValues()).success;
  };
  return { form, email, typed, destination, restriction, isComplete };
}

/** 'Add a New Address' popup actions: use the typed address (validated), or cancel back to the last one used. */
export function newAddressActions(form: UseFormReturn<ShippingFormValues>, choice: AddressChoice) {
  return {
    // Validated as a submit would be, so a field shown wrong is checked again as it is corrected
    // (not only when left: the message going away then would move the popup under the pointer).
    use: form.handleSubmit(() => {
      choice.confirmedNew.current = form.getValues('address');
      choice.setSavedId(null);
      choice.setMode('new');
      choice.setDialogOpen(false);
    }),
    cancel() {
      if (choice.confirmedNew.current) form.setValue('address', choice.confirmedNew.current);
      form.clearErrors('address');
      choice.setDialogOpen(false);
    },
  };
}
