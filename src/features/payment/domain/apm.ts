import { isBlank, type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import { validateEmail } from '../../../shared/domain/validation/text-rules';
import {
  ACH_ACCOUNT_MESSAGE,
  ACH_CHECK_NUMBER_MESSAGE,
  ACH_COMPANY_MESSAGE,
  ACH_ROUTING_CHECKSUM_MESSAGE,
  ACH_ROUTING_MESSAGE,
  APM_TYPE_REQUIRED_MESSAGE,
  DIGITS_ONLY_MESSAGE,
  IDEAL_BANK_REQUIRED_MESSAGE,
  KLARNA_TYPE_MESSAGE,
} from './messages';
import { typeUsableIn } from './apm-countries';
import { KLARNA_TYPES, type KlarnaTypeCode, type WorldpaySettings } from './settings';

/** The alternative payment types the shop knows (spec 002 §9). */
export const APM_TYPES = {
  ideal: 'IDEAL-SSL',
  klarna: 'KLARNA-SSL',
  ach: 'ACH_DIRECT_DEBIT-SSL',
} as const;

const ACH_LIMITS = { account: 17, routing: [8, 9], checkNumber: 15, companyUnder: 40 } as const;
const ACH_ACCOUNT_TYPES = ['Checking', 'Savings', 'Corporate', 'Corp Savings'] as const;

type Text = string | null | undefined;

/** The worldpay_apm additional_data fields (spec 002 §3). */
export interface ApmDetails {
  cc_type?: Text;
  cc_bank?: Text;
  klarna_type?: Text;
  ach_account?: Text;
  ach_accountNumber?: Text;
  ach_routingNumber?: Text;
  ach_checknumber?: Text;
  ach_companyname?: Text;
  ach_emailaddress?: Text;
}

/** A field name with its failure, as the form shows it under the field. */
export interface FieldFailure {
  field: keyof ApmDetails;
  failure: RuleFailure;
}

/** A configured override when the store has one, else the spec's text. */
const text = (configured: string, fallback: string) => (configured.trim() ? configured : fallback);

/** The Klarna options offered in a country, in the configured order. */
export function klarnaTypesFor(countryId: Text, settings: Pick<WorldpaySettings, 'apm'>): KlarnaTypeCode[] {
  const country = (countryId ?? '').toUpperCase();
  return KLARNA_TYPES.filter((type) => settings.apm.klarna[type].includes(country));
}

/** The APM types offered for a billing country: Klarna only where one of its options is sold, iDEAL in NL, ACH in the US. */
export function apmTypesFor(countryId: Text, settings: Pick<WorldpaySettings, 'apm'>): string[] {
  const country = (countryId ?? '').toUpperCase();
  return settings.apm.types.filter((type) => (type === APM_TYPES.klarna ? klarnaTypesFor(country, settings).length > 0 : typeUsableIn(type, country)));
}

/**
 * An ABA routing number's check digit: the nine digits weighted 3, 7, 1 (repeating) add up to a
 * multiple of 10. An 8-digit number is the routing number without its check digit (the gateway adds it).
 */
export function routingNumberChecks(digits: string): boolean {
  if (!/^\d{8,9}$/.test(digits)) return false;
  if (digits.length === 8) return true;
  const weights = [3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index % 3], 0);
  return sum % 10 === 0;
}

/** ACH account, routing and check numbers: digits only (after spaces are removed) and the spec's lengths; the routing number's check digit. */
export function validateAch(details: ApmDetails, settings: Pick<WorldpaySettings, 'achMessages'>): FieldFailure[] {
  const m = settings.achMessages;
  const failures: FieldFailure[] = [];
  const digitsField = (field: keyof ApmDetails, valid: (length: number) => boolean, message: string, required: boolean) => {
    const value = details[field];
    if (isBlank(value)) {
      if (required) failures.push({ field, failure: ruleFailure('required', 'This is a required field.') });
      return;
    }
    const digits = String(value).trim();
    if (!/^\d+$/.test(digits)) failures.push({ field, failure: ruleFailure('digits', DIGITS_ONLY_MESSAGE) });
    else if (!valid(digits.length)) failures.push({ field, failure: ruleFailure(field, message) });
  };
  if (isBlank(details.ach_account)) failures.push({ field: 'ach_account', failure: ruleFailure('required', 'This is a required field.') });
  digitsField('ach_accountNumber', (n) => n <= ACH_LIMITS.account, text(m.account, ACH_ACCOUNT_MESSAGE), true);
  digitsField('ach_routingNumber', (n) => n === 8 || n === 9, text(m.routing, ACH_ROUTING_MESSAGE), true);
  const routing = String(details.ach_routingNumber ?? '').trim();
  if (/^\d{9}$/.test(routing) && !routingNumberChecks(routing)) {
    failures.push({ field: 'ach_routingNumber', failure: ruleFailure('ach_routingNumber', ACH_ROUTING_CHECKSUM_MESSAGE) });
  }
  digitsField('ach_checknumber', (n) => n <= ACH_LIMITS.checkNumber, text(m.checkNumber, ACH_CHECK_NUMBER_MESSAGE), false);
  const company = details.ach_companyname;
  if (!isBlank(company) && [...String(company)].length >= ACH_LIMITS.companyUnder) {
    failures.push({ field: 'ach_companyname', failure: ruleFailure('ach_companyname', text(m.company, ACH_COMPANY_MESSAGE)) });
  }
  const email = validateEmail(details.ach_emailaddress);
  if (email) failures.push({ field: 'ach_emailaddress', failure: email });
  return failures;
}

