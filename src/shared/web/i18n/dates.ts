const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale the page speaks (fr-FR): its `lang`, written by the server and confirmed by startTranslations (i18n.ts). */
function pageLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en-GB';
}

/** A date written as the page's locale writes it ("4 March 2026", "4 mars 2026", "March 4, 2026"). */
export function formatDate(date: Date, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  const locale = pageLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}
