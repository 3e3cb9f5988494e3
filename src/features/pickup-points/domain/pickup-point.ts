/** The days La Poste's widget gives opening hours for, in its own order and spelling. */
export const WEEK_DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** English day names for the shopper-facing list (the store's pages are in English). */
export const DAY_LABELS: Record<WeekDay, string> = {
  Lundi: 'Monday',
  Mardi: 'Tuesday',
  Mercredi: 'Wednesday',
  Jeudi: 'Thursday',
  Vendredi: 'Friday',
  Samedi: 'Saturday',
  Dimanche: 'Sunday',
};

/** La Poste's point types: post office, relay shop (Pickup network), parcel locker (Pickup Station). */
export type PickupPointType = 'BPR' | 'A2P' | 'PCS';

export const POINT_TYPE_LABELS: Record<PickupPointType, string> = {
  BPR: 'Post office',
  A2P: 'Relay shop',
  PCS: 'Parcel locker',
};

/**
 * A Colissimo pickup point as the widget describes it (REFERENCE.md "Colissimo pickup points").
 * Opening hours per day are La Poste's "HH:MM-HH:MM HH:MM-HH:MM" text ("00:00-00:00 00:00-00:00" when closed).
 */
export interface PickupPoint {
  identifiant: string;
  /** The network the point belongs to (R01 La Poste, R12 relay shops, R03 lockers): half of the point's key. */
  reseau: string;
  nom: string;
  adresse1: string;
  adresse2: string;
  adresse3: string;
  codePostal: string;
  localite: string;
  codePays: string;
  libellePays: string;
  typeDePoint: PickupPointType;
  /** From the searched address; 0 when looked up by id. */
  distanceEnMetre: number;
  horairesOuverture: Record<WeekDay, string>;
  coordGeolocalisationLatitude: number;
  coordGeolocalisationLongitude: number;
  /** Heaviest parcel accepted, in grams. */
  poidsMaxi: number;
}

/** A pickup saved on a cart: the point (as it was when chosen) and the mobile the notifications go to. */
export interface SavedPickup {
  point: PickupPoint;
  telephone: string;
}

/** "08:30-12:00 14:00-18:30" → "08:30–12:00, 14:00–18:30"; "Closed" when the point does not open that day. */
export function formatOpeningHours(hours: string): string {
  const ranges = hours
    .split(/\s+/)
    .filter((range) => range && range !== '00:00-00:00')
    .map((range) => range.replace('-', '–'));
  return ranges.length > 0 ? ranges.join(', ') : 'Closed';
}

/** The one-line summary of a point's street address (adresse1 plus the optional lines). */
export function addressLine(point: Pick<PickupPoint, 'adresse1' | 'adresse2' | 'adresse3'>): string {
  return [point.adresse1, point.adresse2, point.adresse3].filter((line) => line.trim() !== '').join(', ');
}

/** 1234 → "1.2 km", 350 → "350 m". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}

/** Ids and network codes as La Poste issues them: short, letters and digits. */
export const PICKUP_ID_PATTERN = /^[A-Za-z0-9]{1,16}$/;
export const NETWORK_CODE_PATTERN = /^[A-Za-z0-9]{1,8}$/;
