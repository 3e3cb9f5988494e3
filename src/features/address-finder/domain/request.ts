import { FINDER } from './constants';

/** The finder's calls, by their Loqate paths (spec 001 §7). */
export const FINDER_PATHS = {
  find: '/Capture/Interactive/Find/v1.10/json3.ws',
  retrieve: '/Capture/Interactive/Retrieve/v1.00/json3.ws',
  geolocation: '/Capture/Interactive/GeoLocation/v1.00/json3.ws',
  utilities: '/Capture/Interactive/Utilities/v1.00/json3.ws',
  ip2country: '/Extras/Web/Ip2Country/v1.10/json3.ws',
} as const;

export type FinderCall = keyof typeof FINDER_PATHS;
export type FinderParams = Record<string, string | number | boolean | undefined>;

export interface FinderRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Form-encoded fields of a POST. */
  body?: string;
}

function encode(params: FinderParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  return search.toString();
}

/** GET with the fields in the query, or POST with them as a form when that URL would pass 2000 characters. */
export function finderRequest(serviceUrl: string, call: FinderCall, params: FinderParams): FinderRequest {
  const url = `${serviceUrl}${FINDER_PATHS[call]}`;
  const query = encode(params);
  const getUrl = query ? `${url}?${query}` : url;
  return getUrl.length > FINDER.urlLengthLimit ? { method: 'POST', url, body: query } : { method: 'GET', url: getUrl };
}
