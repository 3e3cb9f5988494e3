import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput, noSuchEntity } from '../../../shared/domain/errors';
import { countryRules } from '../../directory/domain';
import type { ResolvedStore } from '../../stores/server';
import type { Executor } from '../../../shared/server/db';
import { findAddress } from '../../customers/server';
import type { CartRef } from '../../cart/server';
import { type AddressRole, addressRuleFailure, type FullAddressInput, REGION_ID_MISSING, toAddressRecord } from '../domain';

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

/** The store's rules on an address (telephone, limits, restrictions), on the server as in the form. */
export function checkAddressRules(address: AddressRecord, role: AddressRole, shop: ResolvedStore): AddressRecord {
  const failure = addressRuleFailure(address, role, shop.settings.checkout);
  if (failure) throw invalidInput(failure.message, failure.parameters);
  return address;
}

/** Spec 001 §5: a customer's delivery address names its region where the country requires one. */
export function checkCustomerRegion(address: AddressRecord): void {
  if (countryRules(address.countryId)?.isRegionRequired && !address.regionId) throw invalidInput(REGION_ID_MISSING);
}
