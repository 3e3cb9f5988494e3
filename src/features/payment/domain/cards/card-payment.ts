import type { Today } from '../../../../shared/domain/validation/date-rules';
import type { RuleFailure } from '../../../../shared/domain/validation/rule-failure';
import { withProviderText } from '../provider-codes';
import type { WorldpaySettings } from '../settings';
import {
  validateCardCvv,
  validateCardExpiryMonth,
  validateCardExpiryYear,
  validateCardholderName,
  validateCardNumber,
  validateCardTypeMatches,
} from './card-rules';
import type { CardTypeCode } from './card-types';
import { findCardType } from './card-types';
import { CARD_PAYMENT_ERROR, CARD_PAYMENT_REFUSED } from './card-submission';

/** `worldpay/payment/types`: the card types offered for a billing country (the country's list, else the store's). */
export function cardTypesFor(countryId: string | null | undefined, settings: Pick<WorldpaySettings, 'cc'>): CardTypeCode[] {
  const country = (countryId ?? '').trim().toUpperCase();
  return settings.cc.countryCardTypes[country] ?? settings.cc.cardTypes;
}

/** The card form as the shopper filled it, before encryption (the browser only). */
export interface CardForm {
  number: string;
  type: string;
  cvv: string;
  expiryMonth: string;
  expiryYear: string;
  name: string;
}

export type CardField = keyof CardForm;

/**
 * Every rule of the card form (spec 002 §5), field by field, the first failure of each: number (known,
 * accepted in the country, Luhn, length), the type matching the number (CTYP01 with the store's text),
 * CVV size of the type, expiry month and year (required), cardholder name.
 */
export function validateCardForm(
  form: CardForm,
  context: { countryId: string | null | undefined; today: Today },
  settings: Pick<WorldpaySettings, 'cc' | 'messages'>,
): Partial<Record<CardField, RuleFailure>> {
  const failures: Partial<Record<CardField, RuleFailure>> = {};
  const required = { code: 'required', message: 'This is a required field.' };
  const set = (field: CardField, failure: RuleFailure | null) => {
    if (failure && !failures[field]) failures[field] = failure;
  };
  const type = findCardType(form.type)?.code ?? null;
  if (!form.number.trim()) set('number', required);
  set('number', validateCardNumber(form.number, { allowedTypes: cardTypesFor(context.countryId, settings) }));
  if (!type) set('type', required);
  if (!failures.number) set('type', withProviderText(validateCardTypeMatches(form.number, form.type), settings.messages));
  if (!form.cvv.trim()) set('cvv', required);
  set('cvv', validateCardCvv(form.cvv, type));
  if (!form.expiryMonth.trim()) set('expiryMonth', required);
  set('expiryMonth', validateCardExpiryMonth(form.expiryMonth, context.today, form.expiryYear));
  if (!form.expiryYear.trim()) set('expiryYear', required);
  set('expiryYear', validateCardExpiryYear(form.expiryYear, context.today));
  set('name', validateCardholderName(form.name));
  return failures;
}

/** The gateway order code of a card payment (`C<cart>-<version>-<attempt>`), as a 3-D Secure challenge comes back with it. */
export const CHALLENGE_ORDER_CODE = /^C\d+-\d+-\d+$/;

/**
 * After a challenge the bank refused or could not run, the shopper is back at the payment step with
 * `?threeds_result=failure|error`, and the page says why with the card refusal's own words; a cancelled
 * challenge comes back without a message (the shopper chose it).
 */
export const CHALLENGE_RESULT_PARAM = 'threeds_result';

export function challengeNotPassedMessage(result: string | null): string | null {
  if (result === 'failure') return CARD_PAYMENT_REFUSED;
  if (result === 'error') return CARD_PAYMENT_ERROR;
  return null;
}
