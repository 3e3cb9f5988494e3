import { defineSettings } from '../../../shared/domain/settings';

/** What the basket page runs on (spec 000 §3 cart data, §5 limits). */
export interface BasketSettings {
  /** Fewest and most subscription packs a basket may hold (the page's submin/submax). */
  subscriptionMin: number;
  subscriptionMax: number;
  /** Fewest and most items in a basket (cart data min/max_limit_validation). */
  cartMinQty: number;
  cartMaxQty: number;
  /** Dynamic banners shown above the basket lines. */
  banners: { id: string; text: string; link?: string }[];
  deviceTrialEnabled: boolean;
  /** The free-device prompt shown while the basket could earn the free device. */
  freeDevicePrompt: string;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    basket: BasketSettings;
  }
}

function parseBanners(json: string): BasketSettings['banners'] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (b): b is BasketSettings['banners'][number] =>
        typeof b?.id === 'string' && typeof b?.text === 'string' && (b.link === undefined || typeof b.link === 'string'),
    );
  } catch {
    return [];
  }
}

export const basketSettings = defineSettings(
  {
    'subscription/limits/min_qty': '2',
    'subscription/limits/max_qty': '10',
    'checkout/cart_limits/min_qty': '1',
    'checkout/cart_limits/max_qty': '50',
    'checkout/cart/banners': '[]',
    'devicetrial/general/active': '0',
    'promotions/free_device/prompt': 'Subscribe to 2 or more packs of pods and get an ePod 2 device free. Choose "Subscribe" on your pod packs below.',
  },
  (get): { basket: BasketSettings } => ({
    basket: {
      subscriptionMin: get.int('subscription/limits/min_qty'),
      subscriptionMax: get.int('subscription/limits/max_qty'),
      cartMinQty: get.int('checkout/cart_limits/min_qty'),
      cartMaxQty: get.int('checkout/cart_limits/max_qty'),
      banners: parseBanners(get.text('checkout/cart/banners')),
      deviceTrialEnabled: get.flag('devicetrial/general/active'),
      freeDevicePrompt: get.text('promotions/free_device/prompt'),
    },
  }),
);
