import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/web/ui/dialog';
import type { ParcelShop } from '../domain';
import { formatDistance } from '../../../shared/web/i18n/distance';

/** Spec 001 §9: the service point map. */
const MAP_ZOOM = 13;
const MAP_HEIGHT_PX = 400;

export interface ServicePointMapDialogProps {
  shops: ParcelShop[];
  selectedId: string;
  /** A tile template ({z}/{x}/{y}); '' draws markers on a plain background. */
  tilesUrl: string;
  onChoose: (id: string) => void;
  onClose: () => void;
}

/**
 * 'Select Service Point': the shops on a map (Leaflet, loaded with this dialog) and the same shops as
 * a list of radios, so the choice works by keyboard, by screen reader and without map tiles.
 */
export default function ServicePointMapDialog({ shops, selectedId, tilesUrl, onChoose, onClose }: ServicePointMapDialogProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(selectedId || shops[0]?.id || '');
  const mapBox = useRef<HTMLDivElement>(null);
  const listName = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is drawn once per opening, centred on the shop picked then; picking a shop later only moves the radio.
  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    void (async () => {
      const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
      if (cancelled || !mapBox.current) return;
      const centre = shops.find((s) => s.id === picked) ?? shops[0];
      // The shop's own plain tiles need no credit; tiles from elsewhere keep Leaflet's attribution control.
      const external = Boolean(tilesUrl) && !tilesUrl.startsWith('/');
      const map = L.map(mapBox.current, { attributionControl: external }).setView([centre.latitude, centre.longitude], MAP_ZOOM);
      if (tilesUrl) L.tileLayer(tilesUrl, { maxZoom: 18 }).addTo(map);
      shops.forEach((shop, index) => {
        const icon = L.divIcon({ className: 'parcel-shop-marker', html: String(index + 1), iconSize: [28, 28], iconAnchor: [14, 14] });
        L.marker([shop.latitude, shop.longitude], { icon, title: `${index + 1}. ${shop.label}`, keyboard: false })
          .addTo(map)
          .on('click', () => setPicked(shop.id));
      });
      remove = () => map.remove();
    })();
    return () => {
      cancelled = true;
      remove();
    };
  }, [shops, tilesUrl]);

  return (
    <Dialog title={t('parcelShops.select')} confirmLabel={t('parcelShops.useThis')} onConfirm={() => picked && onChoose(picked)} onCancel={onClose}>
      <div className="parcel-shop-map-layout">
        <figure className="parcel-shop-figure">
          <div ref={mapBox} className="parcel-shop-map" style={{ height: MAP_HEIGHT_PX }} />
          <figcaption className="visually-hidden">{t('parcelShops.mapCaption')}</figcaption>
        </figure>
        <fieldset className="parcel-shop-list">
          <legend>{t('parcelShops.list')}</legend>
          {shops.map((shop, index) => (
            <label key={shop.id} className="parcel-shop-list-item">
              <input type="radio" name={listName} value={shop.id} checked={picked === shop.id} onChange={() => setPicked(shop.id)} />
              <span>
                <span className="parcel-shop-number" aria-hidden="true">
                  {index + 1}
                </span>{' '}
                <strong>{shop.label}</strong>, {shop.street}, {shop.postcode} {shop.city} ({formatDistance(shop.distance)})
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </Dialog>
  );
}
