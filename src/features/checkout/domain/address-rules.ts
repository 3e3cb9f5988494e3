import type { AddressRecord } from '../../../shared/domain/address';
import { addressLimitFailures } from './address-limits';
import { addressRestriction, telephoneRestriction } from './restrictions';
import type { CheckoutSettings } from './settings';
import { addressTelephoneFailure } from './telephone';
import type { RuleFailure } from '../../../shared/domain/validation';

export type AddressRole = 'shipping' | 'billing';

/** The parts of an address the store's rules look at. */
export type RuledAddress = Pick<AddressRecord, 'street' | 'city' | 'countryId' | 'telephone' | 'company' | 'region' | 'postcode'>;

/** The store's settings the rules read (the checkout config carries them to the page too). */
export type AddressRuleSettings = Pick<CheckoutSettings, 'restrictions' | 'addressLimits'>;

/**
 * Every store rule on an address the order will carry, in the order the shopper meets them: the
 * telephone for its country, the carriers' limits, then the restrictions (a billing address is only
 * checked for its telephone: the shop delivers to the shipping address alone).
 */
export function addressRuleFailure(address: RuledAddress, role: AddressRole, settings: AddressRuleSettings): RuleFailure | null {
  const telephone = addressTelephoneFailure(address.telephone, address.countryId);
  if (telephone) return telephone;
  const restrictedPhone = telephoneRestriction(address.telephone, settings.restrictions);
  if (restrictedPhone) return restrictedPhone;
  if (role === 'billing') return null;
  const [limit] = addressLimitFailures(
    { street: address.street, company: address.company, region: address.region, city: address.city, postcode: address.postcode },
    settings.addressLimits,
  );
  if (limit) return limit;
  return addressRestriction({ street: address.street, city: address.city, postcode: address.postcode }, settings.restrictions);
}
