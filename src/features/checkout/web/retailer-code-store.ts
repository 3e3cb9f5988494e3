import { useSyncExternalStore } from 'react';
import { normaliseRetailerCode } from '../domain/retailer-code';
import { checkoutDraft } from './checkout-draft';

/**
 * The retailer code as typed in the summary, shared with place order. Kept in the checkout draft, so a
 * reload (the pod recycling add reloads the page) keeps it, and forgotten with the draft after the order.
 */
const listeners = new Set<() => void>();

function read(): string {
  return checkoutDraft.read().retailerCode ?? '';
}

export const retailerCodeStore = {
  get: read,
  set(code: string): void {
    checkoutDraft.write({ retailerCode: code });
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useRetailerCode(): [string, (code: string) => void] {
  const code = useSyncExternalStore(retailerCodeStore.subscribe, read, () => '');
  return [code, retailerCodeStore.set];
}

/** Spec 002 §3: what the order's paymentMethod.extension_attributes carry of the code; nothing when none was entered. */
export function retailerCodeAttribute(): { retailer_code?: string } {
  const code = normaliseRetailerCode(read());
  return code ? { retailer_code: code } : {};
}
