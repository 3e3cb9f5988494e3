import { defineSettings } from '../../../shared/domain/settings';

export interface ParcelShopSettings {
  enabled: boolean;
  /** The service point finder's address and key ('' for the local sandbox). */
  providerUrl: string;
  providerKey: string;
  /** Ask for a mobile number to text when the parcel arrives. */
  notificationMobileRequired: boolean;
  /**
   * A map tile template ({z}/{x}/{y}): by default the shop's own plain tiles; '' draws markers on a
   * plain background. A tile host elsewhere must also be allowed in the page's CSP (img-src, app.ts).
   */
  mapTilesUrl: string;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    parcelShops: ParcelShopSettings;
  }
}

/** Service points (`dps/…`): off by default; a store switches them on with the dps carrier. */
export const parcelShopSettings = defineSettings(
  {
    'dps/general/active': '0',
    'dps/service/url': '',
    'dps/service/key': '',
    'dps/notification/mobile_required': '1',
    'dps/map/tiles_url': '/dps/map/tiles/{z}/{x}/{y}.svg',
  },
  (get): { parcelShops: ParcelShopSettings } => ({
    parcelShops: {
      enabled: get.flag('dps/general/active'),
      providerUrl: get.text('dps/service/url'),
      providerKey: get.text('dps/service/key'),
      notificationMobileRequired: get.flag('dps/notification/mobile_required'),
      mapTilesUrl: get.text('dps/map/tiles_url'),
    },
  }),
);
