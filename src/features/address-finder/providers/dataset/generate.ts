import type { ContainerType } from '../../domain';
import { type CountryPlaces, SANDBOX_COUNTRIES, type Town } from './places';
import { foldWords } from './text';

/** One address of the sandbox. */
export interface SandboxAddress {
  kind: 'address';
  id: string;
  iso2: string;
  /** Suggestion text: premise and street ('Flat 3, Victoria House, 12 High Street'). */
  text: string;
  description: string;
  company: string;
  /** Street line as the country writes it ('12 High Street', 'Hauptstraße 12'). */
  streetLine: string;
  flat: string;
  building: string;
  /** The house number alone, and the flat's, for telling a typed number. */
  numbers: string[];
  town: Town;
  postcode: string;
  lat: number;
  lon: number;
  /** Its street, and its building when it has one. */
  streetId: string;
  buildingId: string | null;
  haystack: string;
  /** The suggestion's own text (company first), folded: how much of a search it holds ranks it. */
  ownWords: string;
}

export interface SandboxContainer {
  kind: 'container';
  id: string;
  type: ContainerType;
  iso2: string;
  text: string;
  /** Place part of the description; the count of addresses follows it. */
  place: string;
  /** Addresses and buildings in it, in order. */
  children: string[];
  addressCount: number;
  postcode: string;
  haystack: string;
  ownWords: string;
}

export interface SandboxDataset {
  addresses: SandboxAddress[];
  containers: Map<string, SandboxContainer>;
  byId: Map<string, SandboxAddress>;
  /** Each word of the addresses' haystacks → the indexes of the addresses holding it. */
  words: Map<string, number[]>;
  /** A British street's container id → its postcode's container id. */
  postcodeOf: Map<string, string>;
}

/** Mulberry32: a small seeded generator, so every run builds the same addresses. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const GB_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const NL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';

function postcodeFor(random: Random, country: CountryPlaces, town: Town): string {
  const stem = pick(random, town.postcodes);
  if (country.iso2 === 'GB') return `${stem} ${between(random, 1, 9)}${pick(random, [...GB_INWARD_LETTERS])}${pick(random, [...GB_INWARD_LETTERS])}`;
  if (country.iso2 === 'NL') {
    let letters = '';
    // SA, SD and SS are not used in Dutch postcodes.
    do letters = pick(random, [...NL_LETTERS]) + pick(random, [...NL_LETTERS]);
    while (['SA', 'SD', 'SS'].includes(letters));
    return `${stem} ${letters}`;
  }
  return stem;
}

/** '12 High Street' in GB, FR and US; 'Hauptstraße 12' in DE and NL. */
function streetLine(country: CountryPlaces, street: string, number: string): string {
  return country.iso2 === 'DE' || country.iso2 === 'NL' ? `${street} ${number}` : `${number} ${street}`;
}

/** 'London, NW1 6XE' / '75002 Paris' / '1015 AB Amsterdam' / 'New York, NY 10001'. */
function placeLine(country: CountryPlaces, town: Town, postcode: string): string {
  if (country.iso2 === 'GB') return `${town.name}, ${postcode}`;
  if (country.iso2 === 'US') return `${town.name}, ${town.provinceCode ?? ''} ${postcode}`;
  return `${postcode} ${town.name}`;
}

const STREETS_PER_TOWN = 8;
const SEED = 20261123;

