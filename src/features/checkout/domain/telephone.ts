import { type RuleFailure, validateTelephone } from '../../../shared/domain/validation';
import { ukAddressTelephoneFailure, usesUkMobileRule } from './uk-telephone';

/**
 * The telephone of a delivery or billing address: a UK address takes a UK mobile (+447 and nine
 * digits) or the fixed number of 'I have no UK mobile'; any other country a number valid there
 * (libphonenumber's four messages). The same rule runs in the form and on the server.
 */
export function addressTelephoneFailure(telephone: string | null | undefined, countryId: string): RuleFailure | null {
  if (!telephone) return null;
  return usesUkMobileRule(countryId) ? ukAddressTelephoneFailure(telephone) : validateTelephone(telephone, countryId);
}

/** A rule for an address's telephone in its country: this one, or the browser's (which loads it when needed). */
export type TelephoneRule = (telephone: string | null | undefined, countryId: string) => RuleFailure | null;
