import { type RuleFailure, UK_NO_MOBILE_DUMMY_TELEPHONE, validateTelephone, validateUkMobile } from '../../../shared/domain/validation';

/** Countries whose delivery telephone is the UK mobile field (spec 001 §5), with its 'no UK mobile' option. */
export function usesUkMobileRule(countryId: string | null | undefined): boolean {
  return countryId === 'GB';
}

/**
 * The telephone of a delivery or billing address: a UK address takes a UK mobile (+447 and nine
 * digits) or the fixed number of 'I have no UK mobile'; any other country a number valid there
 * (libphonenumber's four messages). The same rule runs in the form and on the server.
 */
export function addressTelephoneFailure(telephone: string | null | undefined, countryId: string): RuleFailure | null {
  if (!telephone) return null;
  if (!usesUkMobileRule(countryId)) return validateTelephone(telephone, countryId);
  const compact = telephone.replace(/\s+/g, '');
  return compact === UK_NO_MOBILE_DUMMY_TELEPHONE ? null : validateUkMobile(compact);
}
