import { ShopError, invalidInput } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { type CarryDeliveryChoice, type CartRef, requireActiveCart } from '../../cart/server';
import type { ResolvedStore } from '../../stores/server';
import {
  PICKUP_CARRIER_CODE,
  PICKUP_METHOD_CODE,
  PICKUP_NOT_AVAILABLE,
  PICKUP_POINT_NOT_FOUND,
  type PickupPoint,
  type SavedPickup,
  checkPickupTelephone,
  isPickupMethod,
  pickupOrderFailure,
} from '../domain';
import type { PickupPointProvider, PickupSearch } from '../providers/port';
import * as store from './store';

/** The pickup calls answer only in a store that offers pickup points. */
export function requirePickupEnabled(shop: ResolvedStore): void {
  if (!shop.settings.pickupPoints.enabled) throw new ShopError('NOT_FOUND', PICKUP_NOT_AVAILABLE);
}

/** A point by its id and network; "not found" when the provider has no such point. */
export async function pickupPoint(provider: PickupPointProvider, pickupId: string, networkCode: string): Promise<PickupPoint> {
  const point = await provider.find(pickupId, networkCode);
  if (!point) throw new ShopError('NOT_FOUND', PICKUP_POINT_NOT_FOUND, { pickupId, networkCode });
  return point;
}

export function searchPickupPoints(provider: PickupPointProvider, query: PickupSearch): Promise<PickupPoint[]> {
  return provider.search(query);
}

export async function getCartPickup(db: Executor, shop: ResolvedStore, ref: CartRef): Promise<SavedPickup | null> {
  const cart = await requireActiveCart(db, shop.store.id, ref);
  return (await store.findCartPickup(db, cart.id)) ?? null;
}

/**
 * Saves the chosen point and mobile on the shopper's cart (spec 001 §7 PUT colissimo-pickup). The
 * cart must exist, the point must exist at the provider and the mobile must follow the point's
 * country's pattern; otherwise nothing changes.
 */
export async function saveCartPickup(
  db: Database,
  provider: PickupPointProvider,
  shop: ResolvedStore,
  ref: CartRef,
  input: { pickupId: string; networkCode: string; telephone: string },
): Promise<SavedPickup> {
  await requireActiveCart(db, shop.store.id, ref);
  const patterns = shop.settings.pickupPoints.mobilePatterns;
  // The number's shape is checked before the provider is asked; its country's pattern once the point is known.
  const shape = checkPickupTelephone(input.telephone, 'ZZ', {});
  if (!shape.ok) throw invalidInput(shape.message, { fieldName: 'telephone' });
  const point = await pickupPoint(provider, input.pickupId, input.networkCode);
  const phone = checkPickupTelephone(input.telephone, point.codePays, patterns);
  if (!phone.ok) throw invalidInput(phone.message, { fieldName: 'telephone' });
  const saved = { ...point, distanceEnMetre: 0 };
  await db.transaction(async (tx) => {
    const cart = await requireActiveCart(tx, shop.store.id, ref, true);
    await store.upsertCartPickup(tx, cart.id, saved, phone.telephone);
  });
  return { point: saved, telephone: phone.telephone };
}

/** Removes the cart's pickup (spec 001 §4: when another method is chosen); nothing to remove is fine. */
export async function resetCartPickup(db: Database, shop: ResolvedStore, ref: CartRef): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await requireActiveCart(tx, shop.store.id, ref, true);
    await store.deleteCartPickup(tx, cart.id);
  });
}

type ChosenMethod = { carrierCode: string; methodCode: string } | null | undefined;

/**
 * For placing the order (checkout): spec 001 §5, the pickup method without a saved pickup is refused
 * with 'Please select pickup'. Call it inside the order's transaction, before anything is written.
 */
export async function checkOrderPickup(tx: Executor, cartId: number, method: ChosenMethod): Promise<void> {
  if (!method || !isPickupMethod(method.carrierCode, method.methodCode)) return;
  const failure = pickupOrderFailure(method, Boolean(await store.findCartPickup(tx, cartId)));
  if (failure) throw invalidInput(failure);
}

/** For placing the order (checkout): the cart's pickup goes with the order when its method is the pickup method. */
export async function recordOrderPickup(tx: Executor, cartId: number, orderId: number, method: ChosenMethod): Promise<void> {
  if (!method || !isPickupMethod(method.carrierCode, method.methodCode)) return;
  await store.attachOrder(tx, cartId, orderId);
}

/** The pickup point an order is to be collected from; null for an order delivered elsewhere. */
export async function findOrderPickup(db: Executor, orderId: number): Promise<SavedPickup | null> {
  const row = await store.findOrderPickup(db, orderId);
  return row ? { point: row.point, telephone: row.telephone } : null;
}

/**
 * At login (handed to the cart's merge by the app): the guest cart's pickup moves to the customer's
 * cart with the pickup method, when the guest chose that method or had not saved a method yet (the
 * point is chosen before the delivery step is sent). A pickup left behind by another method stays.
 */
export const carryCartPickup: CarryDeliveryChoice = async (tx, { from, to }) => {
  if (from.shippingMethodCode && !isPickupMethod(from.shippingCarrierCode, from.shippingMethodCode)) return null;
  const row = await store.findCartPickup(tx, from.id);
  if (!row || row.orderId !== null) return null;
  await store.upsertCartPickup(tx, to.id, row.point, row.telephone);
  await store.deleteCartPickup(tx, from.id);
  return { carrierCode: PICKUP_CARRIER_CODE, methodCode: PICKUP_METHOD_CODE };
};

/** The order's pickup point as the order's answer names it (handed to orders by the app); null for another delivery. */
export async function orderPickupDeliveryPoint(db: Executor, orderId: number) {
  const row = await store.findOrderPickup(db, orderId);
  if (!row) return null;
  const { point } = row;
  return {
    type: 'pickup_point' as const,
    name: point.nom,
    street: [point.adresse1, point.adresse2, point.adresse3].filter((line) => line.trim() !== ''),
    postcode: point.codePostal,
    city: point.localite,
    countryId: point.codePays,
  };
}
