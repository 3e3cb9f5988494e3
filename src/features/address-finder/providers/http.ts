import { type FinderCall, type FinderParams, finderRequest } from '../domain';
import {
  type AddressFinderPort,
  type FindRequest,
  FinderUnavailableError,
  type GeoLocationRequest,
  type Ip2CountryRequest,
  type RetrieveRequest,
  type UtilitiesRequest,
} from './port';

export interface HttpFinderOptions {
  /** The service's base URL ('https://api.addressy.com', or the sandbox's). */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The finder service over HTTP (Loqate's json3 endpoints): an unreachable service or a non-200 answer throws FinderUnavailableError. */
export function createHttpFinder(options: HttpFinderOptions): AddressFinderPort {
  const doFetch = options.fetch ?? fetch;
  async function call<T>(name: FinderCall, params: FinderParams, headers: Record<string, string> = {}): Promise<{ Items: T[] }> {
    const request = finderRequest(options.baseUrl, name, params);
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method: request.method,
        headers: { ...headers, ...(request.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: request.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch {
      throw new FinderUnavailableError();
    }
    if (!response.ok) throw new FinderUnavailableError();
    return (await response.json()) as { Items: T[] };
  }
  return {
    find: (r: FindRequest) => call('find', { ...r }),
    retrieve: (r: RetrieveRequest) => call('retrieve', { ...r }),
    geolocation: (r: GeoLocationRequest) => call('geolocation', { ...r }),
    utilities: (r: UtilitiesRequest) => call('utilities', { ...r }),
    // Loqate tells the country of the caller's address: the shopper's is passed on as the forwarded one.
    ip2country: (r: Ip2CountryRequest) => call('ip2country', { Key: r.Key }, { 'x-forwarded-for': r.Ip }),
  };
}
