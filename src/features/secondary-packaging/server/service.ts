import { invalidInput } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { type CartRef, openCart, requireActiveCart, setSecondaryPackaging } from '../../cart/server';
import { type Pricing, quoteTotalsDto } from '../../pricing/server';
import type { ResolvedStore } from '../../stores/server';
import { SECONDARY_PACKAGING_NOT_AVAILABLE, type SecondaryPackagingDto, secondaryPackagingDto } from '../domain';

/** The summary's checkbox for this basket: the store's words and whether it is ticked. */
export async function packagingFor(db: Executor, shop: ResolvedStore, ref: CartRef): Promise<SecondaryPackagingDto> {
  const cart = await requireActiveCart(db, shop.store.id, ref);
  return secondaryPackagingDto(shop.settings.secondaryPackaging, cart.secondaryPackaging);
}

/**
 * Records the shopper's choice on the open basket (a closed or unknown one is refused, nothing written) and
 * answers the totals recalculated by the server. The option is free: no totals segment comes of it.
 */
export async function choosePackaging(db: Database, pricing: Pricing, shop: ResolvedStore, ref: CartRef, chosen: boolean) {
  if (!shop.settings.secondaryPackaging.showOnCheckout) throw invalidInput(SECONDARY_PACKAGING_NOT_AVAILABLE);
  await db.transaction(async (tx) => {
    const cart = await requireActiveCart(tx, shop.store.id, ref, true);
    await setSecondaryPackaging(tx, cart.id, chosen);
  });
  const loaded = await openCart(db, shop, ref);
  return quoteTotalsDto(await pricing.quoteCart(db, shop, loaded), shop.settings);
}
