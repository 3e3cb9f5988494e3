import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { Message } from '../../../shared/web/ui/message';
import { NO_SERVICE_POINT_AVAILABLE } from '../domain';

import { shopOption } from './shop-text';
import type { ParcelShopChoice } from './use-parcel-shop-choice';
import './parcel-shops.css';

// The map and Leaflet load only when the shopper opens it.
const ServicePointMapDialog = lazy(() => import('./service-point-map-dialog'));

/** Spec 001 §2: the service point variant of a delivery method — search, choose (list or map), mobile number. */
export function ParcelShopPicker({ choice }: { choice: ParcelShopChoice }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [mapOpen, setMapOpen] = useState(false);
  if (!choice.enabled) return null;
  const { shops, errors } = choice;
  const noneFound = shops?.length === 0;
  const placeholder = choice.searching ? t('parcelShops.searching') : t('parcelShops.choose');
  const options = [{ value: '', label: placeholder }, ...(shops ?? []).map((s) => ({ value: s.id, label: shopOption(s) }))];

  return (
    <section className="parcel-shop-picker" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('parcelShops.choose')}</h3>
      <TextField
        label={t('parcelShops.postcode')}
        name="parcel-shop-postcode"
        inputMode="text"
        autoComplete="postal-code"
        maxLength={12}
        required
        value={choice.postcode}
        onChange={(event) => choice.setPostcode(event.target.value)}
        error={errors.postcode}
      />
      <p className="parcel-shop-status" role="status">
        {choice.searching ? t('parcelShops.searching') : ''}
      </p>
      {choice.searchError && (
        <Message kind="error">{choice.searchError === NO_SERVICE_POINT_AVAILABLE ? t('parcelShops.searchFailed') : choice.searchError}</Message>
      )}
      {noneFound && <Message kind="error">{t('parcelShops.noneForPostcode')}</Message>}
      <SelectField
        label={t('parcelShops.servicePoint')}
        name="parcel-shop"
        required
        options={options}
        value={choice.selected?.id ?? ''}
        disabled={!shops || shops.length === 0}
        onChange={(event) => choice.select(event.target.value)}
        error={errors.shop}
      />
      {choice.selected && (
        <address className="parcel-shop-address">
          <strong>{choice.selected.label}</strong>
          <br />
          {choice.selected.street}
          <br />
          {choice.selected.postcode} {choice.selected.city}
        </address>
      )}
      {shops && shops.length > 0 && (
        <Button variant="secondary" onClick={() => setMapOpen(true)} aria-haspopup="dialog">
          {t('parcelShops.showOnMap')}
        </Button>
      )}
      <TextField
        label={t('parcelShops.mobile')}
        name="parcel-shop-mobile"
        type="tel"
        autoComplete="tel"
        maxLength={24}
        required={choice.mobileRequired}
        value={choice.mobile}
        onChange={(event) => choice.setMobile(event.target.value)}
        error={errors.mobile}
        hint={t('parcelShops.mobileHint')}
      />
      {errors.save && <Message kind="error">{errors.save}</Message>}
      {mapOpen && shops && (
        <Suspense fallback={null}>
          <ServicePointMapDialog
            shops={shops}
            selectedId={choice.selected?.id ?? ''}
            tilesUrl={choice.tilesUrl}
            onChoose={(id) => {
              choice.select(id);
              setMapOpen(false);
            }}
            onClose={() => setMapOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
