import { z } from 'zod';
import type { AddressRecord } from '../../../shared/domain/address';
import { nameSchema, validateStreetLine } from '../../../shared/domain/validation';
import { estimateAddressSchema } from '../../shipping/domain';
import { addressTelephoneFailure } from './telephone';

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

/** A full delivery or billing address; the telephone is checked for the address's own country (a UK mobile for the UK). */
export const fullAddressSchema = estimateAddressSchema
  .extend({
    firstname: nameSchema,
    lastname: nameSchema,
    street: z.array(text(255)).min(1).max(3),
    city: required(255),
    telephone: required(32),
    postcode: required(20),
  })
  .superRefine((a, ctx) => {
    const street = validateStreetLine(a.street[0] ?? '');
    if (street) ctx.addIssue({ code: 'custom', path: ['street', 0], message: street.message });
    const phone = addressTelephoneFailure(a.telephone, a.country_id);
    if (phone) ctx.addIssue({ code: 'custom', path: ['telephone'], message: phone.message });
  });

export type FullAddressInput = z.infer<typeof fullAddressSchema>;

export function toAddressRecord(a: FullAddressInput): AddressRecord {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company || null,
    street: a.street.filter((line) => line.length > 0),
    city: a.city,
    region: a.region || null,
    regionId: a.region_id || null,
    regionCode: a.region_code || null,
    postcode: a.postcode,
    countryId: a.country_id,
    telephone: a.telephone,
    email: a.email || null,
    customerAddressId: a.customer_address_id || null,
    ...(a.save_in_address_book ? { saveInAddressBook: true } : {}),
  };
}

/** Spec 001 §5: a logged-in customer's address in a country that requires a region. */
export const REGION_ID_MISSING = 'Please specify a regionId in shipping address.';
