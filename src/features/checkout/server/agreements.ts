import type { Executor } from '../../../shared/server/db';
import type { ResolvedStore } from '../../stores/server/service';
import type { AgreementDto } from '../domain';
import { listActiveAgreements } from './store';

/**
 * The agreements a shopper of this store is asked to accept: none while the store does not ask for
 * agreements (Magento's `checkout/options/enable_agreements`), as Magento's repository answers.
 */
export async function storeAgreements(db: Executor, shop: ResolvedStore): Promise<AgreementDto[]> {
  if (!shop.settings.checkout.agreementsEnabled) return [];
  return listActiveAgreements(db, shop.store.id);
}
