/** A parcel shop (service point), as the shop keeps it (spec 001 §3: id, label, company, street, city, postcode). */
export interface ParcelShop {
  id: string;
  /** The shop's display name. */
  label: string;
  company: string;
  street: string;
  city: string;
  postcode: string;
  countryId: string;
  latitude: number;
  longitude: number;
  /** Metres from the searched postcode. */
  distance: number;
}

/** The shop chosen for a cart or an order, with the number the carrier texts when the parcel arrives. */
export interface ChosenParcelShop extends ParcelShop {
  /** E.164, or null where the store does not ask for one. */
  notificationMobile: string | null;
}

/** One search result on the wire (DHL's ServicePoint contract, the spec's shape). */
export interface NearbyServicePoint {
  Identity: { Id: string; DisplayName: string };
  Distance: number;
  StreetName: string;
  PostCode: string;
  City: string;
  FeatureCodes: string[];
  RouteDistance: number;
  /** Latitude (northing) and longitude (easting) in degrees. */
  Coordinate: { Northing: number; Easting: number };
}

interface GetNearestServicePointsResponse {
  GetNearestServicePointsResponse: { ServicePoints: { NearbyServicePoint: NearbyServicePoint[] } };
}

/** The answer of getParcelShops: the shops, or the JSON string "NULL" when there are none. */
export type ParcelShopSearchAnswer = GetNearestServicePointsResponse | 'NULL';

export function toNearbyServicePoint(shop: ParcelShop): NearbyServicePoint {
  return {
    Identity: { Id: shop.id, DisplayName: shop.label },
    Distance: shop.distance,
    StreetName: shop.street,
    PostCode: shop.postcode,
    City: shop.city,
    FeatureCodes: ['PARCEL_PICKUP'],
    RouteDistance: Math.round(shop.distance * 1.3),
    Coordinate: { Northing: shop.latitude, Easting: shop.longitude },
  };
}

export function searchAnswer(shops: ParcelShop[]): ParcelShopSearchAnswer {
  if (shops.length === 0) return 'NULL';
  return { GetNearestServicePointsResponse: { ServicePoints: { NearbyServicePoint: shops.map(toNearbyServicePoint) } } };
}

/** The shops of an answer, in the browser's words. */
export function shopsOfAnswer(answer: ParcelShopSearchAnswer, countryId: string): ParcelShop[] {
  if (answer === 'NULL') return [];
  return answer.GetNearestServicePointsResponse.ServicePoints.NearbyServicePoint.map((p) => ({
    id: p.Identity.Id,
    label: p.Identity.DisplayName,
    company: p.Identity.DisplayName,
    street: p.StreetName,
    city: p.City,
    postcode: p.PostCode,
    countryId,
    latitude: p.Coordinate.Northing,
    longitude: p.Coordinate.Easting,
    distance: p.Distance,
  }));
}

/** Spec 001 §3: parcel shop methods have a method code beginning with dps_parcelshop. */
export function isParcelShopMethod(methodCode: string | null | undefined): boolean {
  return typeof methodCode === 'string' && methodCode.startsWith('dps_parcelshop');
}
