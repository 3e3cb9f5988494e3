import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice } from '../../../shared/web/ui/choice';
import { Loading } from '../../../shared/web/ui/loading';
import type { ChosenRegistry } from '../../gift-registry/web';
import type { CheckoutDraft } from './checkout-draft';

// The registry search loads only when a giver asks for it.
const RegistryPicker = lazy(() => import('../../gift-registry/web/registry-picker'));

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
  const { t } = useTranslation();
  if (!destination.enabled) return null;
  return (
    <div className="delivery-destination">
      <fieldset className="delivery-destination-choice">
        <legend>{t('checkout.registry.legend')}</legend>
        <Choice type="radio" name="delivery-destination" checked={!destination.toRegistry} onChange={() => destination.setToRegistry(false)}>
          {t('checkout.registry.toMyAddress')}
        </Choice>
        <Choice type="radio" name="delivery-destination" checked={destination.toRegistry} onChange={() => destination.setToRegistry(true)}>
          {t('checkout.registry.toRegistry')}
        </Choice>
      </fieldset>
      {destination.toRegistry && (
        <>
          <Suspense fallback={<Loading label={t('checkout.registry.loading')} />}>
            <RegistryPicker chosen={destination.registry} onChoose={destination.choose} showMissing={destination.missing} />
          </Suspense>
          <p className="delivery-destination-note">{t('checkout.registry.billingNote')}</p>
        </>
      )}
    </div>
  );
}
