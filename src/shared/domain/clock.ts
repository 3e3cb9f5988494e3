/** Time is passed in, never read inside rules, so that rules stay pure and testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The store's local date (YYYY-MM-DD): rule and coupon dates are calendar days in the store's time zone. */
export function storeToday(clock: Clock, timeZone: string): string {
  return dayFormat(timeZone).format(clock.now());
}

// Building a DateTimeFormat costs far more than using one: one per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** The store's local time of day ('HH:MM', 24-hour), for daily cut-offs. */
export function storeTimeOfDay(clock: Clock, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(timeZone, format);
  }
  return format.format(clock.now());
}
