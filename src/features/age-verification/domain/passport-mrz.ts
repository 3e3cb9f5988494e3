import { parse } from 'mrz';
import { ruleFailure, type RuleFailure } from '../../../shared/domain/validation/rule-failure';
import { PASSPORT_EXPIRY_MISMATCH, PASSPORT_MRZ_INVALID } from './messages';

/** A passport's second MRZ line (ICAO 9303, TD3) is 44 characters. */
const TD3_LINE_LENGTH = 44;
/** Longest line a shopper may type (spaces are removed first). */
export const MRZ_INPUT_MAX_LENGTH = 88;

export interface PassportLine {
  /** The 44-character line with its fillers (`<`), as printed. */
  line: string;
  documentNumber: string;
  nationality: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** YYYY-MM-DD. */
  expiryDate: string;
  sex: 'male' | 'female' | 'unspecified';
}

const VALUE = (c: string): number => (c === '<' ? 0 : c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55);
const WEIGHTS = [7, 3, 1];

/** ICAO 9303 check digit: values (digits, A–Z → 10–35, `<` → 0) weighted 7, 3, 1, sum mod 10. */
export function mrzCheckDigit(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += VALUE(text[i]) * WEIGHTS[i % 3];
  return String(sum % 10);
}

const pad = (text: string, length: number) => text + '<'.repeat(length - text.length);

/**
 * The 44-character lines the typed text can stand for. The shopper types the line without its
 * chevrons (spec 001 §2), so the field boundaries are found again by trying each length of the
 * variable fields (document number 1–9, nationality 1–3 letters, personal number 0–14) and keeping
 * the arrangements whose check digits hold.
 */
function candidates(compact: string): string[] {
  const found: string[] = [];
  for (let docLength = 1; docLength <= 9; docLength++) {
    const documentNumber = compact.slice(0, docLength);
    const docCheck = compact[docLength];
    if (docCheck !== mrzCheckDigit(pad(documentNumber, 9))) continue;
    for (let natLength = 1; natLength <= 3; natLength++) {
      const nationality = compact.slice(docLength + 1, docLength + 1 + natLength);
      if (!/^[A-Z]+$/.test(nationality) || nationality.length !== natLength) continue;
      let at = docLength + 1 + natLength;
      const birth = compact.slice(at, at + 7);
      if (!/^\d{7}$/.test(birth) || birth[6] !== mrzCheckDigit(birth.slice(0, 6))) continue;
      at += 7;
      for (const sex of ['M', 'F', '<']) {
        let sexAt = at;
        if (sex !== '<') {
          if (compact[sexAt] !== sex) continue;
          sexAt += 1;
        }
        const expiry = compact.slice(sexAt, sexAt + 7);
        if (!/^\d{7}$/.test(expiry) || expiry[6] !== mrzCheckDigit(expiry.slice(0, 6))) continue;
        const rest = compact.slice(sexAt + 7);
        // The rest is the personal number, its check digit (absent when there is none) and the composite.
        for (let personalLength = 0; personalLength <= 14; personalLength++) {
          const personal = rest.slice(0, personalLength);
          const expected = personalLength === 0 ? 1 : personalLength + 2;
          if (rest.length !== expected || personal.length !== personalLength) continue;
          const personalCheck = personalLength === 0 ? '<' : rest[personalLength];
          const line =
            pad(documentNumber, 9) + docCheck + pad(nationality, 3) + birth + sex + expiry + pad(personal, 14) + personalCheck + rest[rest.length - 1];
          if (line.length === TD3_LINE_LENGTH) found.push(line);
        }
      }
    }
  }
  return found;
}

function fullDate(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | null {
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  const thisYear = today.getUTCFullYear() % 100;
  const century = kind === 'birth' ? (yy > thisYear ? 1900 : 2000) : yy > thisYear + 20 ? 1900 : 2000;
  const date = new Date(Date.UTC(century + yy, mm - 1, dd));
  if (date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads the passport's second MRZ line as typed (with or without chevrons, any case, spaces ignored)
 * and checks every ICAO 9303 check digit with the `mrz` library. Null when it is not a valid line.
 */
export function readPassportLine(input: string, today: Date): PassportLine | null {
  const typed = input.replace(/\s+/g, '').toUpperCase();
  if (typed.length === 0 || typed.length > MRZ_INPUT_MAX_LENGTH || !/^[A-Z0-9<]+$/.test(typed)) return null;
  const lines = typed.length === TD3_LINE_LENGTH && typed.includes('<') ? [typed] : candidates(typed.replace(/</g, ''));
  for (const line of lines) {
    const nationality = line.slice(10, 13).replace(/</g, '');
    // The first line is not asked for: one with the same state lets the library check the second.
    const result = parse([pad(`P<${pad(nationality, 3)}`, TD3_LINE_LENGTH), line]);
    // Issuing state and nationality are not judged (ICAO's own specimen uses the fictional "UTO").
    const ok = result.details.every((d) => d.valid || d.field === 'issuingState' || d.field === 'nationality');
    if (!ok || result.format !== 'TD3') continue;
    const birthDate = fullDate(line.slice(13, 19), 'birth', today);
    const expiryDate = fullDate(line.slice(21, 27), 'expiry', today);
    if (!birthDate || !expiryDate) continue;
    const sex = line[20] === 'M' ? 'male' : line[20] === 'F' ? 'female' : 'unspecified';
    return { line, documentNumber: line.slice(0, 9).replace(/</g, ''), nationality, birthDate, expiryDate, sex };
  }
  return null;
}

/** The passport proof's fields (spec 001 §2): the MRZ line and the expiry date typed beside it must agree. */
export function checkPassportProof(
  mrzInput: string,
  expiryDate: string,
  today: Date,
): { ok: true; passport: PassportLine } | { ok: false; failure: RuleFailure } {
  const passport = readPassportLine(mrzInput, today);
  if (!passport) return { ok: false, failure: ruleFailure('passport_mrz', PASSPORT_MRZ_INVALID) };
  if (passport.expiryDate !== expiryDate) return { ok: false, failure: ruleFailure('passport_expiry', PASSPORT_EXPIRY_MISMATCH) };
  return { ok: true, passport };
}
