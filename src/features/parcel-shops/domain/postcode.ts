import { POSTCODE_INVALID, POSTCODE_REQUIRED } from './messages';

/** Spec 001 §5, §9: exactly 5 letters or digits once whitespace is removed. */
const SERVICE_POINT_POSTCODE_LENGTH = 5;
/** The search fires from this many characters (spec 001 §9). */
const SEARCH_FROM_LENGTH = 4;

export function compactPostcode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** null when the postcode may be searched; otherwise the message to show. */
export function servicePointPostcodeFailure(value: string | null | undefined): string | null {
  const compact = compactPostcode(value ?? '');
  if (compact === '') return POSTCODE_REQUIRED;
  return /^[A-Za-z0-9]+$/.test(compact) && compact.length === SERVICE_POINT_POSTCODE_LENGTH ? null : POSTCODE_INVALID;
}

/** Whether typing has gone far enough to search (4 characters or more, whitespace aside). */
export function readyToSearch(value: string): boolean {
  return compactPostcode(value).length >= SEARCH_FROM_LENGTH;
}
