import type { AddressRecord } from '../../../shared/domain/address';
import { noSuchEntity } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { findAddress } from '../../customers/server/service';
import type { CartRef } from '../../cart/server/service';
import { type FullAddressInput, toAddressRecord } from '../domain';

/**
 * A saved address chosen by a customer is taken from the address book (the client's copy is not
 * trusted); someone else's address id is "no such entity".
 */
export async function resolveAddress(db: Executor, ref: CartRef, input: FullAddressInput): Promise<AddressRecord> {
  const record = toAddressRecord(input);
  if (!input.customer_address_id) return { ...record, customerAddressId: null };
  const saved = ref.kind === 'customer' ? await findAddress(db, ref.customerId, input.customer_address_id) : undefined;
  if (!saved) throw noSuchEntity('addressId', input.customer_address_id);
  return {
    firstname: saved.firstname,
    lastname: saved.lastname,
    company: saved.company,
    street: saved.street,
    city: saved.city,
    region: saved.region,
    regionId: saved.regionId,
    regionCode: null,
    postcode: saved.postcode,
    countryId: saved.countryId,
    telephone: saved.telephone,
    email: record.email,
    customerAddressId: saved.id,
  };
}