/** Builds the sandbox's addresses: every town gets streets of numbered houses, some with a building of flats. */
export function generateDataset(seed = SEED): SandboxDataset {
  const random = seededRandom(seed);
  const addresses: SandboxAddress[] = [];
  const containers = new Map<string, SandboxContainer>();
  const postcodeOf = new Map<string, string>();
  let addressNo = 0;
  let containerNo = 0;
  const nextId = (iso2: string, kind: string, n: number) => `${iso2}|SB|${kind}|${String(n).padStart(6, '0')}`;

  for (const country of SANDBOX_COUNTRIES) {
    for (const town of country.towns) {
      const streets = [...country.streets].sort(() => random() - 0.5).slice(0, STREETS_PER_TOWN);
      streets.forEach((street, streetIndex) => {
        const postcode = postcodeFor(random, country, town);
        // The first street of a town lies at its centre, so 'Use my Location' there finds it.
        const baseLat = town.lat + (streetIndex === 0 ? 0 : (random() - 0.5) * 0.04);
        const baseLon = town.lon + (streetIndex === 0 ? 0 : (random() - 0.5) * 0.06);
        const place = placeLine(country, town, postcode);
        const streetId = nextId(country.iso2, 'S', ++containerNo);
        const streetContainer: SandboxContainer = {
          kind: 'container',
          id: streetId,
          type: 'Street',
          iso2: country.iso2,
          text: street,
          place,
          children: [],
          addressCount: 0,
          postcode,
          haystack: foldWords(`${street} ${place} ${postcode.replace(/\s/g, '')}`),
          ownWords: foldWords(street),
        };
        containers.set(streetId, streetContainer);
        const houses = between(random, 6, 18);
        const step = between(random, 1, 2);
        let number = between(random, 1, 9);
        const buildingAt = random() < 0.3 ? between(random, 1, houses - 1) : -1;
        for (let h = 0; h < houses; h++, number += step) {
          const houseNumber = String(number);
          const line = streetLine(country, street, houseNumber);
          const lat = baseLat + h * 0.0001;
          const lon = baseLon + h * 0.00005;
          if (h === buildingAt) {
            const building = pick(random, country.buildings);
            const buildingId = nextId(country.iso2, 'B', ++containerNo);
            const buildingText = `${building}, ${line}`;
            const flats = between(random, 4, 8);
            const container: SandboxContainer = {
              kind: 'container',
              id: buildingId,
              type: 'Building',
              iso2: country.iso2,
              text: buildingText,
              place,
              children: [],
              addressCount: flats,
              postcode,
              haystack: foldWords(`${buildingText} ${place} ${postcode.replace(/\s/g, '')}`),
              ownWords: foldWords(buildingText),
            };
            containers.set(buildingId, container);
            streetContainer.children.push(buildingId);
            streetContainer.addressCount += flats;
            for (let f = 1; f <= flats; f++) {
              const flat = `${country.flat} ${f}`;
              const address = makeAddress({ country, town, postcode, place, line, houseNumber, flat, building, company: '', lat, lon, streetId, buildingId });
              address.id = nextId(country.iso2, 'A', ++addressNo);
              addresses.push(address);
              container.children.push(address.id);
            }
            continue;
          }
          const company = random() < 0.12 ? pick(random, country.companies) : '';
          const address = makeAddress({
            country,
            town,
            postcode,
            place,
            line,
            houseNumber,
            flat: '',
            building: '',
            company,
            lat,
            lon,
            streetId,
            buildingId: null,
          });
          address.id = nextId(country.iso2, 'A', ++addressNo);
          addresses.push(address);
          streetContainer.children.push(address.id);
          streetContainer.addressCount += 1;
        }
        if (country.iso2 === 'GB') {
          // A British postcode is a container of its own: searching 'NW1 6XE' offers it.
          const postcodeId = nextId(country.iso2, 'P', ++containerNo);
          postcodeOf.set(streetId, postcodeId);
          containers.set(postcodeId, {
            ...streetContainer,
            id: postcodeId,
            type: 'Postcode',
            text: postcode,
            place: `${street}, ${town.name}`,
            haystack: foldWords(`${postcode} ${postcode.replace(/\s/g, '')}`),
            ownWords: foldWords(postcode),
          });
        }
      });
    }
  }
  const words = new Map<string, number[]>();
  addresses.forEach((address, index) => {
    for (const word of new Set(address.haystack.trim().split(' '))) {
      const postings = words.get(word);
      if (postings) postings.push(index);
      else words.set(word, [index]);
    }
  });
  return { addresses, containers, byId: new Map(addresses.map((a) => [a.id, a])), words, postcodeOf };
}

interface AddressParts {
  country: CountryPlaces;
  town: Town;
  postcode: string;
  place: string;
  line: string;
  houseNumber: string;
  flat: string;
  building: string;
  company: string;
  lat: number;
  lon: number;
  streetId: string;
  buildingId: string | null;
}

function makeAddress(p: AddressParts): SandboxAddress {
  const text = [p.flat, p.building, p.line].filter(Boolean).join(', ');
  const flatNumber = p.flat.split(' ').at(-1) ?? '';
  return {
    kind: 'address',
    id: '',
    iso2: p.country.iso2,
    text,
    description: p.place,
    company: p.company,
    streetLine: p.line,
    flat: p.flat,
    building: p.building,
    numbers: [p.houseNumber, ...(p.flat ? [flatNumber] : [])],
    town: p.town,
    postcode: p.postcode,
    lat: p.lat,
    lon: p.lon,
    streetId: p.streetId,
    buildingId: p.buildingId,
    haystack: foldWords(`${p.company} ${text} ${p.place} ${p.postcode.replace(/\s/g, '')}`),
    ownWords: foldWords(`${p.company} ${text}`),
  };
}

export function countryPlaces(iso2: string): CountryPlaces | undefined {
  return SANDBOX_COUNTRIES.find((c) => c.iso2 === iso2);
}