/**
 * The whole APM block: a type is required, a bank for iDEAL (from the store's list), a Klarna option
 * sold in the billing country, and the ACH fields for ACH direct debit.
 */
export function validateApm(details: ApmDetails, countryId: Text, settings: Pick<WorldpaySettings, 'apm' | 'achMessages'>): FieldFailure[] {
  const type = details.cc_type ?? '';
  if (!apmTypesFor(countryId, settings).includes(type)) {
    return [{ field: 'cc_type', failure: ruleFailure('apm_type', APM_TYPE_REQUIRED_MESSAGE) }];
  }
  if (type === APM_TYPES.ideal) {
    const bank = details.cc_bank ?? '';
    return settings.apm.idealBanks.some((b) => b.code === bank) ? [] : [{ field: 'cc_bank', failure: ruleFailure('ideal_bank', IDEAL_BANK_REQUIRED_MESSAGE) }];
  }
  if (type === APM_TYPES.klarna) {
    const offered: string[] = klarnaTypesFor(countryId, settings);
    return offered.includes(details.klarna_type ?? '') ? [] : [{ field: 'klarna_type', failure: ruleFailure('klarna_type', KLARNA_TYPE_MESSAGE) }];
  }
  if (type === APM_TYPES.ach) return validateAch(details, settings);
  return [];
}

const APM_FIELDS: (keyof ApmDetails)[] = [
  'cc_type',
  'cc_bank',
  'klarna_type',
  'ach_account',
  'ach_accountNumber',
  'ach_routingNumber',
  'ach_checknumber',
  'ach_companyname',
  'ach_emailaddress',
];

/**
 * The worldpay_apm additional_data as sent: each known field a string (at most 255 characters; spaces
 * inside ACH numbers removed), any other field ignored; null when a field is not text.
 */
export function readApmDetails(data: unknown): ApmDetails | null {
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) return null;
  const raw = data as Record<string, unknown>;
  const details: ApmDetails = {};
  for (const field of APM_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const textValue = String(value).trim();
    if (textValue.length > 255) return null;
    details[field] = /^ach_(accountNumber|routingNumber|checknumber)$/.test(field) ? textValue.replace(/\s+/g, '') : textValue;
  }
  return details;
}

/** ACH direct debit takes the shopper from the order to `/worldpay/threedsecure/auth`, the other types to `/worldpay/redirectresult/redirect` (spec 002 §2). */
export const APM_REDIRECT_PATH = '/worldpay/redirectresult/redirect';
export const ACH_REDIRECT_PATH = '/worldpay/threedsecure/auth';
export const apmRedirectPath = (type: Text): string => (type === APM_TYPES.ach ? ACH_REDIRECT_PATH : APM_REDIRECT_PATH);

const APM_TYPE_LABELS: Readonly<Record<string, string>> = {
  'IDEAL-SSL': 'iDEAL',
  'KLARNA-SSL': 'Klarna',
  'ACH_DIRECT_DEBIT-SSL': 'ACH Direct Debit',
  'SEPA_DIRECT_DEBIT-SSL': 'SEPA Direct Debit',
};
const KLARNA_TYPE_LABELS: Readonly<Record<KlarnaTypeCode, string>> = {
  'KLARNA_PAYLATER-SSL': 'Pay later',
  'KLARNA_SLICEIT-SSL': 'Slice it',
  'KLARNA_PAYNOW-SSL': 'Pay now',
};

/** What the payment form offers for a billing country (`POST /worldpay/apm/types`), and the store's rules for checking it in the browser. */
export interface ApmOptions {
  types: { code: string; label: string }[];
  idealBanks: { code: string; name: string }[];
  klarnaTypes: { code: KlarnaTypeCode; label: string }[];
  achAccountTypes: readonly string[];
  /** The slice of the store's settings validateApm needs, so the browser applies the same rules and texts. */
  rules: Pick<WorldpaySettings, 'apm' | 'achMessages'>;
}

export function apmOptionsFor(countryId: Text, settings: Pick<WorldpaySettings, 'apm' | 'achMessages'>): ApmOptions {
  return {
    types: apmTypesFor(countryId, settings).map((code) => ({ code, label: APM_TYPE_LABELS[code] ?? code })),
    idealBanks: settings.apm.idealBanks,
    klarnaTypes: klarnaTypesFor(countryId, settings).map((code) => ({ code, label: KLARNA_TYPE_LABELS[code] })),
    achAccountTypes: ACH_ACCOUNT_TYPES,
    rules: { apm: settings.apm, achMessages: settings.achMessages },
  };
}
