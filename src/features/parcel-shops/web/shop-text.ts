import type { ParcelShop } from '../domain';

export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** A shop in one line, as the dropdown lists it. */
export function shopOption(shop: ParcelShop): string {
  return `${shop.label}, ${shop.street}, ${shop.postcode} ${shop.city} (${formatDistance(shop.distance)})`;
}
