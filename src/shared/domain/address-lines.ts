/**
 * The town, region and postcode of an address written in the order its country's post expects: London then
 * NW1 6XE on its own line (Royal Mail), 75002 Paris, Springfield, IL 62704. The shop's delivery countries
 * are written out here; a worldwide template library weighs more than the rest of this file's users together.
 */
export interface Locality {
  countryId: string;
  city: string;
  region?: string | null;
  postcode?: string | null;
}

/** Countries that write the postcode before the town on one line (Universal Postal Union S42 formats). */
const POSTCODE_FIRST = new Set(['FR', 'DE', 'NL', 'BE', 'LU', 'AT', 'CH', 'ES', 'IT', 'PT', 'DK', 'SE', 'NO', 'FI', 'PL', 'CZ', 'MX']);

const joined = (parts: (string | null | undefined)[], separator: string) => parts.filter((part) => part?.trim()).join(separator);

/** The locality as lines, in the country's order. */
export function localityLines({ countryId, city, region, postcode }: Locality): string[] {
  const lines = (() => {
    switch (countryId) {
      case 'GB':
      case 'IE':
        return [city, region ?? '', postcode ?? ''];
      case 'US':
      case 'CA':
      case 'AU':
        return [joined([city, joined([region, postcode], ' ')], ', ')];
      case 'BR':
        return [joined([city, region], ' - '), postcode ?? ''];
      default:
        return POSTCODE_FIRST.has(countryId) ? [joined([postcode, city], ' '), region ?? ''] : [joined([city, region, postcode], ', ')];
    }
  })();
  return lines.filter((line) => line.trim() !== '');
}
