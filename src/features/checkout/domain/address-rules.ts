import type { AddressRecord } from '../../../shared/domain/address';
import { localPostcodeFailure, regionCodeOf, requiresRegion } from '../../directory/domain';
import { REGION_ID_MISSING } from './address-input';
import { addressLimitFailures } from './address-limits';
import { addressRestriction, telephoneRestriction } from './restrictions';
import type { CheckoutSettings } from './settings';
import { addressTelephoneFailure } from './telephone';
import type { RuleFailure } from '../../../shared/domain/validation';

export type AddressRole = 'shipping' | 'billing';

/** The parts of an address the store's rules look at. */
export type RuledAddress = Pick<AddressRecord, 'street' | 'city' | 'countryId' | 'telephone' | 'company' | 'region' | 'regionId' | 'regionCode' | 'postcode'>;

/** The store's settings the rules read (the checkout config carries them to the page too). */
export type AddressRuleSettings = Pick<CheckoutSettings, 'restrictions' | 'addressLimits'> & Partial<Pick<CheckoutSettings, 'localAddressRules'>>;

/** Magento's words for a required address field left out (here the billing address's state). */
const REQUIRED_FIELD_MESSAGE = '"%fieldName" is required. Enter and try again.';

/**
 * A store's own country rules (`localAddressRules`): the postcode's shape where the shop knows it, and a
 * listed region where the country requires one, on both addresses and for guests too.
 */
function localAddressFailure(address: RuledAddress, role: AddressRole): RuleFailure | null {
  const postcode = localPostcodeFailure(address.postcode, address.countryId);
  if (postcode) return postcode;
  if (!requiresRegion(address.countryId) || regionCodeOf(address)) return null;
  return role === 'shipping'
    ? { code: 'region_required', message: REGION_ID_MISSING }
    : { code: 'region_required', message: REQUIRED_FIELD_MESSAGE, parameters: { fieldName: 'regionId' } };
}

/**
 * Every store rule on an address the order will carry, in the order the shopper meets them: the
 * telephone for its country, the carriers' limits, then the restrictions (a billing address is only
 * checked for its telephone, and its postcode and region where the store applies its country's rules:
 * the shop delivers to the shipping address alone).
 */
export function addressRuleFailure(address: RuledAddress, role: AddressRole, settings: AddressRuleSettings): RuleFailure | null {
  const telephone = addressTelephoneFailure(address.telephone, address.countryId);
  if (telephone) return telephone;
  const restrictedPhone = telephoneRestriction(address.telephone, settings.restrictions);
  if (restrictedPhone) return restrictedPhone;
  const local = settings.localAddressRules ? localAddressFailure(address, role) : null;
  if (local || role === 'billing') return local;
  const [limit] = addressLimitFailures(
    { street: address.street, company: address.company, region: address.region, city: address.city, postcode: address.postcode },
    settings.addressLimits,
  );
  if (limit) return limit;
  return addressRestriction({ street: address.street, city: address.city, postcode: address.postcode }, settings.restrictions);
}
