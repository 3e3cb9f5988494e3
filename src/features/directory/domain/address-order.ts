/** The parts of an address's place line: its town, its region (a US state's code) and its postcode. */
export interface PlaceParts {
  countryId: string;
  city: string;
  regionCode?: string | null;
  postcode?: string | null;
}

/**
 * The line that names the place, in the order the country's post writes it: '1012 LG Amsterdam' in the
 * Netherlands, 'New York, NY 10118' in the United States, the town then the postcode elsewhere (as the
 * UK writes them).
 */
export function placeLine({ countryId, city, regionCode, postcode }: PlaceParts): string {
  const code = postcode?.trim() ?? '';
  switch (countryId.toUpperCase()) {
    case 'NL':
      return [code, city].filter(Boolean).join(' ');
    case 'US':
      return [city, [regionCode, code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    default:
      return [city, code].filter(Boolean).join(' ');
  }
}
