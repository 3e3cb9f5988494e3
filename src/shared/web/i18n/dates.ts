const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale the page speaks (fr-FR): its `lang`, written by the server and confirmed by startTranslations (i18n.ts). */
export function pageLocale(): string {
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

/** A calendar day the shop sends as `2026-12-07`, written as the page's locale writes it: that day, whatever the shopper's time zone. */
export function formatDay(isoDay: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  const day = new Date(`${isoDay}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDay : formatDate(day, { ...options, timeZone: 'UTC' });
}

/** A calendar day written short (07/12/26 in the UK, 12/07/26 in the US, 07.12.26 in Germany). */
export const SHORT_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: '2-digit' };
