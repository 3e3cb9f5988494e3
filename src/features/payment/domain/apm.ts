import { isBlank, type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import { validateEmail } from '../../../shared/domain/validation/text-rules';
import {
  ACH_ACCOUNT_MESSAGE,
  ACH_CHECK_NUMBER_MESSAGE,
  ACH_COMPANY_MESSAGE,
  ACH_ROUTING_MESSAGE,
  APM_TYPE_REQUIRED_MESSAGE,
  DIGITS_ONLY_MESSAGE,
  IDEAL_BANK_REQUIRED_MESSAGE,
  KLARNA_TYPE_MESSAGE,
} from './messages';
import { KLARNA_TYPES, type KlarnaTypeCode, type WorldpaySettings } from './settings';

/** The alternative payment types the shop knows (spec 002 §9). */
export const APM_TYPES = {
  ideal: 'IDEAL-SSL',
  klarna: 'KLARNA-SSL',
  ach: 'ACH_DIRECT_DEBIT-SSL',
} as const;

export const ACH_LIMITS = { account: 17, routing: [8, 9], checkNumber: 15, companyUnder: 40 } as const;
export const ACH_ACCOUNT_TYPES = ['Checking', 'Savings', 'Corporate', 'Corp Savings'] as const;

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

/** The APM types offered for a billing country: Klarna only where one of its options is sold. */
export function apmTypesFor(countryId: Text, settings: Pick<WorldpaySettings, 'apm'>): string[] {
  return settings.apm.types.filter((type) => type !== APM_TYPES.klarna || klarnaTypesFor(countryId, settings).length > 0);
}

/** ACH account, routing and check numbers: digits only (after spaces are removed) and the spec's lengths. */
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
