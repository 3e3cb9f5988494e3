import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../shared/web/api/types';
import { Loading } from '../../../shared/web/ui/loading';
import { useCartRef } from '../../cart/web';
import { fetchSavedPickup, pickupKeys, usePickupConfig } from '../../pickup-points/web';

const PickupDialog = lazy(() => import('../../pickup-points/web/pickup-dialog'));

/**
 * Spec 002 §5 check 7 in the browser: whether the basket's pickup method has its pickup point, asked of the
 * cart now (it may have been removed since the shipping step). Unknown (the call failed) lets the server decide.
 */
export function useSavedPickupCheck() {
  const queryClient = useQueryClient();
  const cart = useCartRef();
  return async (): Promise<boolean> => {
    if (!cart.path) return true;
    const path = cart.path;
    try {
      const saved = await queryClient.fetchQuery({ queryKey: pickupKeys.saved(cart.scope), queryFn: () => fetchSavedPickup(path), staleTime: 0 });
      return saved !== null;
    } catch {
      return true;
    }
  };
}

/** The pickup popup the failed check opens on the payment step, searching around the delivery address. */
export function OrderPickupPopup({ address, onClose, onChosen }: { address: Address | null | undefined; onClose: () => void; onChosen: () => void }) {
  const { t } = useTranslation();
  const config = usePickupConfig();
  const cart = useCartRef();
  const queryClient = useQueryClient();
  if (!config.data || !cart.path) return <Loading label={t('pickupPoints.loading')} />;
  return (
    <Suspense fallback={<Loading label={t('pickupPoints.loading')} />}>
      <PickupDialog
        cartPath={cart.path}
        search={{
          street: address?.street.filter(Boolean).join(' ') || undefined,
          city: address?.city?.trim() || undefined,
          postcode: address?.postcode?.trim() || undefined,
          countryId: address?.country_id || 'FR',
        }}
        telephone={address?.telephone ?? ''}
        patterns={config.data.mobile_patterns}
        onClose={onClose}
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: pickupKeys.saved(cart.scope) });
          onChosen();
        }}
      />
    </Suspense>
  );
}
