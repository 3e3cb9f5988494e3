import type { Address, PaymentDetails } from '../../../shared/web/api/types';
import { type AddressFormInput, emptyAddressForm } from '../domain/address-form';
import { type AddressCountries, offeredCountry } from './address-countries';
import type { CheckoutDraft } from './checkout-draft';
import { type CustomerAccount, type SavedAddress, defaultShippingAddress } from './customer-account';

type CartAddress = NonNullable<NonNullable<PaymentDetails['extension_attributes']>['shipping_address']>;

/** An address the cart already holds, back in the form's shape (two street lines). */
function toFormAddress(address: CartAddress, countries: AddressCountries): AddressFormInput {
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: [address.street?.[0] ?? '', address.street?.[1] ?? ''],
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    country_id: offeredCountry(address.country_id, countries),
    region_id: '',
    telephone: address.telephone ?? '',
  };
}

/** What the form starts with: the draft, else what the cart holds (unless it is a saved one), in a country the store delivers to. */
export function initialFormAddress(draft: CheckoutDraft, details: PaymentDetails, countries: AddressCountries): AddressFormInput {
  if (draft.address) return { ...draft.address, country_id: offeredCountry(draft.address.country_id, countries) };
  const onCart = details.extension_attributes?.shipping_address;
  if (onCart && !onCart.customer_address_id) return toFormAddress(onCart, countries);
  return emptyAddressForm(countries.defaultId);
}

/** The saved address chosen before (draft or cart), else the default delivery address. */
export function initialSavedAddressId(draft: CheckoutDraft, details: PaymentDetails, account: CustomerAccount | undefined): number | null {
  const ids = new Set(account?.addresses.map((a) => a.id));
  const candidates = [draft.savedAddressId, details.extension_attributes?.shipping_address?.customer_address_id];
  const known = candidates.find((id): id is number => typeof id === 'number' && ids.has(id));
  return known ?? defaultShippingAddress(account)?.id ?? null;
}

/** A saved address as the shipping-information payload: the server takes it from the address book. */
export function savedToAddress(saved: SavedAddress): Address {
  return {
    firstname: saved.firstname,
    lastname: saved.lastname,
    street: saved.street,
    city: saved.city,
    postcode: saved.postcode,
    country_id: saved.country_id,
    telephone: saved.telephone,
    ...(saved.company ? { company: saved.company } : {}),
    customer_address_id: saved.id,
  };
}
