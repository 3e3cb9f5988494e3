/** The locale the page speaks (fr-FR), set once its language is known (i18n.ts): dates are written in it. */
let pageLocale = 'en-GB';

export function setPageLocale(locale: string): void {
  pageLocale = locale;
  dateFormats.clear();
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date written as the page's locale writes it ("4 March 2026", "4 mars 2026", "March 4, 2026"). */
export function formatDate(date: Date, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(pageLocale, options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}
