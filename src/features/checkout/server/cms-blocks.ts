import type { Executor } from '../../../shared/server/db';
import { storeCmsBlockHtml } from '../../cms/server';
import type { ResolvedStore } from '../../stores/server';
import type { CheckoutCmsBlocks } from '../domain/checkout-config';

/**
 * The blocks the store's config names for the checkout (cms_block, delivery_cms_block), as their HTML in the
 * shopper's `locale` (each falls back to the store's own version).
 */
export async function checkoutCmsBlocks(db: Executor, shop: ResolvedStore, locale: string): Promise<CheckoutCmsBlocks> {
  const { consent, delivery } = shop.settings.checkout.cmsBlocks;
  // One after the other: the first loads the store's blocks (when not cached), the second reads them.
  const consentHtml = await storeCmsBlockHtml(db, shop, consent, locale);
  return { consent: consentHtml, delivery: await storeCmsBlockHtml(db, shop, delivery, locale) };
}
