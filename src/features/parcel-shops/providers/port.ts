import type { ParcelShop } from '../domain';

export interface ServicePointQuery {
  /** Already checked: 5 letters or digits, no whitespace. */
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  countryId: string;
  street?: string;
  city?: string;
  /** At most this many shops, nearest first. */
  limit?: number;
}

/** The service point finder (DHL's GetNearestServicePoints): the parcel shops nearest a postcode. */
export interface ServicePointFinder {
  /** Nearest first; [] when there is none near the postcode. Throws ServicePointUnavailable when the service fails. */
  nearest(query: ServicePointQuery): Promise<ParcelShop[]>;
}

/** The finder could not answer (down, timed out, refused us): the shopper is asked to try later. */
export class ServicePointUnavailable extends Error {
  constructor(readonly reason: 'outage' | 'timeout' | 'bad_answer') {
    super(`service point finder unavailable: ${reason}`);
    this.name = 'ServicePointUnavailable';
  }
}
