import type { Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import type { ResolvedStore } from '../../stores/server';
import type { AgreementDto } from '../domain';
import { listActiveAgreements } from './store';

/** Each store's active agreements: every order checks against them, and they change rarely (migration 0018). */
const activeAgreements = new ReferenceCache<ResolvedStore, readonly AgreementDto[]>(['checkout_agreements'], (shop, db) =>
  listActiveAgreements(db, shop.store.id),
);

/**
 * The agreements a shopper of this store is asked to accept: none while the store does not ask for
 * agreements (Magento's `checkout/options/enable_agreements`), as Magento's repository answers.
 */
export async function storeAgreements(db: Executor, shop: ResolvedStore): Promise<readonly AgreementDto[]> {
  if (!shop.settings.checkout.agreementsEnabled) return [];
  return activeAgreements.get(shop, db);
}
