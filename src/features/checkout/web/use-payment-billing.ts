import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { isPickupMethod } from '../../pickup-points/domain';
import { type AddressFormInput, type AddressFormOutput, emptyAddressForm } from '../domain/address-form';
import { addressFormSchema } from '../domain/address-form-schema';
import type { AddressCountries } from './address-countries';
import type { BillingAddressProps } from './billing-address';
import { useCheckoutConfig } from './checkout-config';
import { useCustomerAccount } from './customer-account';
import { formTelephoneRule, withTelephoneRules } from './telephone-rule';
import { useBillingAddress } from './use-billing-address';

/**
 * The payment step's billing address: its form, the controller that resolves it (same as shipping, a
 * saved address or the form), where the store shows it, and the country the card's rules follow.
 */
export function usePaymentBilling(details: PaymentDetails, isGuest: boolean, countries: AddressCountries) {
  const account = useCustomerAccount(!isGuest);
  const savedAddresses = (account.data?.addresses ?? []).filter((a) => countries.list.some((c) => c.id === a.country_id));
  const cart = details.extension_attributes;
  const shippingAddress = cart?.shipping_address;
  // Spec 001 §4: no 'same as shipping' for a virtual basket (the shop sells none) or the pickup-point method.
  // Nor when the order goes to a gift registry: the delivery address is the registrant's, not the payer's.
  const sameAllowed = !isPickupMethod(cart?.shipping_carrier_code, cart?.shipping_method_code) && !cart?.gift_registry_id;
  const form = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: withTelephoneRules(zodResolver(addressFormSchema(countries.list, formTelephoneRule)), (values) => values.country_id),
    mode: 'onTouched',
    defaultValues: emptyAddressForm(countries.defaultId),
  });
  // Spec 001 §3: reloadOnBillingAddress (on unless the store turns it off) and displayBillingOnPaymentMethod.
  const config = useCheckoutConfig().data;
  const reloadOnSave = config?.reloadOnBillingAddress !== false;
  const billing = useBillingAddress({ form, shippingAddress, billingOnCart: cart?.billing_address, sameAllowed, savedAddresses, isGuest, reloadOnSave });
  // The card's country rules (types, CPF, instalments) follow the billing address.
  const typedCountry = useWatch({ control: form.control, name: 'country_id' });
  const country =
    billing.state.kind === 'chosen'
      ? billing.state.address.country_id
      : billing.state.kind === 'same'
        ? shippingAddress?.country_id
        : typedCountry || shippingAddress?.country_id;
  const blockProps: BillingAddressProps = { billing, form, shippingAddress, sameAllowed, savedAddresses, isGuest, countries: countries.list };
  return { billing, country: country ?? null, shippingAddress, onMethod: config?.displayBillingOnPaymentMethod === true, blockProps };
}
