import { SHOP_REQUIRED } from './messages';
import { checkNotificationMobile } from './mobile-strict';
import { type ChosenParcelShop, isParcelShopMethod } from './types';

export interface ParcelShopOrderFacts {
  methodCode: string | null;
  isVirtual: boolean;
  /** The shop saved on the cart, if any. */
  shop: ChosenParcelShop | null;
  mobileRequired: boolean;
  countryId: string;
}

export type ParcelShopOrderCheck = { ok: true; shop: ChosenParcelShop | null } | { ok: false; message: string };

/**
 * Place order (spec 001 §5): with a dps_parcelshop method a shop must be chosen and, when the store
 * asks for it, a valid notification mobile number given; other methods and virtual baskets carry none.
 */
export function checkParcelShopForOrder(facts: ParcelShopOrderFacts): ParcelShopOrderCheck {
  if (facts.isVirtual || !isParcelShopMethod(facts.methodCode)) return { ok: true, shop: null };
  if (!facts.shop) return { ok: false, message: SHOP_REQUIRED };
  const mobile = checkNotificationMobile(facts.shop.notificationMobile, facts.countryId, facts.mobileRequired);
  if (!mobile.ok) return mobile;
  return { ok: true, shop: facts.shop };
}
