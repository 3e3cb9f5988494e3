/** A country's name in a locale's own language (GB in fr-FR → Royaume-Uni); its code where the runtime has no name. */
export function countryNameIn(locale: string, countryId: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
