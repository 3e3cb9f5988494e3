/** Time is passed in, never read inside rules, so that rules stay pure and testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The store's local date (YYYY-MM-DD): rule and coupon dates are calendar days in the store's time zone. */
export function storeToday(clock: Clock, timeZone: string): string {
  return byMinute(todays, timeZone, clock.now(), (at) => dayFormat(timeZone).format(at));
}

/**
 * Formatting a date in a time zone is costly and every cart call asks: a local date or time of day
 * changes only at a minute's turn (every zone's offset is whole minutes), so it is worked out once a
 * minute per zone.
 */
interface MinuteValue {
  minute: number;
  value: string;
}
const todays = new Map<string, MinuteValue>();
const timesOfDay = new Map<string, MinuteValue>();
function byMinute(memo: Map<string, MinuteValue>, timeZone: string, at: Date, format: (at: Date) => string): string {
  const minute = Math.floor(at.getTime() / 60_000);
  const known = memo.get(timeZone);
  if (known && known.minute === minute) return known.value;
  const value = format(at);
  memo.set(timeZone, { minute, value });
  return value;
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
  return byMinute(timesOfDay, timeZone, clock.now(), (at) => {
    let format = timeFormats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      timeFormats.set(timeZone, format);
    }
    return format.format(at);
  });
}
