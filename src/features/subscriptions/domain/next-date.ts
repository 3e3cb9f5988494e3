import { type Clock, storeToday } from '../../../shared/domain/clock';

/** A line's subscription choice (`product_option.extension_attributes.subscription_option`). */
export interface SubscriptionChoice {
  create_new_subscription_at_checkout: boolean;
  /** Months between deliveries; 0 for none. */
  interval: number;
}

/** Spec 002 §4: a line is a new subscription when it is created at checkout with an interval set. */
export function isNewSubscription(choice: SubscriptionChoice | null | undefined): choice is SubscriptionChoice {
  return Boolean(choice?.create_new_subscription_at_checkout) && (choice?.interval ?? 0) > 0;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * An ISO date (yyyy-mm-dd) some months on. Not shown in the spec: a day the later month does not have
 * becomes that month's last day (31 Jan + 1 month is 28 or 29 Feb), so a subscription never skips a month.
 */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** dd/mm/yy from an ISO date (spec 002 §9). */
export function shortDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year.slice(-2)}`;
}

/**
 * Spec 002 §4, §9: the next processing date of a subscription placed today, one interval ahead, as
 * dd/mm/yy. "Today" is the store's calendar day, so an order at 00:30 in London is dated that day.
 */
export function nextProcessingDate(clock: Clock, timeZone: string, intervalMonths: number): string {
  return shortDate(nextProcessingDay(clock, timeZone, intervalMonths));
}

/** The same date as yyyy-mm-dd: the day a subscription made now first renews on. */
export function nextProcessingDay(clock: Clock, timeZone: string, intervalMonths: number): string {
  return addMonthsIso(storeToday(clock, timeZone), intervalMonths);
}
