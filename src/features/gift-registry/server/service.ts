import type { AddressRecord } from '../../../shared/domain/address';
import { ShopError, invalidInput, noSuchEntity } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import type { CartRef } from '../../cart/server';
import type { ResolvedStore } from '../../stores/server';
import { REGISTRIES_NOT_AVAILABLE, REGISTRY_SEARCH_LIMIT, mayUseRegistry, parseRegistrySearch, registryDeliveryAddress } from '../domain';
import * as store from './store';
import type { RegistryListing } from './registry-listing';

export type { RegistryListing } from './registry-listing';

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

/** The public registries of this store a giver's search finds (a number or the registrant's full name); refused text changes nothing. */
export async function searchRegistries(db: Executor, shop: ResolvedStore, query: string): Promise<RegistryListing[]> {
  if (!shop.settings.giftRegistry.enabled) throw new ShopError('NOT_FOUND', REGISTRIES_NOT_AVAILABLE);
  const parsed = parseRegistrySearch(query);
  if (!parsed.ok) throw invalidInput(parsed.message, { fieldName: 'query' });
  return store.searchPublicRegistries(db, shop.store.id, parsed.search, REGISTRY_SEARCH_LIMIT);
}
