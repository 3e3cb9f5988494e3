import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation';

/** Spec 001 §3 restriction config: where the shop will not deliver, and the numbers it will not take. */
export interface ShippingRestrictions {
  enabled: boolean;
  /** Postcodes as typed in config; compared without spaces and case. */
  restrictedPostcodes: readonly string[];
  /** Entries 'street-fragment|city'. */
  restrictedAddresses: readonly string[];
  restrictedMobileNumbers: readonly string[];
  errorMsg: string;
  restrictedMobileNoErrorMsg: string;
}

export interface RestrictableAddress {
  street: readonly string[];
  city: string;
  postcode?: string | null;
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();
/** A telephone as digits only, with a UK 0 prefix read as +44, so '07…' and '+447…' are the same number. */
function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return value.trim().startsWith('0') ? `44${digits.slice(1)}` : digits;
}

/**
 * Spec 001 §5: a postcode in the restricted list (spaces removed), or a street and city matching a
 * restricted 'street-fragment|city' entry (case-insensitive), blocks delivery to the address.
 */
export function addressRestriction(address: RestrictableAddress, rules: ShippingRestrictions): RuleFailure | null {
  if (!rules.enabled) return null;
  const postcode = compact(address.postcode ?? '');
  if (postcode && rules.restrictedPostcodes.some((p) => compact(p) === postcode)) return ruleFailure('shipping_restricted', rules.errorMsg);
  const street = address.street.join(' ').toLowerCase();
  const city = address.city.trim().toLowerCase();
  const matches = rules.restrictedAddresses.some((entry) => {
    const [fragment = '', entryCity = ''] = entry.split('|').map((part) => part.trim().toLowerCase());
    return fragment !== '' && street.includes(fragment) && entryCity === city;
  });
  return matches ? ruleFailure('shipping_restricted', rules.errorMsg) : null;
}

/** Spec 001 §5: a telephone in the restricted list blocks the order (shipping and billing, again at order time). */
export function telephoneRestriction(telephone: string | null | undefined, rules: ShippingRestrictions): RuleFailure | null {
  if (!rules.enabled || !telephone) return null;
  const number = phoneDigits(telephone);
  return rules.restrictedMobileNumbers.some((restricted) => phoneDigits(restricted) === number)
    ? ruleFailure('telephone_restricted', rules.restrictedMobileNoErrorMsg)
    : null;
}

/** Entries of a config list: one per line or comma-separated, blanks dropped. */
export function configList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
