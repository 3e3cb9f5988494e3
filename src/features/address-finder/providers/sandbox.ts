import {
  type ErrorItem,
  FINDER,
  type FindItem,
  type GeoLocationItem,
  type Ip2CountryItem,
  type ItemsAnswer,
  type RetrieveItem,
  SANDBOX_KEY,
  finderError,
} from '../domain';
import { findCountry } from '../domain/countries';
import { type SandboxDataset, countryPlaces, generateDataset } from './dataset/generate';
import { SANDBOX_COUNTRIES } from './dataset/places';
import { containerContents, nearby, searchText } from './dataset/search';
import {
  type AddressFinderPort,
  type FindRequest,
  FinderUnavailableError,
  type GeoLocationRequest,
  type Ip2CountryRequest,
  type RetrieveRequest,
  type UtilitiesRequest,
} from './port';

/**
 * How the sandbox misbehaves: `error` answers Loqate's error item, `http` fails as an unreachable
 * service, `timeout` answers only after the browser has given up (5 s), `none` works.
 */
export type SandboxOutage = 'none' | 'error' | 'http' | 'timeout';

/** Keys that steer one store (or one test) into an outage without restarting anything. */
export const OUTAGE_KEYS: Readonly<Record<Exclude<SandboxOutage, 'none'>, string>> = {
  error: 'SB11-SB11-SB11-ERR1',
  http: 'SB11-SB11-SB11-HTTP',
  timeout: 'SB11-SB11-SB11-SLOW',
};

export interface SandboxOptions {
  /** Milliseconds before each answer (ADDRESS_FINDER_SANDBOX_LATENCY_MS; see latencyBetween). */
  latencyMs: () => number;
  /** The outage in force, read at every call (ADDRESS_FINDER_SANDBOX_OUTAGE at start; tests switch it). */
  outage: () => SandboxOutage;
  /** How long a `timeout` outage holds its answer. */
  hangMs?: number;
  dataset?: SandboxDataset;
}

