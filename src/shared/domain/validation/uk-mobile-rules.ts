import { UK_MOBILE_MESSAGE } from './messages';
import { isBlank, ruleFailure, type RuleFailure } from './rule-failure';

// The UK mobile rules need no phone-number metadata (phone-rules.ts does): a UK checkout loads none.

/**
 * Sent as the telephone when the shopper ticks 'Please tick this box if you do not have a UK mobile
 * number'. 07700 900000–900999 is Ofcom's range reserved for drama, so it can never reach a real
 * person. libphonenumber deliberately rejects that range, hence the explicit exemption below.
 */
export const UK_NO_MOBILE_DUMMY_TELEPHONE = '+447700900000';

/** Characters the shopper may type in the UK mobile field, not counting a leading '+'. */
const UK_MOBILE_TYPED_MAX_LENGTH = 12;
/** Length of the only accepted form, +447xxxxxxxxx. */
const UK_MOBILE_LENGTH = 13;

/**
 * Spec 001 §5/§9 and 002 §5: "input cut to 12 characters; valid only when exactly 13 characters and
 * matching +44 or 0 followed by a 7 mobile pattern" ("12 typed, 13 validated").
 * Interpretation: the 12 typed characters are the digits; the leading '+' is not counted (it is the
 * 13th character), so "+447700900123" can be typed in full. Spaces are dropped while typing because
 * the accepted form has none. The 0-prefixed form matches the pattern but is at most 11 characters
 * ("07700900123"), so the 13-character condition always refuses it; the message then tells the
 * shopper to drop the 0 and write +447xxxxxxxxx. Net effect: only "+447" plus 9 digits is valid.
 */
export function normaliseUkMobileInput(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  const plus = compact.startsWith('+') ? '+' : '';
  return plus + compact.slice(plus.length, plus.length + UK_MOBILE_TYPED_MAX_LENGTH);
}

const UK_MOBILE_PATTERN = /^(?:\+44|0)7\d{9}$/;

export function validateUkMobile(value: string | null | undefined): RuleFailure | null {
  if (isBlank(value)) return null;
  const text = value as string;
  const valid = text.length === UK_MOBILE_LENGTH && UK_MOBILE_PATTERN.test(text);
  return valid ? null : ruleFailure('uk_mobile', UK_MOBILE_MESSAGE);
}
