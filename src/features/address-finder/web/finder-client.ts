import {
  FINDER,
  type FinderCall,
  type FinderLanguage,
  type FinderParams,
  type FindItem,
  type GeoLocationItem,
  type Ip2CountryItem,
  type RetrieveItem,
  finderMessage,
  finderRequest,
  isErrorItem,
} from '../domain';

/** A lookup that failed, with the message the shopper sees. */
export class FinderLookupError extends Error {
  constructor(
    message: string,
    /** 'service': Loqate answered an error item; otherwise the request itself failed. */
    readonly kind: 'service' | 'http' | 'network' | 'timeout',
  ) {
    super(message);
    this.name = 'FinderLookupError';
  }
}

export interface FinderClientOptions {
  serviceUrl: string;
  key: string;
  language: FinderLanguage;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The browser's side of the finder service: GET (POST past 2000 characters), a 5 s timeout, Loqate's error items as failures. */
export function createFinderClient(options: FinderClientOptions) {
  const timeoutMs = options.timeoutMs ?? FINDER.timeoutMs;
  const message = (key: Parameters<typeof finderMessage>[1], values?: Record<string, string>) => finderMessage(options.language, key, values);

  async function call<T>(name: FinderCall, params: FinderParams, signal?: AbortSignal): Promise<T[]> {
    const request = finderRequest(options.serviceUrl, name, { Key: options.key, ...params });
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortWith = () => controller.abort();
    signal?.addEventListener('abort', abortWith);
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(request.url, {
        method: request.method,
        headers: request.body ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
        body: request.body,
        signal: controller.signal,
        credentials: 'omit',
      });
      if (!response.ok) throw new FinderLookupError(message('requestError', { detail: `${response.status} ${response.statusText}`.trim() }), 'http');
      const answer = (await response.json()) as { Items?: unknown };
      if (!Array.isArray(answer.Items)) throw new FinderLookupError(message('requestFailed'), 'network');
      const failure = answer.Items.find(isErrorItem);
      if (failure) throw new FinderLookupError(`${message('serviceError')} ${failure.Description}`, 'service');
      return answer.Items as T[];
    } catch (error) {
      if (error instanceof FinderLookupError) throw error;
      if (timedOut) throw new FinderLookupError(message('requestTimedOut'), 'timeout');
      if (signal?.aborted) throw error;
      throw new FinderLookupError(message('requestFailed'), 'network');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortWith);
    }
  }

  return {
    find: (params: { text: string; container?: string; countries: string; limit?: number }, signal?: AbortSignal) =>
      call<FindItem>(
        'find',
        { Text: params.text, Container: params.container, Countries: params.countries, Limit: params.limit ?? FINDER.lookupLimit, Language: options.language },
        signal,
      ),
    retrieve: (id: string, signal?: AbortSignal) => call<RetrieveItem>('retrieve', { Id: id }, signal),
    geolocation: (latitude: number, longitude: number, signal?: AbortSignal) =>
      call<GeoLocationItem>(
        'geolocation',
        { Latitude: latitude, Longitude: longitude, Radius: FINDER.geolocationRadius, Items: FINDER.geolocationMaxItems },
        signal,
      ),
    utilities: (text: string, utilCodeType: string, signal?: AbortSignal) => call<FindItem>('utilities', { Text: text, UtilCodeType: utilCodeType }, signal),
    ip2country: (signal?: AbortSignal) => call<Ip2CountryItem>('ip2country', {}, signal),
  };
}

export type FinderClient = ReturnType<typeof createFinderClient>;
