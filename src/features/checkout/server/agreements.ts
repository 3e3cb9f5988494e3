import type { Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import type { ResolvedStore } from '../../stores/server';
import { type AgreementDto, type AgreementsByLanguage, agreementsIn } from '../domain';
import { listActiveAgreementsByLanguage } from './store';

/**
 * Each store's active agreements with their translations: every order checks against them, and they
 * change rarely (migrations 0018 and 0035).
 */
const activeAgreements = new ReferenceCache<ResolvedStore, AgreementsByLanguage>(['checkout_agreements', 'checkout_agreement_translations'], (shop, db) =>
  listActiveAgreementsByLanguage(db, shop.store.id),
);

/**
 * The agreements a shopper of this store is asked to accept: none while the store does not ask for
 * agreements (Magento's `checkout/options/enable_agreements`), as Magento's repository answers. Worded for
 * a shopper reading `locale` (stores' `shopperLocale`: the language they chose among the store's) where
 * the store has them translated, else in the store's own words; a client naming no language (and the
 * place-order checks, which need only the ids and modes) reads the store's own.
 */
export async function storeAgreements(db: Executor, shop: ResolvedStore, locale: string = shop.store.locale): Promise<readonly AgreementDto[]> {
  if (!shop.settings.checkout.agreementsEnabled) return [];
  return agreementsIn(await activeAgreements.get(shop, db), locale);
}
