/** "350 m", "1.2 km" ("1,2 km" in German): a distance as the page's locale (its `lang`) writes it. */
export function formatDistance(metres: number): string {
  const locale = (typeof document !== 'undefined' && document.documentElement.lang) || 'en-GB';
  const [value, unit, digits] = metres < 1000 ? [Math.round(metres), 'meter', 0] : [metres / 1000, 'kilometer', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
