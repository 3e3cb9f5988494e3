/** The address finder's wire shapes, as Loqate's Capture Interactive answers them (json3). */

/** A container type groups several addresses: a search on its Id lists them. */
export type ContainerType = 'Street' | 'Building' | 'Postcode' | 'Locality';
type FindItemType = 'Address' | ContainerType | 'Utility';

/** One suggestion of Find: an address to retrieve, a container to open, or a utility lookup to run. */
export interface FindItem {
  Id: string;
  Type: FindItemType;
  Text: string;
  /** Ranges matched in Text, then `;`, then ranges in Description: `"0-4,7-9;0-6"`. */
  Highlight: string;
  Description: string;
  /** Where the caret goes when the item's Text replaces the search text (Loqate's field; 0 when unused). */
  Cursor: number;
}

/** The full address behind an Address item. */
export interface RetrieveItem {
  Id: string;
  Company: string;
  Line1: string;
  Line2: string;
  Line3: string;
  Line4: string;
  Line5: string;
  City: string;
  Province: string;
  /** The province's code where the country has one (US state: 'CA'). */
  ProvinceCode: string;
  PostalCode: string;
  CountryIso2: string;
  CountryIso3: string;
  CountryName: string;
  /** The whole address, one line per part. */
  Label: string;
  Type: 'Residential' | 'Commercial';
  DataLevel: 'Premise' | 'Street';
}

/** An address found near a point (GeoLocation), nearest first. */
export interface GeoLocationItem extends FindItem {
  /** Metres from the point. */
  Distance: number;
}

export interface Ip2CountryItem {
  Iso2: string;
  Iso3: string;
  Name: string;
}

/** Loqate's failures: HTTP 200 with this single item. */
export interface ErrorItem {
  Error: string;
  Description: string;
  Cause: string;
  Resolution: string;
}

export interface ItemsAnswer<T> {
  Items: (T | ErrorItem)[];
}

export function isErrorItem(item: unknown): item is ErrorItem {
  return typeof item === 'object' && item !== null && 'Error' in item && typeof (item as { Error: unknown }).Error === 'string';
}
