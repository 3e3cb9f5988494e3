import type { AddressRecord } from '../../../shared/domain/address';
import { noSuchEntity } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import type { CartRef } from '../../cart/server/service';
import { mayUseRegistry, registryDeliveryAddress } from '../domain';
import * as store from './store';

/**
 * The delivery address of a registry the shopper may use in this store (Magento's giftregistry
 * shipping): the registrant's, marked as the registry's. Unknown, another store's or someone else's
 * private registry is "no such entity".
 */
export async function registryShippingAddress(db: Executor, storeId: number, registryId: number, ref: CartRef): Promise<AddressRecord> {
  const registry = await store.findRegistry(db, registryId);
  const customerId = ref.kind === 'customer' ? ref.customerId : null;
  if (!registry || !mayUseRegistry(registry, { storeId, customerId })) throw noSuchEntity('registryId', registryId);
  return registryDeliveryAddress(registry.id, registry.shippingAddress);
}
