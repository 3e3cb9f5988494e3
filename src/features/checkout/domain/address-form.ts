import { z } from 'zod';
import {
  emailSchema,
  nameSchema,
  requiredString,
  streetSchema,
  telephoneSchema,
  validateNoHtmlTags,
  withRules,
} from '../../../shared/domain/validation';

/** Countries the address forms offer: the UK store delivers to the United Kingdom only. */
export const ADDRESS_COUNTRIES = [{ value: 'GB', label: 'United Kingdom' }] as const;
export const DEFAULT_COUNTRY = 'GB';

const POSTCODE_MAX_LENGTH = 20;
const countryCodes = ADDRESS_COUNTRIES.map((c) => c.value) as [string, ...string[]];

/**
 * The address form of checkout (delivery and billing), as the shopper types it: two street lines
 * (the first required, at least 3 characters), and a telephone checked for the UK.
 */
export const addressFormSchema = z.object({
  firstname: nameSchema,
  lastname: nameSchema,
  street: streetSchema,
  city: withRules(requiredString(), validateNoHtmlTags),
  postcode: withRules(requiredString(POSTCODE_MAX_LENGTH), validateNoHtmlTags),
  country_id: z.enum(countryCodes),
  telephone: telephoneSchema(DEFAULT_COUNTRY),
});

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormOutput = z.output<typeof addressFormSchema>;

export const EMPTY_ADDRESS_FORM: AddressFormInput = {
  firstname: '',
  lastname: '',
  street: ['', ''],
  city: '',
  postcode: '',
  country_id: DEFAULT_COUNTRY,
  telephone: '',
};

/**
 * The shipping step's form: the guest's email and, unless a saved address is used, the address.
 * Parts that are not on screen are not validated.
 */
export function shippingFormSchema({ needsEmail, needsAddress }: { needsEmail: boolean; needsAddress: boolean }) {
  return z.object({
    email: needsEmail ? emailSchema : z.string().optional(),
    address: needsAddress ? addressFormSchema : z.unknown(),
  });
}

/** The address as the API takes it: empty street lines dropped. */
export function toAddressPayload(address: AddressFormOutput) {
  return { ...address, street: address.street.filter((line) => line.length > 0) };
}
