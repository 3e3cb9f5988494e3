import { ShopError, invalidInput } from '../../../shared/domain/errors';
import type { Database, Executor, Transaction } from '../../../shared/server/db';
import { type CarryDeliveryChoice, type CartRef, type CartRow, requireActiveCart } from '../../cart/server';
import type { ResolvedStore } from '../../stores/server';
import {
  COUNTRY_NOT_SERVED,
  type ChosenParcelShop,
  NOT_PARCEL_SHOP_METHOD,
  type ParcelShop,
  SERVICE_UNAVAILABLE,
  SHOP_NOT_FOUND,
  SHOP_REQUIRED,
  checkNotificationMobile,
  checkParcelShopForOrder,
  compactPostcode,
  isParcelShopMethod,
  servicePointPostcodeFailure,
} from '../domain';
import type { ServicePointFinder } from '../providers/port';
import * as store from './store';

export { ServicePointUnavailable } from '../providers/port';
export type { ServicePointFinder } from '../providers/port';

/** How many shops a search offers. */
const SEARCH_LIMIT = 6;

export interface ParcelShopSearch {
  postcode: string;
  countryId?: string;
  street?: string;
  city?: string;
}

function requireEnabled(shop: ResolvedStore): void {
  if (!shop.settings.parcelShops.enabled) throw new ShopError('NOT_FOUND', SERVICE_UNAVAILABLE);
}

/** The shops nearest a postcode; bad input is refused before the finder is asked. ServicePointUnavailable passes through. */
export async function searchParcelShops(finder: ServicePointFinder, shop: ResolvedStore, input: ParcelShopSearch): Promise<ParcelShop[]> {
  requireEnabled(shop);
  const failure = servicePointPostcodeFailure(input.postcode);
  if (failure) throw invalidInput(failure);
  const countryId = (input.countryId || shop.store.countryId).toUpperCase();
  if (!shop.settings.allowedCountries.includes(countryId)) throw invalidInput(COUNTRY_NOT_SERVED);
  return finder.nearest({ postcode: compactPostcode(input.postcode).toUpperCase(), countryId, street: input.street, city: input.city, limit: SEARCH_LIMIT });
}

export interface ParcelShopChoice {
  active: boolean;
  pickupId?: string;
  /** The searched postcode (the shop is found again there, so nothing of it is taken from the browser) and the mobile. */
  postcode?: string;
  mobile?: string;
}

/**
 * Saves (or, inactive, forgets) the cart's parcel shop. Accepted only while the cart's delivery
 * method is a parcel shop one; the shop must be among the finder's answer for its postcode.
 */
export async function saveParcelShop(
  db: Database,
  finder: ServicePointFinder,
  shop: ResolvedStore,
  ref: CartRef,
  choice: ParcelShopChoice,
): Promise<ChosenParcelShop | null> {
  requireEnabled(shop);
  const cart = await requireActiveCart(db, shop.store.id, ref);
  if (!isParcelShopMethod(cart.shippingMethodCode)) throw invalidInput(NOT_PARCEL_SHOP_METHOD);
  if (!choice.active) {
    await store.deleteCartShop(db, cart.id);
    return null;
  }
  if (!choice.pickupId) throw invalidInput(SHOP_REQUIRED);
  const countryId = cart.shippingAddress?.countryId ?? shop.store.countryId;
  const mobile = checkNotificationMobile(choice.mobile, countryId, shop.settings.parcelShops.notificationMobileRequired);
  if (!mobile.ok) throw invalidInput(mobile.message);
  const found = await searchParcelShops(finder, shop, { postcode: choice.postcode ?? '', countryId });
  const chosen = found.find((s) => s.id === choice.pickupId);
  if (!chosen) throw invalidInput(SHOP_NOT_FOUND);
  const saved: ChosenParcelShop = { ...chosen, notificationMobile: mobile.e164 };
  await db.transaction(async (tx) => {
    // The cart may have moved on meanwhile (another method, or ordered): check again under its lock.
    const locked = await requireActiveCart(tx, shop.store.id, ref, true);
    if (!isParcelShopMethod(locked.shippingMethodCode)) throw invalidInput(NOT_PARCEL_SHOP_METHOD);
    await store.upsertCartShop(tx, locked.id, saved);
  });
  return saved;
}

/**
 * At place order: the shop to record with the order (null for another method), or the refusal
 * ('Please choose a ParcelShop', the mobile messages). Runs inside the order's transaction.
 */
export async function parcelShopForOrder(tx: Executor, shop: ResolvedStore, cart: CartRow, methodCode: string | null): Promise<ChosenParcelShop | null> {
  if (!isParcelShopMethod(methodCode)) return null;
  const check = checkParcelShopForOrder({
    methodCode,
    isVirtual: false,
    shop: await store.findCartShop(tx, cart.id),
    mobileRequired: shop.settings.parcelShops.notificationMobileRequired,
    countryId: cart.shippingAddress?.countryId ?? shop.store.countryId,
  });
  if (!check.ok) throw invalidInput(check.message);
  return check.shop;
}

export async function recordOrderParcelShop(tx: Transaction, orderId: number, shop: ChosenParcelShop | null): Promise<void> {
  if (shop) await store.insertOrderShop(tx, orderId, shop);
}

/**
 * At login (handed to the cart's merge by the app): the guest cart's parcel shop moves to the
 * customer's cart with the parcel shop method the guest chose (a shop is saved only under that method).
 */
export const carryCartParcelShop: CarryDeliveryChoice = async (tx, { from, to }) => {
  if (!from.shippingCarrierCode || !isParcelShopMethod(from.shippingMethodCode)) return null;
  const shop = await store.findCartShop(tx, from.id);
  if (!shop) return null;
  await store.upsertCartShop(tx, to.id, shop);
  await store.deleteCartShop(tx, from.id);
  return { carrierCode: from.shippingCarrierCode, methodCode: from.shippingMethodCode! };
};

/** The order's parcel shop as the order's answer names it (handed to orders by the app); null for another delivery. */
export async function orderParcelShopDeliveryPoint(db: Executor, orderId: number) {
  const shop = await store.findOrderShop(db, orderId);
  if (!shop) return null;
  return { type: 'parcel_shop' as const, name: shop.label, street: [shop.street], postcode: shop.postcode, city: shop.city, countryId: shop.countryId };
}
