import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { Address } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web';
import { type AddressFormInput, type AddressFormOutput, toAddressPayload } from '../domain/address-form';
import { type BillingStateOf, resolveBillingAddress } from '../domain/billing-resolution';
import type { SavedAddress } from './customer-account';
import { savedToAddress } from './shipping-defaults';

/**
 * Where the billing address stands (spec 001 §4): the delivery address ('same as shipping'), being
 * edited (the address it replaces kept aside for Cancel), or a separate address saved on the cart.
 */
export type BillingState = BillingStateOf<Omit<Address, 'email'>>;

/** Which address the edit form uses: a saved one (customers), or the typed form. */
export type BillingSource = { kind: 'saved'; id: number } | { kind: 'form' };

export interface BillingOptions {
  form: UseFormReturn<AddressFormInput, unknown, AddressFormOutput>;
  shippingAddress: Omit<Address, 'email'> | null | undefined;
  /** The billing address the cart holds (a reload keeps a separate one chosen earlier). */
  billingOnCart: Omit<Address, 'email'> | null | undefined;
  /** 'Same as shipping' is not offered for a virtual basket or the pickup-point method. */
  sameAllowed: boolean;
  savedAddresses: SavedAddress[];
  isGuest: boolean;
  /** reloadOnBillingAddress (spec 001 §3): the payment methods and totals are read again after each save. */
  reloadOnSave: boolean;
}

/** POST {cart}/billing-address, then (reloadOnBillingAddress) the payment information is read again (spec 001 §7). */
function useSaveBillingAddress(reloadOnSave: boolean) {
  const queryClient = useQueryClient();
  const ref = useCartRef();
  return useMutation({
    mutationFn: (address: Address) => api.post<number>(`${ref.path}/billing-address`, { address }),
    onSuccess: () => (reloadOnSave ? queryClient.invalidateQueries({ queryKey: cartKeys.paymentInformation(ref.scope) }) : undefined),
  });
}

function sameAddress(a: Omit<Address, 'email'>, b: Omit<Address, 'email'>): boolean {
  const key = (x: Omit<Address, 'email'>) => [x.firstname, x.lastname, x.street.join('\n'), x.city, x.postcode, x.country_id, x.telephone].join('|');
  return key(a) === key(b);
}

function initialState({
  shippingAddress,
  billingOnCart,
  sameAllowed,
}: Pick<BillingOptions, 'shippingAddress' | 'billingOnCart' | 'sameAllowed'>): BillingState {
  if (billingOnCart && (!shippingAddress || !sameAddress(billingOnCart, shippingAddress))) return { kind: 'chosen', address: billingOnCart };
  return sameAllowed && shippingAddress ? { kind: 'same' } : { kind: 'editing', previous: null };
}

export function useBillingAddress({ form, shippingAddress, billingOnCart, sameAllowed, savedAddresses, isGuest, reloadOnSave }: BillingOptions) {
  const [state, setState] = useState<BillingState>(() => initialState({ shippingAddress, billingOnCart, sameAllowed }));
  const [source, setSource] = useState<BillingSource>(savedAddresses[0] ? { kind: 'saved', id: savedAddresses[0].id } : { kind: 'form' });
  // A customer without saved addresses always keeps a new one (spec 001 §4); others choose.
  const [saveInBook, setSaveInBook] = useState(!isGuest && savedAddresses.length === 0);
  const save = useSaveBillingAddress(reloadOnSave);

  /** The address the edit form stands for, validated; null when the form is invalid. */
  const editedAddress = async (): Promise<Address | null> => {
    if (source.kind === 'saved') {
      const saved = savedAddresses.find((a) => a.id === source.id);
      return saved ? savedToAddress(saved) : null;
    }
    let address: Address | null = null;
    await form.handleSubmit((values) => {
      address = { ...toAddressPayload(values), ...(saveInBook && !isGuest ? { save_in_address_book: 1 } : {}) };
    })();
    return address;
  };

  return {
    state,
    source,
    setSource,
    saveInBook,
    setSaveInBook,
    saving: save.isPending,
    error: save.error,
    /** Ticking copies the delivery address back to the cart; unticking clears it and shows the form. */
    setSame(same: boolean) {
      if (same && shippingAddress) {
        setState({ kind: 'same' });
        save.mutate(shippingAddress as Address);
      } else setState({ kind: 'editing', previous: null });
    },
    edit() {
      setState((current) => ({ kind: 'editing', previous: current }));
    },
    /** Cancel is offered only when there is an address to go back to. */
    canCancel: state.kind === 'editing' && state.previous !== null,
    cancel() {
      if (state.kind === 'editing' && state.previous) setState(state.previous);
    },
    /**
     * Spec 001 §4: on a payment method change the billing address is re-resolved and sent again
     * (POST {cart}/billing-address, then the payment information is read again).
     */
    resolve() {
      const address = resolveBillingAddress(state, shippingAddress);
      if (address) save.mutate(address as Address);
    },
    /** 'Use This Address': validates, saves on the cart and shows it. */
    async update() {
      const address = await editedAddress();
      if (!address) return;
      save.mutate(address, { onSuccess: () => setState({ kind: 'chosen', address }) });
    },
    /** For Place Order: the address still being edited (validated), or nothing when one is already on the cart. */
    async pendingAddress(): Promise<{ ok: boolean; address?: Address }> {
      if (state.kind !== 'editing') return { ok: true };
      const address = await editedAddress();
      return address ? { ok: true, address } : { ok: false };
    },
  };
}

export type BillingAddressController = ReturnType<typeof useBillingAddress>;
