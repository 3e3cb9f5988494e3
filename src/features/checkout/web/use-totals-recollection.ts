import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../shared/web/api/client';
import { type CartScope, cartKeys } from '../../../shared/web/api/query-keys';
import type { PaymentDetails, Totals } from '../../../shared/web/api/types';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';
import { useCartRef } from '../../cart/web';

/** Spec 002 §5, §9 "Totals recollection": asked 200 ms after the last change; a running request is aborted. */
export const TOTALS_RECOLLECT_DELAY_MS = 200;

/** The delivery address as the shipping step has it (typed or saved), and the method chosen there. */
export interface RecollectionInput {
  countryId: string | null;
  postcode?: string | null;
  city?: string | null;
  /** A listed region's id: a US state's sales tax. */
  regionId?: string | number | null;
  street: readonly string[];
  method: { carrier_code: string; method_code: string } | undefined;
}

// The last recollected totals, outside React: the shipping form asks, the summary (a sibling) shows them.
let recollected: { scope: CartScope; totals: Totals; at: number } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function show(next: typeof recollected): void {
  if (next === recollected) return;
  recollected = next;
  for (const listener of listeners) listener();
}

function keyOf(input: RecollectionInput): string {
  const street = input.street.map((line) => line.trim()).filter(Boolean);
  return JSON.stringify([
    input.countryId ?? '',
    input.postcode?.trim() ?? '',
    input.city?.trim() ?? '',
    street,
    input.method?.carrier_code ?? null,
    input.method?.method_code ?? null,
    Number(input.regionId) || null,
  ]);
}

/**
 * POST {cart}/totals-information when the delivery city, street (or country, postcode, method) changes,
 * with Magento's advanced conditions (the city, the street, the cart's payment method and billing country)
 * so the cart rules that name them are priced in. Nothing is saved; the summary shows the answer.
 */
export function useTotalsRecollection(input: RecollectionInput, details: PaymentDetails, enabled = true): void {
  const ref = useCartRef();
  const settled = useDebouncedValue(keyOf(input), TOTALS_RECOLLECT_DELAY_MS);
  // The totals the step opened with are already those of the cart's own address.
  const opened = useRef(settled);
  const cart = details.extension_attributes;
  const paymentMethod = cart?.selected_payment_method ?? null;
  const billingCountry = cart?.billing_address?.country_id ?? null;
  useEffect(() => {
    if (!enabled || !ref.path) return;
    // Back at the address the step opened with: the cart's own totals are the right ones again.
    if (settled === opened.current) return show(null);
    const [countryId, postcode, city, street, carrierCode, methodCode, regionId] = JSON.parse(settled) as [
      string,
      string,
      string,
      string[],
      string | null,
      string | null,
      number | null,
    ];
    if (!countryId) return;
    const controller = new AbortController();
    const scope = ref.scope;
    apiRequest<Totals>(
      'POST',
      `${ref.path}/totals-information`,
      {
        addressInformation: {
          address: {
            countryId,
            postcode: postcode || null,
            city: city || null,
            ...(regionId ? { regionId } : {}),
            street,
            extension_attributes: {
              advanced_conditions: {
                city: city || null,
                shipping_address_line: street,
                payment_method: paymentMethod,
                billing_address_country: billingCountry,
              },
            },
          },
          shipping_carrier_code: carrierCode,
          shipping_method_code: methodCode,
        },
      },
      controller.signal,
    )
      .then((totals) => show({ scope, totals, at: Date.now() }))
      // A failed estimate must not leave an earlier address's totals on show: the cart's own come back.
      // An aborted one is replaced by the request that aborted it.
      .catch(() => {
        if (!controller.signal.aborted) show(null);
      });
    return () => controller.abort();
  }, [enabled, settled, ref.path, ref.scope, paymentMethod, billingCountry]);
}

/** The totals the summary shows: the latest recollection, unless the cart's own totals are newer. */
export function useSummaryTotals(totals: Totals): Totals {
  const ref = useCartRef();
  const queryClient = useQueryClient();
  const latest = useSyncExternalStore(
    subscribe,
    () => recollected,
    () => null,
  );
  const savedAt = queryClient.getQueryState(cartKeys.paymentInformation(ref.scope))?.dataUpdatedAt ?? 0;
  return latest && latest.scope === ref.scope && latest.at > savedAt ? latest.totals : totals;
}
