import { DATE_MESSAGE, DATE_OF_BIRTH_MESSAGE } from './messages';
import { isBlank, ruleFailure, type RuleFailure } from './rule-failure';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * "Today" is always passed in. A 'YYYY-MM-DD' string is unambiguous; a Date is read in the local
 * time zone of the running code (the shopper's calendar in the browser).
 */
export type Today = Date | string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}

/** A real calendar date written YYYY-MM-DD, or null (2023-02-29 and 2024-13-01 are refused). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function toCalendarDate(today: Today): CalendarDate {
  if (typeof today === 'string') {
    const parsed = parseIsoDate(today);
    if (!parsed) throw new RangeError(`Invalid "today": ${today}`);
    return parsed;
  }
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function validateDate(value: string | null | undefined): RuleFailure | null {
  if (isBlank(value)) return null;
  return parseIsoDate(value as string) ? null : ruleFailure('date', DATE_MESSAGE);
}

/** A date of birth may be today at the latest. */
export function validateDateOfBirth(value: string | null | undefined, today: Today): RuleFailure | null {
  if (isBlank(value)) return null;
  const date = parseIsoDate(value as string);
  if (!date) return ruleFailure('date', DATE_MESSAGE);
  return compareCalendarDates(date, toCalendarDate(today)) > 0 ? ruleFailure('date_of_birth', DATE_OF_BIRTH_MESSAGE) : null;
}
