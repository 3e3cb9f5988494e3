import { type Minor, toDecimal } from '../../../shared/domain/money';
import type { MailStore } from './messages';
import { countryNameIn } from '../../../shared/domain/country-name';

/** Money in the store's currency, written the store's way (Intl): £12.99, 12,99 €. */
export function formatMoney(store: MailStore, minor: Minor): string {
  return new Intl.NumberFormat(store.locale, { style: 'currency', currency: store.currency }).format(toDecimal(minor));
}

/** A moment as a date in the store's language and time zone: 29 November 2026. */
export function formatDate(store: MailStore, iso: string): string {
  return new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeZone: store.timeZone }).format(new Date(iso));
}

/** A calendar day (yyyy-mm-dd) in the store's language. */
export function formatCalendarDay(store: MailStore, isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A country's name in the store's language (GB → United Kingdom). */
export function countryName(store: MailStore, countryId: string): string {
  return countryNameIn(store.locale, countryId);
}
