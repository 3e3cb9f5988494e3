import { type FindItem, type GeoLocationItem, formatRanges } from '../../domain';
import type { SandboxAddress, SandboxContainer, SandboxDataset } from './generate';
import { matchRanges, searchTokens } from './text';

/** Highlight of an item for the search tokens, Loqate's way: ranges in Text ';' ranges in Description. */
function highlight(text: string, description: string, tokens: readonly string[]): string {
  return `${formatRanges(matchRanges(text, tokens))};${formatRanges(matchRanges(description, tokens))}`;
}

const plural = (count: number) => `${count} Address${count === 1 ? '' : 'es'}`;

/** A suggestion's text: the company first where there is one. */
const addressText = (address: SandboxAddress) => (address.company ? `${address.company}, ${address.text}` : address.text);

function addressItem(address: SandboxAddress, tokens: readonly string[]): FindItem {
  const text = addressText(address);
  return { Id: address.id, Type: 'Address', Text: text, Highlight: highlight(text, address.description, tokens), Description: address.description, Cursor: 0 };
}

function containerItem(container: SandboxContainer, tokens: readonly string[]): FindItem {
  const description = `${container.place} - ${plural(container.addressCount)}`;
  return {
    Id: container.id,
    Type: container.type,
    Text: container.text,
    Highlight: highlight(container.text, description, tokens),
    Description: description,
    Cursor: 0,
  };
}

const matchesAll = (haystack: string, tokens: readonly string[]) => tokens.every((t) => haystack.includes(` ${t}`));

/**
 * The addresses that may match: those holding a word that starts with the rarest token, from the
 * word index (a few thousand words), so a search does not walk every address.
 */
function candidates(data: SandboxDataset, tokens: readonly string[]): SandboxAddress[] {
  let rarest: number[][] | null = null;
  let rarestSize = Infinity;
  for (const token of tokens) {
    const lists: number[][] = [];
    let size = 0;
    for (const [word, postings] of data.words) {
      if (!word.startsWith(token)) continue;
      lists.push(postings);
      size += postings.length;
    }
    if (size === 0) return [];
    if (size < rarestSize) [rarest, rarestSize] = [lists, size];
  }
  const found = new Set<number>();
  for (const postings of rarest!) for (const i of postings) found.add(i);
  return [...found].sort((a, b) => a - b).map((i) => data.addresses[i]);
}

/**
 * Suggestions for a search. A typed house or flat number lists addresses (a building whose flats all
 * match stays one container); without one, a street with several matches is offered as its container,
 * or its postcode's when the search holds the whole postcode.
 */
export function searchText(data: SandboxDataset, text: string, countries: ReadonlySet<string>, limit: number): FindItem[] {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return [];
  const matched = candidates(data, tokens).filter((a) => countries.has(a.iso2) && matchesAll(a.haystack, tokens));
  const typedNumber = tokens.some((t) => /\d/.test(t) && matched.some((a) => a.numbers.includes(t)));
  const compact = tokens.join('');
  const groups = new Map<string, SandboxAddress[]>();
  // A street is offered as a container only when the search is about the street (not about a shop on it).
  const streetMatches = new Map<string, boolean>();
  const streetMatched = (id: string) => {
    if (!streetMatches.has(id)) streetMatches.set(id, matchesAll(data.containers.get(id)!.haystack, tokens));
    return streetMatches.get(id)!;
  };
  for (const address of matched) {
    const key = typedNumber ? (address.buildingId ?? address.id) : streetMatched(address.streetId) ? address.streetId : address.id;
    const group = groups.get(key);
    if (group) group.push(address);
    else groups.set(key, [address]);
  }
  // Suggestions whose own text holds more of the typed words come first, containers before single addresses.
  const ranked = [...groups].map(([key, group], order) => {
    const own = group.length === 1 ? group[0].ownWords : data.containers.get(key)!.ownWords;
    return { key, group, order, score: tokens.filter((t) => own.includes(` ${t}`)).length };
  });
  const isContainer = (r: { group: SandboxAddress[] }) => (r.group.length > 1 ? 1 : 0);
  ranked.sort((a, b) => b.score - a.score || isContainer(b) - isContainer(a) || a.order - b.order);
  const items: FindItem[] = [];
  for (const { key, group } of ranked) {
    if (items.length >= limit) break;
    if (group.length === 1) {
      items.push(addressItem(group[0], tokens));
      continue;
    }
    const container = data.containers.get(key)!;
    const postcodeId = container.type === 'Street' && container.postcode.replace(/\s/g, '').toLowerCase() === compact ? data.postcodeOf.get(key) : undefined;
    items.push(containerItem(postcodeId ? data.containers.get(postcodeId)! : container, tokens));
  }
  return items;
}

/** A container's contents, kept to those matching the search's words when there are any. */
export function containerContents(data: SandboxDataset, container: SandboxContainer, text: string, limit: number): FindItem[] {
  const tokens = searchTokens(text);
  const items: FindItem[] = [];
  for (const childId of container.children) {
    if (items.length >= limit) break;
    const address = data.byId.get(childId);
    if (address) {
      if (matchesAll(address.haystack, tokens)) items.push(addressItem(address, tokens));
      continue;
    }
    const building = data.containers.get(childId)!;
    const flats = building.children.map((id) => data.byId.get(id)!);
    if (flats.some((f) => matchesAll(f.haystack, tokens))) items.push(containerItem(building, tokens));
  }
  return items;
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres. */
function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** Addresses within `radius` metres of a point, nearest first. */
export function nearby(data: SandboxDataset, lat: number, lon: number, radius: number, max: number): GeoLocationItem[] {
  return data.addresses
    .map((address) => ({ address, distance: distanceMetres(lat, lon, address.lat, address.lon) }))
    .filter((x) => x.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.address.id.localeCompare(b.address.id))
    .slice(0, max)
    .map(({ address, distance }) => ({ ...addressItem(address, []), Distance: Math.round(distance) }));
}
