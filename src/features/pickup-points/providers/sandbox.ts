import type { PickupPoint } from '../domain';
import { PickupProviderUnavailable, type PickupPointProvider, type PickupSearch } from './port';
import { SANDBOX_AREAS, SANDBOX_POINTS, type SandboxArea } from './sandbox-points';

/** How far around the searched place points are offered, and how many (the widget lists about ten). */
const RADIUS_METRES = 15_000;
const MAX_RESULTS = 10;

export type SandboxMode = 'up' | 'down';

export interface PickupSandboxOptions {
  /** The service's usual answer time; 0 in tests. */
  latencyMs?: number;
  mode?: SandboxMode;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(6_371_000 * 2 * Math.asin(Math.sqrt(a)));
}

/** The place searched around: the postcode's area, else one in the same département, else the town. */
function locate(query: PickupSearch): SandboxArea | undefined {
  const country = query.countryId.toUpperCase();
  const areas = SANDBOX_AREAS.filter((a) => a.countryId === country);
  const postcode = (query.postcode ?? '').replace(/\s/g, '');
  const city = fold(query.city ?? '');
  if (postcode) {
    const exact = areas.find((a) => a.postcode === postcode);
    if (exact) return exact;
    const department = areas.find((a) => postcode.length >= 2 && a.postcode.startsWith(postcode.slice(0, 2)));
    if (department) return department;
  }
  return city ? areas.find((a) => fold(a.city) === city) : undefined;
}

/**
 * The local twin of La Poste's pickup point service: seeded points around real French towns (and
 * Monaco), searched by postcode or town, answering after a realistic delay; `mode: 'down'` makes
 * every call fail as the real service does when it is unreachable.
 */
export class PickupSandbox implements PickupPointProvider {
  latencyMs: number;
  mode: SandboxMode;

  constructor(options: PickupSandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 150;
    this.mode = options.mode ?? 'up';
  }

  private async answer<T>(value: () => T): Promise<T> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    if (this.mode === 'down') throw new PickupProviderUnavailable('sandbox outage');
    return value();
  }

  search(query: PickupSearch): Promise<PickupPoint[]> {
    return this.answer(() => {
      const area = locate(query);
      if (!area) return [];
      return SANDBOX_POINTS.map((p) => ({
        ...p,
        distanceEnMetre: distanceMetres(area.lat, area.lng, p.coordGeolocalisationLatitude, p.coordGeolocalisationLongitude),
      }))
        .filter((p) => p.distanceEnMetre <= RADIUS_METRES)
        .sort((a, b) => a.distanceEnMetre - b.distanceEnMetre || a.identifiant.localeCompare(b.identifiant))
        .slice(0, MAX_RESULTS);
    });
  }

  find(pickupId: string, networkCode: string): Promise<PickupPoint | null> {
    return this.answer(() => SANDBOX_POINTS.find((p) => p.identifiant === pickupId && p.reseau === networkCode) ?? null);
  }
}
