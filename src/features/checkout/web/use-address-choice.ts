import { useRef, useState } from 'react';
import type { PaymentDetails } from '../../../shared/web/api/types';
import type { AddressFormInput } from '../domain/address-form';
import type { AddressCountries } from './address-countries';
import type { CheckoutDraft } from './checkout-draft';
import type { CustomerAccount } from './customer-account';
import type { AddressMode } from './saved-addresses';
import { initialSavedAddressId } from './shipping-defaults';

/**
 * Which delivery address the shopper is on (spec 001 §2, §4): a saved one (customers), the new one
 * typed in the popup, or the form (guests and customers without addresses).
 */
export function useAddressChoice(draft: CheckoutDraft, details: PaymentDetails, fullAccount: CustomerAccount | undefined, countries: AddressCountries) {
  // Saved addresses in countries this store does not deliver to are not offered here.
  const account = fullAccount && { ...fullAccount, addresses: fullAccount.addresses.filter((a) => countries.list.some((c) => c.id === a.country_id)) };
  const addresses = account?.addresses ?? [];
  const [savedId, setSavedId] = useState(() => initialSavedAddressId(draft, details, account));
  const [mode, setMode] = useState<AddressMode>(addresses.length > 0 && !draft.address ? 'summary' : 'new');
  const [dialogOpen, setDialogOpen] = useState(false);
  // The new address last used from the popup: offered beside the saved ones, and restored by Cancel.
  const confirmedNew = useRef<AddressFormInput | null>(addresses.length > 0 && draft.address ? draft.address : null);
  const [makeDefault, setMakeDefault] = useState(false);
  const savedAddress = addresses.find((a) => a.id === savedId);
  return {
    addresses,
    savedId,
    setSavedId,
    mode,
    setMode,
    dialogOpen,
    setDialogOpen,
    confirmedNew,
    makeDefault,
    setMakeDefault,
    savedAddress,
    /** The form's address is the delivery address (not a saved one), so it is validated and sent. */
    needsAddress: mode === 'new' || dialogOpen || !savedAddress,
  };
}

export type AddressChoice = ReturnType<typeof useAddressChoice>;
