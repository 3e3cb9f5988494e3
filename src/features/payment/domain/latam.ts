import { isBlank, type RuleFailure } from '../../../shared/domain/validation/rule-failure';
import { CPF_NOT_ASKED_MESSAGE, INSTALMENT_REQUIRED_MESSAGE, INSTALMENTS_NOT_OFFERED_MESSAGE, ONE_PAYMENT } from './messages';
import { providerFailure } from './provider-codes';
import type { WorldpaySettings } from './settings';

/** Countries where card instalments are offered (spec 002 §9). */
const INSTALMENT_COUNTRIES = ['AR', 'BZ', 'BR', 'CL', 'CO', 'CR', 'SV', 'GT', 'HN', 'MX', 'NI', 'PA', 'PE'] as const;
/** The CPF/CNPJ tax number is asked only in Brazil, which also receives the shipping fee. */
export const CPF_COUNTRY = 'BR';

type Text = string | null | undefined;
const upper = (country: Text) => (country ?? '').trim().toUpperCase();

export function offersInstalments(countryId: Text, settings: Pick<WorldpaySettings, 'cc'>): boolean {
  return settings.cc.instalmentEnabled && (INSTALMENT_COUNTRIES as readonly string[]).includes(upper(countryId));
}

export function asksCpf(countryId: Text, settings: Pick<WorldpaySettings, 'cc'>): boolean {
  return settings.cc.cpfEnabled && upper(countryId) === CPF_COUNTRY;
}

/** The statement text shows beside the CPF or the instalments, where the store asks for it. */
export function asksStatement(countryId: Text, settings: Pick<WorldpaySettings, 'cc'>): boolean {
  return settings.cc.statementEnabled && (asksCpf(countryId, settings) || offersInstalments(countryId, settings));
}

/** The gateway prints at most this many characters of the statement text on the shopper's statement. */
export const STATEMENT_MAX_LENGTH = 50;

/** `worldpay/latam/types`' answer for a country: its configured counts, comma separated ('' elsewhere). */
export function instalmentTypesAnswer(countryId: Text, settings: Pick<WorldpaySettings, 'cc'>): string {
  return offersInstalments(countryId, settings) ? (settings.cc.instalmentTypes[upper(countryId)] ?? '') : '';
}

/** The instalment choices from that answer: 'One Payment' always first, then each distinct count above 1. */
export function instalmentOptions(answer: Text): string[] {
  const counts = (answer ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,2}$/.test(part) && Number(part) > 1);
  return [ONE_PAYMENT, ...new Set(counts.map((c) => String(Number(c))))];
}

/** A check digit of the CPF/CNPJ scheme: weighted sum mod 11, 0 when the remainder is below 2. */
function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** A Brazilian CPF (11 digits) with both check digits right; repeated digits (111.111.111-11) refused. */
export function isValidCpf(value: string): boolean {
  const d = value.replace(/[.\-/\s]/g, '');
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
}

/** A Brazilian CNPJ (14 digits) with both check digits right. */
export function isValidCnpj(value: string): boolean {
  const d = value.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[12]) && second === Number(d[13]);
}

/** CPF or CNPJ, required where asked (Brazil): CCAM20 on a bad format or check digit. */
export function validateCpf(value: Text, countryId: Text, settings: Pick<WorldpaySettings, 'cc' | 'messages'>): RuleFailure | null {
  if (!asksCpf(countryId, settings)) return null;
  const text = (value ?? '').trim();
  return isValidCpf(text) || isValidCnpj(text) ? null : providerFailure('CCAM20', settings.messages);
}

/** The statement text (transaction purpose): letters, digits and spaces, required when CPF or instalments are asked (CCAM21). */
export function validateStatement(value: Text, required: boolean, settings: Pick<WorldpaySettings, 'messages'>): RuleFailure | null {
  if (isBlank(value)) return required ? providerFailure('CCAM21', settings.messages) : null;
  const text = (value as string).trim();
  return /^[\p{L}\p{N} ]+$/u.test(text) && text.length <= STATEMENT_MAX_LENGTH ? null : providerFailure('CCAM21', settings.messages);
}

/** The instalment choice, required when shown, and one of the offered options. */
export function validateInstalment(value: Text, options: readonly string[]): RuleFailure | null {
  return value && options.includes(value) ? null : { code: 'instalment', message: INSTALMENT_REQUIRED_MESSAGE };
}

/** The Latin-American fields of a card payment, in the form's order. */
export function validateLatamFields(
  fields: { cpf?: Text; instalment?: Text; statement?: Text },
  countryId: Text,
  settings: Pick<WorldpaySettings, 'cc' | 'messages'>,
): RuleFailure[] {
  const cpfShown = asksCpf(countryId, settings);
  const instalmentShown = offersInstalments(countryId, settings);
  const failures = [
    validateCpf(fields.cpf, countryId, settings),
    instalmentShown ? validateInstalment(fields.instalment, instalmentOptions(instalmentTypesAnswer(countryId, settings))) : null,
    settings.cc.statementEnabled ? validateStatement(fields.statement, cpfShown || instalmentShown, settings) : null,
  ];
  return failures.filter((f): f is RuleFailure => f !== null);
}

/** What the gateway's authorise carries for a Latin-American card payment (the shipping fee is added by the server, for Brazil). */
interface LatamPayment {
  /** Digits only; Brazil only. */
  cpf?: string;
  /** 1 for 'One Payment'. */
  instalments?: number;
  statementNarrative?: string;
}

export type LatamReadResult = { ok: true; latam: LatamPayment | null } | { ok: false; failure: RuleFailure };

/**
 * Reads the Latin-American fields of a card payment's `additional_data` (`cpf`, `instalment`,
 * `statementNarrative`, or the spec's `statement`) for the billing country, with the store's rules and
 * texts: the first failure in the form's order, or what the gateway is to receive (null where the country
 * asks for none). A CPF sent for a billing address outside Brazil, or instalments where none are
 * offered, is refused rather than passed on or kept.
 */
export function readLatamPayment(
  data: Record<string, unknown> | null | undefined,
  countryId: Text,
  settings: Pick<WorldpaySettings, 'cc' | 'messages'>,
): LatamReadResult {
  const text = (key: string): string => {
    const value = data?.[key];
    if (value === undefined || value === null) return '';
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '\u0000';
  };
  const cpf = text('cpf');
  const instalment = text('instalment');
  const statement = text('statementNarrative') || text('statement');
  const cpfShown = asksCpf(countryId, settings);
  const instalmentShown = offersInstalments(countryId, settings);
  if (cpf && !cpfShown) return { ok: false, failure: { code: 'cpf', message: CPF_NOT_ASKED_MESSAGE } };
  if (instalment && !instalmentShown && instalment !== ONE_PAYMENT)
    return { ok: false, failure: { code: 'instalment', message: INSTALMENTS_NOT_OFFERED_MESSAGE } };
  const [failure] = validateLatamFields({ cpf, instalment, statement }, countryId, settings);
  if (failure) return { ok: false, failure };
  if (!cpfShown && !instalmentShown) return { ok: true, latam: null };
  const latam: LatamPayment = {};
  if (cpfShown) latam.cpf = cpf.replace(/\D/g, '');
  if (instalmentShown) latam.instalments = instalment === ONE_PAYMENT ? 1 : Number(instalment);
  if (asksStatement(countryId, settings) && statement) latam.statementNarrative = statement;
  return { ok: true, latam };
}
