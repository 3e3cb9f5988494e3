import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { Loading } from '../../../shared/web/ui/loading';
import { Message } from '../../../shared/web/ui/message';
import { useCartRef } from '../../cart/web';
import { PICKUP_LOAD_FAILED, PICKUP_NOT_SELECTED } from '../domain';
import { type PickupAddressSource, type PickupSearchAddress, fetchSavedPickup, pickupKeys, resetSavedPickup, usePickupConfig } from './pickup-api';
import { PickupSummary } from './pickup-summary';
import './pickup-points.css';
import { ruleMessage } from '../../../shared/web/i18n/messages';

// The popup is code the shopper needs only with this method: its own chunk.
const PickupDialog = lazy(() => import('./pickup-dialog'));

export interface PickupPointBlockProps {
  /** Whether the chosen delivery method is the pickup method. */
  selected: boolean;
  /** The delivery address the shipping form holds now (typed or saved). */
  address?: () => PickupAddressSource | undefined;
  /** Called once a pickup is chosen and saved: on the first step the shopper moves on (spec 001 §4). */
  onChosen?: () => void;
}

function searchAddress(source: PickupAddressSource | undefined, fallbackCountry: string): PickupSearchAddress {
  return {
    street: source?.street?.filter(Boolean).join(' ') || undefined,
    city: source?.city?.trim() || undefined,
    postcode: source?.postcode?.trim() || undefined,
    countryId: source?.country_id || fallbackCountry,
  };
}

/**
 * Spec 001 §4: choosing the pickup method loads the saved pickup and, when there is none and the
 * store says so, opens the popup; choosing another method removes the pickup when the store says so.
 */
export function PickupPointBlock({ selected, address, onChosen }: PickupPointBlockProps) {
  const { t } = useTranslation();
  const config = usePickupConfig();
  const cart = useCartRef();
  const queryClient = useQueryClient();
  const enabled = Boolean(config.data?.enabled && cart.path);
  const saved = useQuery({
    queryKey: pickupKeys.saved(cart.scope),
    queryFn: () => fetchSavedPickup(cart.path!),
    enabled: enabled && selected,
  });
  const [open, setOpen] = useState(false);
  const openedFor = useRef(false);
  const wasSelected = useRef(selected);

  // Opened automatically once per choice of the method, never again after the shopper closed it.
  useEffect(() => {
    if (!selected) openedFor.current = false;
    if (selected && saved.isSuccess && saved.data === null && config.data?.open_popup_automatically && !openedFor.current) {
      openedFor.current = true;
      setOpen(true);
    }
  }, [selected, saved.isSuccess, saved.data, config.data?.open_popup_automatically]);

  useEffect(() => {
    const left = wasSelected.current && !selected;
    wasSelected.current = selected;
    if (!left || !enabled || !config.data?.reset_on_other_method) return;
    setOpen(false);
    const key = pickupKeys.saved(cart.scope);
    if (queryClient.getQueryData(key) === null) return;
    // A reset that fails leaves a pickup the order ignores (the server records it only with its method).
    resetSavedPickup(cart.path!)
      .then(() => queryClient.setQueryData(key, null))
      .catch(() => queryClient.invalidateQueries({ queryKey: key }));
  }, [selected, enabled, config.data?.reset_on_other_method, cart.scope, cart.path, queryClient]);

  if (!selected || !enabled || !config.data) return null;
  const current = address?.();
  return (
    <section className="pickup-point-block" aria-labelledby="pickup-point-title">
      <h3 id="pickup-point-title">{t('pickupPoints.title')}</h3>
      {saved.isPending && <Loading label={t('pickupPoints.loadingSaved')} />}
      {saved.isError && <Message kind="error">{PICKUP_LOAD_FAILED}</Message>}
      {saved.data && <PickupSummary pickup={saved.data} onChange={() => setOpen(true)} />}
      {saved.isSuccess && saved.data === null && (
        <>
          <p className="field-error">{ruleMessage(PICKUP_NOT_SELECTED)}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('pickupPoints.choose')}
          </Button>
        </>
      )}
      {open && (
        <Suspense fallback={<Loading label={t('pickupPoints.loading')} />}>
          <PickupDialog
            cartPath={cart.path!}
            search={searchAddress(current, 'FR')}
            telephone={saved.data?.telephone ?? current?.telephone ?? ''}
            patterns={config.data.mobile_patterns}
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              void queryClient.invalidateQueries({ queryKey: pickupKeys.saved(cart.scope) }).then(() => onChosen?.());
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
