import { type RuleFailure, UK_NO_MOBILE_DUMMY_TELEPHONE, validateUkMobile } from '../../../shared/domain/validation';

/** Countries whose delivery telephone is the UK mobile field (spec 001 §5), with its 'no UK mobile' option. */
export function usesUkMobileRule(countryId: string | null | undefined): boolean {
  return countryId === 'GB';
}

/** A UK address's telephone: a UK mobile (+447 and nine digits) or the fixed number of 'I have no UK mobile'. */
export function ukAddressTelephoneFailure(telephone: string): RuleFailure | null {
  const compact = telephone.replace(/\s+/g, '');
  return compact === UK_NO_MOBILE_DUMMY_TELEPHONE ? null : validateUkMobile(compact);
}
