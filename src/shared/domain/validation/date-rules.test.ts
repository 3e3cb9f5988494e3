import { DATE_MESSAGE, DATE_OF_BIRTH_MESSAGE } from './messages';
import { parseIsoDate, toCalendarDate, validateDate, validateDateOfBirth } from './date-rules';

describe('validateDate (YYYY-MM-DD, real calendar dates)', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01', '', null])('accepts %j', (value) => {
    expect(validateDate(value)).toBeNull();
  });
  const invalid = ['2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00'];
  const malformed = ['24-01-01', '2024/01/01', '01-02-2024', '2024-1-1', 'today', '0000-01-01'];
  it.each([...invalid, ...malformed])('refuses %j', (value) => {
    expect(validateDate(value)).toEqual({ code: 'date', message: DATE_MESSAGE });
  });
  it('parses to parts', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('validateDateOfBirth', () => {
  const today = '2025-06-15';
  it.each([
    ['2025-06-15', null],
    ['2025-06-14', null],
    ['1980-01-01', null],
    ['2025-06-16', 'date_of_birth'],
    ['2026-01-01', 'date_of_birth'],
    ['2025-02-30', 'date'],
    ['', null],
  ])('%j → %s', (value, code) => {
    expect(validateDateOfBirth(value, today)?.code ?? null).toBe(code);
  });
  it('uses the date-of-birth text', () => {
    expect(validateDateOfBirth('2030-01-01', today)?.message).toBe(DATE_OF_BIRTH_MESSAGE);
  });
  it('accepts a Date for today, read in local time', () => {
    const localNoon = new Date(2025, 5, 15, 12);
    expect(toCalendarDate(localNoon)).toEqual({ year: 2025, month: 6, day: 15 });
    expect(validateDateOfBirth('2025-06-16', localNoon)?.code).toBe('date_of_birth');
  });
  it('throws on a malformed today (a programming error, not shopper input)', () => {
    expect(() => validateDateOfBirth('2000-01-01', 'yesterday')).toThrow(RangeError);
  });
});
