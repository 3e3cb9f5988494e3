// The address form's zod schemas: their own module, so a page that draws the form before it validates
// (the checkout's shipping step) can fetch zod once it has painted. The form's value types and plain
// helpers are in ./address-form.
import { z } from 'zod';
import {
  REQUIRED_MESSAGE,
  SELECT_OPTION_MESSAGE,
  emailSchema,
  formatMessage,
  nameSchema,
  requiredString,
  streetSchema,
  validateMaxLength,
  validateNoHtmlTags,
  withRules,
} from '../../../shared/domain/validation';
import { localPostcodeFailure } from '../../directory/domain';
import { type AddressLimits, addressLimitFailures } from './address-limits';
import { type ShippingRestrictions, telephoneRestriction } from './restrictions';
import type { TelephoneRule } from './telephone';

/** The store's own address rules, when the form knows them (checkout config). */
export interface AddressFormRules {
  restrictions?: ShippingRestrictions;
  /** The carriers' label limits apply to delivery addresses only. */
  addressLimits?: AddressLimits;
  /** The store's own country's postcode rule refuses, not only warns (checkout config `local_address_rules`). */
  localAddressRules?: boolean;
}

/**
 * What the address form needs to know about a country the store delivers to: the store's directory
 * (`GET directory/countries`) answers it, so each store's form offers its own countries and rules.
 */
export interface AddressFormCountry {
  id: string;
  isZipcodeOptional: boolean;
  isRegionRequired: boolean;
  /** Empty where the region is not chosen from a list. */
  regions: readonly { id: number }[];
}

const POSTCODE_MAX_LENGTH = 20;

function buildAddressFields() {
  return z.object({
    firstname: nameSchema,
    lastname: nameSchema,
    street: streetSchema,
    city: withRules(requiredString(), validateNoHtmlTags),
    // Required or not by the country (below); the pattern is only a warning, shown by the form, unless
    // the store applies its country's own rule (below).
    postcode: withRules(z.string().trim(), validateNoHtmlTags, (v) => validateMaxLength(v, POSTCODE_MAX_LENGTH)),
    country_id: z.string(),
    /** A listed region's id as the select holds it ('' for none). */
    region_id: z.string().optional(),
    telephone: requiredString(),
  });
}
const addressFields = /* @__PURE__ */ buildAddressFields();

/** The address fields' schema type, which ./address-form's form types are read from. */
export type AddressFields = typeof addressFields;

/**
 * The address form of checkout (delivery and billing), as the shopper types it: two street lines
 * (the first required, at least 3 characters), one of the store's countries, a postcode unless the
 * country makes it optional, a region where the country lists them and requires one, and a
 * telephone that is valid for the country (`telephoneRule`: the domain's addressTelephoneFailure, which the
 * browser loads only for a country that needs libphonenumber's metadata).
 */
export function addressFormSchema(countries: readonly AddressFormCountry[], telephoneRule: TelephoneRule, rules: AddressFormRules = {}) {
  return addressFields.superRefine((address, ctx) => {
    const country = countries.find((c) => c.id === address.country_id);
    if (!country) {
      ctx.addIssue({ code: 'custom', path: ['country_id'], message: SELECT_OPTION_MESSAGE });
      return;
    }
    if (!address.postcode && !country.isZipcodeOptional) ctx.addIssue({ code: 'custom', path: ['postcode'], message: REQUIRED_MESSAGE });
    const postcode = rules.localAddressRules ? localPostcodeFailure(address.postcode, country.id) : null;
    if (postcode) ctx.addIssue({ code: 'custom', path: ['postcode'], message: postcode.message });
    const listed = country.regions.some((r) => String(r.id) === address.region_id);
    if (country.regions.length > 0 && country.isRegionRequired && !listed) {
      ctx.addIssue({ code: 'custom', path: ['region_id'], message: REQUIRED_MESSAGE });
    }
    const phone = telephoneRule(address.telephone, country.id) ?? (rules.restrictions ? telephoneRestriction(address.telephone, rules.restrictions) : null);
    if (phone) ctx.addIssue({ code: 'custom', path: ['telephone'], message: phone.message });
    if (!rules.addressLimits) return;
    const seen = new Set<string>();
    for (const failure of addressLimitFailures(address, rules.addressLimits)) {
      // One message per field, the first found (the street's total before its lines).
      if (seen.has(failure.field)) continue;
      seen.add(failure.field);
      const path =
        failure.field === 'street' ? ['street', 0] : failure.field === 'street.1' ? ['street', 1] : [failure.field === 'region' ? 'region_id' : failure.field];
      ctx.addIssue({ code: 'custom', path, message: formatMessage(failure.message, failure.parameters) });
    }
  });
}

/**
 * The shipping step's form: the guest's email and, unless a saved address is used, the address.
 * Parts that are not on screen are not validated.
 */
export function shippingFormSchema({
  needsEmail,
  needsAddress,
  countries,
  telephoneRule,
  rules,
}: {
  needsEmail: boolean;
  needsAddress: boolean;
  countries: readonly AddressFormCountry[];
  telephoneRule: TelephoneRule;
  rules?: AddressFormRules;
}) {
  return z.object({
    email: needsEmail ? emailSchema : z.string().optional(),
    address: needsAddress ? addressFormSchema(countries, telephoneRule, rules) : z.unknown(),
  });
}
