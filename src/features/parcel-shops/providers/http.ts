import { z } from 'zod';
import type { ParcelShop } from '../domain';
import { type ServicePointFinder, type ServicePointQuery, ServicePointUnavailable } from './port';

const point = z.object({
  Identity: z.object({ Id: z.string().min(1).max(64), DisplayName: z.string().max(200) }),
  Distance: z.coerce.number().nonnegative(),
  StreetName: z.string().max(255),
  PostCode: z.string().max(16),
  City: z.string().max(128),
  Coordinate: z.object({ Northing: z.coerce.number().min(-90).max(90), Easting: z.coerce.number().min(-180).max(180) }),
});
// The service answers one point as an object and several as a list; none as "NULL" or an empty list.
const answer = z.union([
  z.literal('NULL'),
  z.object({
    GetNearestServicePointsResponse: z.object({
      ServicePoints: z.union([z.literal(''), z.null(), z.object({ NearbyServicePoint: z.union([point, z.array(point).max(100)]).optional() })]),
    }),
  }),
]);

export interface HttpFinderOptions {
  /** The service's base address, e.g. https://servicepoints.example.com/v1/ */
  baseUrl: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The service point finder over HTTP: DHL's GetNearestServicePoints answer, asked by postcode. */
export class HttpServicePointFinder implements ServicePointFinder {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpFinderOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
  }

  async nearest(query: ServicePointQuery): Promise<ParcelShop[]> {
    const url = new URL('servicepoints/nearest', this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    url.searchParams.set('countryCode', query.countryId);
    url.searchParams.set('postalCode', query.postcode);
    if (query.city) url.searchParams.set('city', query.city);
    if (query.street) url.searchParams.set('streetAddress', query.street);
    url.searchParams.set('limit', String(query.limit ?? 10));
    let response: Response;
    try {
      response = await this.fetch(url, { headers: { accept: 'application/json', 'x-api-key': this.options.key }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new ServicePointUnavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'outage');
    }
    if (response.status === 404) return [];
    if (!response.ok) throw new ServicePointUnavailable('outage');
    const parsed = answer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ServicePointUnavailable('bad_answer');
    if (parsed.data === 'NULL') return [];
    const servicePoints = parsed.data.GetNearestServicePointsResponse.ServicePoints;
    const found = servicePoints ? servicePoints.NearbyServicePoint : undefined;
    const points = found === undefined ? [] : Array.isArray(found) ? found : [found];
    return points
      .map(
        (p): ParcelShop => ({
          id: p.Identity.Id,
          label: p.Identity.DisplayName,
          company: p.Identity.DisplayName,
          street: p.StreetName,
          city: p.City,
          postcode: p.PostCode,
          countryId: query.countryId,
          latitude: p.Coordinate.Northing,
          longitude: p.Coordinate.Easting,
          distance: p.Distance,
        }),
      )
      .sort((a, b) => a.distance - b.distance)
      .slice(0, query.limit ?? points.length);
  }
}
