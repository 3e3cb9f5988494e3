// The rule modules themselves, not the validation barrel: the barrel would pull phone metadata into the page.
import { checkPostcode } from '../../../shared/domain/validation/address-rules';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';

/** Spec 000 §5, §9: the basket's estimate checks the postcode 500 ms after a change (checkout waits 2000 ms). */
const CART_POSTCODE_CHECK_DELAY_MS = 500;

/**
 * The advisory text for a postcode that does not fit the country's pattern, or null. The rule and
 * its message are the shared domain's checkPostcode (the same one the directory domain's
 * postcodeWarning wraps); the example comes from the store's directory answer.
 */
export function postcodeWarningText(postcode: string, countryId: string, examples: readonly string[]): string | null {
  const failure = checkPostcode(postcode, countryId, { examples });
  return failure ? ruleFailureText(failure) : null;
}

/** The warning for the postcode once it has stopped changing for `delayMs`; never blocks anything. */
export function usePostcodeWarning(postcode: string, countryId: string, examples: readonly string[], delayMs = CART_POSTCODE_CHECK_DELAY_MS): string | null {
  // One string, so the debounce compares a value rather than a fresh object each render.
  const settled = useDebouncedValue(`${countryId}\n${postcode}`, delayMs);
  const [settledCountry, settledPostcode] = settled.split('\n') as [string, string];
  // A country change makes an earlier verdict meaningless: say nothing until the new one settles.
  if (settledCountry !== countryId) return null;
  return postcodeWarningText(settledPostcode, settledCountry, examples);
}
