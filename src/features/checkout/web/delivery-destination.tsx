import { Suspense, lazy, useState } from 'react';
import { Choice } from '../../../shared/web/ui/choice';
import { Loading } from '../../../shared/web/ui/loading';
import type { ChosenRegistry } from '../../gift-registry/web';
import type { CheckoutDraft } from './checkout-draft';

// The registry search loads only when a giver asks for it.
const RegistryPicker = lazy(() => import('../../gift-registry/web/registry-picker'));

const DESTINATION_LEGEND = 'Where should we send your order?';
const TO_MY_ADDRESS = 'To my address';
const TO_A_GIFT_REGISTRY = 'Ship to a gift registry';
/** Under the registry choice: the giver's own address is still asked for, as the billing address. */
const REGISTRY_BILLING_NOTE = 'We deliver to the address the registrant gave us. The address below is yours, for billing.';
/** Headings over the shopper's own details while the order goes to a registry (they are the billing address). */
export const YOUR_DETAILS_TITLE = 'Your Details';
export const YOUR_ADDRESS_TITLE = 'Your Address';
export const CHOOSE_REGISTRY_FIRST = 'Choose a gift registry to see its delivery methods.';

/** Where the order goes: the shopper's address, or (where the store offers it) a gift registry's. */
export function useDeliveryDestination(enabled: boolean, draft: CheckoutDraft) {
  const [toRegistry, setToRegistry] = useState(enabled && Boolean(draft.giftRegistry));
  const [registry, setRegistry] = useState<ChosenRegistry | null>(enabled ? (draft.giftRegistry ?? null) : null);
  const [missing, setMissing] = useState(false);
  return {
    enabled,
    toRegistry,
    registry: toRegistry ? registry : null,
    missing,
    setMissing,
    setToRegistry(value: boolean) {
      setToRegistry(value);
      setMissing(false);
    },
    choose(chosen: ChosenRegistry | null) {
      setRegistry(chosen);
      setMissing(false);
    },
  };
}

export type DeliveryDestination = ReturnType<typeof useDeliveryDestination>;

/** The two choices, and the registry search under the second. */
export function DeliveryDestinationChoice({ destination }: { destination: DeliveryDestination }) {
  if (!destination.enabled) return null;
  return (
    <div className="delivery-destination">
      <fieldset className="delivery-destination-choice">
        <legend>{DESTINATION_LEGEND}</legend>
        <Choice type="radio" name="delivery-destination" checked={!destination.toRegistry} onChange={() => destination.setToRegistry(false)}>
          {TO_MY_ADDRESS}
        </Choice>
        <Choice type="radio" name="delivery-destination" checked={destination.toRegistry} onChange={() => destination.setToRegistry(true)}>
          {TO_A_GIFT_REGISTRY}
        </Choice>
      </fieldset>
      {destination.toRegistry && (
        <>
          <Suspense fallback={<Loading label="Loading the gift registry search…" />}>
            <RegistryPicker chosen={destination.registry} onChoose={destination.choose} showMissing={destination.missing} />
          </Suspense>
          <p className="delivery-destination-note">{REGISTRY_BILLING_NOTE}</p>
        </>
      )}
    </div>
  );
}
