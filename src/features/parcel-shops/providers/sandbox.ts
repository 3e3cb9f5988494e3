import type { ParcelShop } from '../domain';
import { type ServicePointFinder, type ServicePointQuery, ServicePointUnavailable } from './port';
import { SANDBOX_TOWNS, SHOP_KINDS, STREETS, type SandboxTown } from './sandbox-towns';

/** Postcodes that steer the sandbox from the browser: none found, and the service down. */
export const SANDBOX_NO_SHOPS_POSTCODE = '00000';
export const SANDBOX_OUTAGE_POSTCODE = '99999';

export interface SandboxOptions {
  /** Each answer takes between min and max milliseconds (deterministic per postcode). */
  latencyMs?: { min: number; max: number };
  /** Every call fails as an outage while set. */
  outage?: boolean;
  /** At most this many shops per answer. */
  maxShops?: number;
}

/** FNV-1a: the same postcode always gives the same shops. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  // Final mix (murmur3's), so that postcodes one character apart differ in every bit.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function townFor(postcode: string, countryId: string): SandboxTown | undefined {
  const department = postcode.slice(0, 2);
  const inCountry = SANDBOX_TOWNS.filter((t) => t.countryId === countryId);
  const exact = inCountry.find((t) => t.department === department);
  if (exact) return exact;
  const number = Number.parseInt(department, 10);
  if (!Number.isFinite(number)) return undefined;
  // The nearest département with a town, by number (close numbers are often neighbours).
  return [...inCountry].sort((a, b) => Math.abs(Number(a.department) - number) - Math.abs(Number(b.department) - number))[0];
}

/** Metres to degrees near a latitude. */
function offset(latitude: number, northMetres: number, eastMetres: number): { lat: number; lon: number } {
  const lat = northMetres / 111_320;
  const lon = eastMetres / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return { lat, lon };
}

/** The local twin of the service point finder: seeded shops around real towns, latency and a steerable outage. */
export class SandboxServicePointFinder implements ServicePointFinder {
  private options: Required<SandboxOptions>;

  constructor(options: SandboxOptions = {}) {
    this.options = { latencyMs: { min: 150, max: 450 }, outage: false, maxShops: 6, ...options };
  }

  /** Steers the twin (tests, demos): latency, outage, answer size. */
  configure(options: SandboxOptions): void {
    this.options = { ...this.options, ...options };
  }

  async nearest(query: ServicePointQuery): Promise<ParcelShop[]> {
    const postcode = query.postcode.toUpperCase();
    const seed = hash(`${query.countryId}:${postcode}`);
    const { min, max } = this.options.latencyMs;
    await new Promise((resolve) => setTimeout(resolve, min + (seed % Math.max(1, max - min + 1))));
    if (this.options.outage || postcode === SANDBOX_OUTAGE_POSTCODE) throw new ServicePointUnavailable('outage');
    if (postcode === SANDBOX_NO_SHOPS_POSTCODE || !/^\d{5}$/.test(postcode)) return [];
    const town = townFor(postcode, query.countryId);
    if (!town) return [];
    const count = Math.min(query.limit ?? this.options.maxShops, this.options.maxShops, 3 + (seed % 4));
    const shops: ParcelShop[] = [];
    const labels = new Set<string>();
    for (let i = 0; i < count; i++) {
      const h = hash(`${postcode}:${i}`);
      const distance = 150 + i * 400 + (h % 350);
      const angle = ((h >>> 8) % 360) * (Math.PI / 180);
      const d = offset(town.latitude, Math.cos(angle) * distance, Math.sin(angle) * distance);
      const street = STREETS[(h >>> 12) % STREETS.length];
      // Two shops of one answer never share a name.
      let k = (h >>> 4) % SHOP_KINDS.length;
      while (labels.has(`${SHOP_KINDS[k]} ${street.split(' ').slice(-1)[0]}`)) k = (k + 1) % SHOP_KINDS.length;
      const kind = SHOP_KINDS[k];
      labels.add(`${kind} ${street.split(' ').slice(-1)[0]}`);
      shops.push({
        id: `${query.countryId}${postcode}${String(i + 1).padStart(2, '0')}`,
        label: `${kind} ${street.split(' ').slice(-1)[0]}`,
        company: kind,
        street: `${1 + ((h >>> 16) % 120)} ${street}`,
        city: town.city,
        postcode,
        countryId: query.countryId,
        latitude: Number((town.latitude + d.lat).toFixed(6)),
        longitude: Number((town.longitude + d.lon).toFixed(6)),
        distance,
      });
    }
    return shops;
  }
}
