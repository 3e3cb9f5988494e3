import type { PickupPoint } from '../domain';

/** Where the shopper wants to collect near: the delivery address as the widget is opened with it. */
export interface PickupSearch {
  street?: string;
  city?: string;
  postcode?: string;
  countryId: string;
}

/** The provider could not answer (down, timed out): the shopper is asked to choose another method. */
export class PickupProviderUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`pickup point provider unavailable: ${reason}`);
    this.name = 'PickupProviderUnavailable';
  }
}

/** La Poste's pickup point service, as the shop uses it. */
export interface PickupPointProvider {
  /** Points near the address, nearest first, each with its distance; [] when none is near. */
  search(query: PickupSearch): Promise<PickupPoint[]>;
  /** One point by its id and network code; null when there is no such point. */
  find(pickupId: string, networkCode: string): Promise<PickupPoint | null>;
}
