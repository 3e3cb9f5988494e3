import type { FindItem, GeoLocationItem, Ip2CountryItem, ItemsAnswer, RetrieveItem } from '../domain';

/** Find: suggestions for a search text, or the contents of a container. */
export interface FindRequest {
  Key: string;
  Text?: string;
  Container?: string;
  Origin?: string;
  /** ISO2 or ISO3 codes, comma separated. */
  Countries?: string;
  Datasets?: string;
  Limit?: number;
  Filter?: string;
  Language?: string;
  Test?: boolean;
  Instance?: string;
}

export interface RetrieveRequest {
  Key: string;
  Id: string;
  Source?: string;
}

export interface GeoLocationRequest {
  Key: string;
  Latitude: number;
  Longitude: number;
  Items?: number;
  /** Metres. */
  Radius?: number;
}

export interface UtilitiesRequest {
  Key: string;
  /** The meter point number. */
  Text: string;
  UtilCodeType: string;
}

export interface Ip2CountryRequest {
  Key: string;
  /** The shopper's address as the server saw it. */
  Ip: string;
}

/**
 * The address finder service (Loqate Capture Interactive). Answers carry Loqate's error items for
 * refused requests; an unreachable service throws `FinderUnavailableError`.
 */
export interface AddressFinderPort {
  find(request: FindRequest): Promise<ItemsAnswer<FindItem>>;
  retrieve(request: RetrieveRequest): Promise<ItemsAnswer<RetrieveItem>>;
  geolocation(request: GeoLocationRequest): Promise<ItemsAnswer<GeoLocationItem>>;
  utilities(request: UtilitiesRequest): Promise<ItemsAnswer<FindItem>>;
  ip2country(request: Ip2CountryRequest): Promise<ItemsAnswer<Ip2CountryItem>>;
}

/** The service did not answer (Loqate down, network failure): no items at all. */
export class FinderUnavailableError extends Error {
  constructor() {
    super('Address finder service unavailable');
    this.name = 'FinderUnavailableError';
  }
}
