import { formatDistance } from '../../../shared/web/i18n/distance';
import type { ParcelShop } from '../domain';

export function shopOption(shop: ParcelShop): string {
  return `${shop.label}, ${shop.street}, ${shop.postcode} ${shop.city} (${formatDistance(shop.distance)})`;
}
