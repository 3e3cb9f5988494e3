import { MAX_LENGTH_MESSAGE } from '../../../shared/domain/validation/messages';
import { characterCount, type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';

/** Not shown in the spec: a retailer's code is a short reference printed at the till, of at most 20 characters. */
export const RETAILER_CODE_MAX_LENGTH = 20;
/** Magento's validate-alphanum text: a code is letters and digits only. */
const RETAILER_CODE_CHARACTERS_MESSAGE = 'Please use only letters (a-z or A-Z) or numbers (0-9) only in this field. No spaces or other characters are allowed.';

const LETTERS_AND_DIGITS = /^[a-z0-9]+$/i;

/** The code as kept with the order: without surrounding spaces, upper-cased (codes are printed in capitals); null when none was entered. */
export function normaliseRetailerCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim();
  return code === '' ? null : code.toUpperCase();
}

/**
 * Spec 002 §5 'Retailer code optional': an empty field passes; a code entered is letters and digits, at most
 * RETAILER_CODE_MAX_LENGTH characters. The field checks it as the shopper types; the server again at place order.
 */
export function validateRetailerCode(value: string | null | undefined): RuleFailure | null {
  const code = normaliseRetailerCode(value);
  if (code === null) return null;
  if (characterCount(code) > RETAILER_CODE_MAX_LENGTH) return ruleFailure('max_length', MAX_LENGTH_MESSAGE, { '1': RETAILER_CODE_MAX_LENGTH });
  if (!LETTERS_AND_DIGITS.test(code)) return ruleFailure('alphanumeric', RETAILER_CODE_CHARACTERS_MESSAGE);
  return null;
}
