import type { ChosenRegistry } from '../../gift-registry/web';
import type { AddressFormInput } from '../domain/address-form';

/**
 * What the shopper chose on the shipping step (spec 000 §3 "Checkout-data storage"), kept in
 * sessionStorage so going back a step or reloading does not lose it. Forgotten after the order.
 */
export interface CheckoutDraft {
  email?: string;
  address?: AddressFormInput;
  savedAddressId?: number | null;
  rate?: string | null;
  /** The gift registry the order goes to, when the shopper chose one. */
  giftRegistry?: ChosenRegistry | null;
  /** Billing address edits not yet used; dropped when the shopper goes back to shipping. */
  billing?: AddressFormInput;
  /** Spec 002 retailer code, as typed in the summary (retailer-code-store.ts). */
  retailerCode?: string;
}

const STORAGE_KEY = 'shop.checkoutDraft';

export const checkoutDraft = {
  read(): CheckoutDraft {
    try {
      return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as CheckoutDraft;
    } catch {
      return {};
    }
  },
  write(draft: CheckoutDraft): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...checkoutDraft.read(), ...draft }));
    } catch {
      // Storage may be full or disabled; the draft is a convenience only.
    }
  },
  clear(): void {
    sessionStorage.removeItem(STORAGE_KEY);
  },
};
