import type { AddressRecord } from '../../../shared/domain/address';

/** What decides who may send gifts to a registry. */
export interface RegistryAccess {
  storeId: number;
  customerId: number;
  isPublic: boolean;
}

/**
 * A registry is usable in its own store only; a private one by its registrant only. Anything else is
 * answered as if the registry did not exist, so ids cannot be probed.
 */
export function mayUseRegistry(registry: RegistryAccess, shopper: { storeId: number; customerId: number | null }): boolean {
  if (registry.storeId !== shopper.storeId) return false;
  return registry.isPublic || registry.customerId === shopper.customerId;
}

/**
 * The registrant's address as a cart's delivery address: marked as the registry's, without the
 * registrant's email or address-book link, never to be saved in the giver's address book.
 */
export function registryDeliveryAddress(registryId: number, address: AddressRecord): AddressRecord {
  const { email: _email, customerAddressId: _bookId, saveInAddressBook: _save, ...rest } = address;
  return { ...rest, customerAddressId: null, giftRegistryId: registryId };
}

/** A cart or order address that is a gift registry's: the registrant's personal data. */
export function isRegistryAddress(address: AddressRecord | null | undefined): boolean {
  return address?.giftRegistryId != null;
}
