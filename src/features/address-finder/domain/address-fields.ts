import type { RetrieveItem } from './types';

/** A retrieved address as the checkout's address form holds it. */
export interface FinderAddress {
  /** Two street lines: the premise and street first, the rest joined in the second. */
  street: [string, string];
  company: string;
  city: string;
  /** The province as named (a region the form may list). */
  region: string;
  /** The province's code ('CA'), where the country has codes. */
  regionCode: string;
  postcode: string;
  /** ISO2. */
  country_id: string;
}

/**
 * Retrieve item → address fields. The form has two street lines: Line1 stays first; Line2–Line5 share
 * the second. A company is its own field, and is dropped from the lines when the service repeats it there.
 */
export function toFinderAddress(item: RetrieveItem): FinderAddress {
  const company = item.Company.trim();
  const lines = [item.Line1, item.Line2, item.Line3, item.Line4, item.Line5].map((l) => l.trim()).filter((l) => l !== '' && l !== company);
  const [first = '', ...rest] = lines;
  return {
    street: [first, rest.join(', ')],
    company,
    city: item.City.trim(),
    region: item.Province.trim(),
    regionCode: item.ProvinceCode.trim(),
    postcode: item.PostalCode.trim(),
    country_id: item.CountryIso2.trim().toUpperCase(),
  };
}
