import { defineSettings } from '../../../shared/domain/settings';
import { DEFAULT_MOBILE_PATTERNS, parseMobilePatterns } from './telephone';

export interface PickupPointSettings {
  /** The pickup calls and the checkout's pickup block work only where this is on. */
  enabled: boolean;
  /** Open the points popup as soon as the method is chosen and no pickup is saved. */
  openPopupAutomatically: boolean;
  /** Remove the saved pickup when the shopper chooses another method. */
  resetOnOtherMethod: boolean;
  /** Mobile patterns per country (telephone.ts). */
  mobilePatterns: Record<string, string>;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    pickupPoints: PickupPointSettings;
  }
}

/** Colissimo pickup point settings (`colissimo/pickup/…`); off by default, on in the French store. */
export const pickupPointSettings = defineSettings(
  {
    'colissimo/pickup/active': '0',
    'colissimo/pickup/open_popup_automatically': '1',
    'colissimo/pickup/reset_on_other_method': '1',
    'colissimo/pickup/mobile_patterns': JSON.stringify(DEFAULT_MOBILE_PATTERNS),
  },
  (get): { pickupPoints: PickupPointSettings } => ({
    pickupPoints: {
      enabled: get.flag('colissimo/pickup/active'),
      openPopupAutomatically: get.flag('colissimo/pickup/open_popup_automatically'),
      resetOnOtherMethod: get.flag('colissimo/pickup/reset_on_other_method'),
      mobilePatterns: parseMobilePatterns(get.text('colissimo/pickup/mobile_patterns')),
    },
  }),
);
