import { ruleFailure, type RuleFailure } from '../../../shared/domain/validation/rule-failure';
import { DRIVING_LICENCE_INVALID } from './messages';

const DRIVING_LICENCE_LENGTH = 16;

export interface DrivingLicence {
  number: string;
  /** The first five letters of the surname as printed (without the 9s that pad it). */
  surnameBlock: string;
  /** Two-digit year of birth (the century is not on the licence). */
  birthYearDigits: number;
  birthMonth: number;
  birthDay: number;
  sex: 'male' | 'female';
}

/**
 * A UK (DVLA) driving licence number: the surname's first five letters padded with 9s, the date of
 * birth as decade digit, month (plus 5 in its first digit for a woman), day and year digit, two
 * initials padded with 9, a digit, then two check characters. Spaces are ignored, any case.
 */
export function readDrivingLicence(input: string): DrivingLicence | null {
  const number = input.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{1,5}9{0,4})(\d)(\d)(\d)(\d{2})(\d)([A-Z][A-Z9])(\d)([A-Z0-9]{2})$/.exec(number);
  if (!match || number.length !== DRIVING_LICENCE_LENGTH || match[1].length !== 5) return null;
  const [, surname, decade, monthTens, monthUnits, day, year, initials] = match;
  if (initials[0] === '9') return null;
  const female = Number(monthTens) >= 5;
  const month = (Number(monthTens) - (female ? 5 : 0)) * 10 + Number(monthUnits);
  const birthDay = Number(day);
  if (month < 1 || month > 12 || birthDay < 1 || birthDay > 31) return null;
  return {
    number,
    surnameBlock: surname.replace(/9+$/, ''),
    birthYearDigits: Number(decade) * 10 + Number(year),
    birthMonth: month,
    birthDay,
    sex: female ? 'female' : 'male',
  };
}

/** The licence's surname block for a surname: its first five letters, padded with 9s. */
export function licenceSurnameBlock(surname: string): string {
  const letters = surname
    .toUpperCase()
    .replace(/^MAC/, 'MC')
    .replace(/[^A-Z]/g, '')
    .slice(0, 5);
  return letters.padEnd(5, '9');
}

export function checkDrivingLicence(input: string): { ok: true; licence: DrivingLicence } | { ok: false; failure: RuleFailure } {
  const licence = readDrivingLicence(input);
  return licence ? { ok: true, licence } : { ok: false, failure: ruleFailure('driving_licence', DRIVING_LICENCE_INVALID) };
}