/** A latency anywhere in a range (a remote service's answers do not all take the same time). */
export function latencyBetween({ min, max }: { min: number; max: number }): () => number {
  return () => min + Math.random() * Math.max(0, max - min);
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
const failure = <T>(item: ErrorItem): ItemsAnswer<T> => ({ Items: [item] });

let sharedDataset: SandboxDataset | undefined;
/** The dataset is built once per process (a few thousand addresses, about 50 ms). */
export function sandboxDataset(): SandboxDataset {
  sharedDataset ??= generateDataset();
  return sharedDataset;
}

/** Parses Countries ('GB,FRA'): ISO2 codes, or null when one is not a country. */
function countryCodes(countries: string | undefined): Set<string> | null {
  const codes = (countries || 'GB')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const iso2 = codes.map((c) => findCountry(c)?.iso2);
  return iso2.every((c): c is string => Boolean(c)) ? new Set(iso2) : null;
}

/** The local twin of Loqate Capture Interactive, over a seeded dataset of GB, FR, DE, NL and US addresses. */
export function createSandboxFinder(options: SandboxOptions): AddressFinderPort {
  const latency = options.latencyMs;
  const outage = options.outage;
  const hangMs = options.hangMs ?? FINDER.timeoutMs + 3000;
  const data = () => options.dataset ?? sandboxDataset();

  /** Waits like a remote service, then applies the outage in force; an error item when the key is refused. */
  async function admit(key: string): Promise<ErrorItem | null> {
    const mode = Object.entries(OUTAGE_KEYS).find(([, k]) => k === key)?.[0] ?? outage();
    await sleep(latency());
    if (mode === 'http') throw new FinderUnavailableError();
    if (mode === 'timeout') await sleep(hangMs);
    if (mode === 'error') return finderError('unknown');
    if (key !== SANDBOX_KEY && mode === 'none') return finderError('unknownKey');
    return null;
  }

  return {
    async find(request: FindRequest) {
      const refused = await admit(request.Key);
      if (refused) return failure<FindItem>(refused);
      const text = request.Text?.trim() ?? '';
      const limit = request.Limit ?? FINDER.lookupLimit;
      if (request.Container) {
        const container = data().containers.get(request.Container);
        return { Items: container ? containerContents(data(), container, text, limit) : [] };
      }
      if (!text) return failure<FindItem>(finderError('textOrContainerRequired'));
      const countries = countryCodes(request.Countries);
      if (!countries) return failure<FindItem>(finderError('parameterInvalid', 'Countries'));
      const items = searchText(data(), text, countries, limit);
      return { Items: [...utilityItems(text, countries), ...items].slice(0, limit) };
    },

    async retrieve(request: RetrieveRequest) {
      const refused = await admit(request.Key);
      if (refused) return failure<RetrieveItem>(refused);
      const address = data().byId.get(request.Id);
      if (!address) return failure<RetrieveItem>(finderError('idInvalid'));
      const places = countryPlaces(address.iso2)!;
      const lines = address.flat ? [`${address.flat}, ${address.building}`, address.streetLine] : [address.streetLine];
      const [line1 = '', line2 = ''] = lines;
      const label = [address.company, ...lines, address.town.name, address.town.province, address.postcode, places.name.toUpperCase()]
        .filter(Boolean)
        .join('\n');
      return {
        Items: [
          {
            Id: address.id,
            Company: address.company,
            Line1: line1,
            Line2: line2,
            Line3: '',
            Line4: '',
            Line5: '',
            City: address.town.name,
            Province: address.town.province,
            ProvinceCode: address.town.provinceCode ?? '',
            PostalCode: address.postcode,
            CountryIso2: places.iso2,
            CountryIso3: places.iso3,
            CountryName: places.name,
            Label: label,
            Type: address.company ? 'Commercial' : 'Residential',
            DataLevel: 'Premise',
          },
        ],
      };
    },

    async geolocation(request: GeoLocationRequest) {
      const refused = await admit(request.Key);
      if (refused) return failure<GeoLocationItem>(refused);
      const { Latitude: lat, Longitude: lon } = request;
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
        return failure<GeoLocationItem>(finderError('coordinatesInvalid'));
      }
      const radius = request.Radius ?? FINDER.geolocationRadius;
      const items = request.Items ?? FINDER.geolocationMaxItems;
      return { Items: nearby(data(), lat, lon, radius, items) };
    },

    async utilities(request: UtilitiesRequest) {
      const refused = await admit(request.Key);
      if (refused) return failure<FindItem>(refused);
      const digits = request.Text.replace(/\s/g, '');
      if (!/^\d+$/.test(digits) || digits.length < FINDER.utilityMinDigits) return failure<FindItem>(finderError('utilityTextInvalid'));
      const type = request.UtilCodeType.toUpperCase();
      if (type !== 'MPAN' && type !== 'MPRN') return failure<FindItem>(finderError('utilityTypeInvalid'));
      // A meter point is one British address: the same number always finds the same one.
      const british = data().addresses.filter((a) => a.iso2 === 'GB');
      const address = british[hashText(`${type}:${digits}`) % british.length];
      const found = searchText(data(), `${address.text} ${address.postcode}`, new Set(['GB']), 50).find((i) => i.Id === address.id);
      return { Items: found ? [{ ...found, Highlight: '' }] : [] };
    },

    async ip2country(request: Ip2CountryRequest) {
      const refused = await admit(request.Key);
      if (refused) return failure<Ip2CountryItem>(refused);
      const places = isLocalAddress(request.Ip) ? SANDBOX_COUNTRIES[0] : SANDBOX_COUNTRIES[hashText(request.Ip) % SANDBOX_COUNTRIES.length];
      return { Items: [{ Iso2: places.iso2, Iso3: places.iso3, Name: places.name }] };
    },
  };
}

/** Meter number lookups, offered first when the search holds enough digits and Britain is searched. */
function utilityItems(text: string, countries: ReadonlySet<string>): FindItem[] {
  const digits = text.replace(/\D/g, '');
  if (digits.length < FINDER.utilityMinDigits || !countries.has('GB')) return [];
  return [
    { Id: 'MPAN', Type: 'Utility', Text: `Electricity meter ${digits}`, Highlight: '', Description: 'Find the address of this MPAN', Cursor: 0 },
    { Id: 'MPRN', Type: 'Utility', Text: `Gas meter ${digits}`, Highlight: '', Description: 'Find the address of this MPRN', Cursor: 0 },
  ];
}

function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function isLocalAddress(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.') || ip.startsWith('10.') || ip.startsWith('192.168.') || ip === '';
}
