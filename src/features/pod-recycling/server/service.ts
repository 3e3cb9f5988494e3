import type { Executor } from '../../../shared/server/db';
import { type CartRef, openCart } from '../../cart/server';
import { findSellableProduct } from '../../catalog/server';
import type { ResolvedStore } from '../../stores/server';
import { type PodRecyclingDto, podRecyclingDto, podRecyclingState } from '../domain';

const HIDDEN = { show: false, inCart: false, salable: false, canAdd: false };

/** What the summary's block shows for this basket: decided here, from the cart and the catalogue. */
export async function podRecyclingFor(db: Executor, shop: ResolvedStore, ref: CartRef): Promise<PodRecyclingDto> {
  const settings = shop.settings.podRecycling;
  const { lines } = await openCart(db, shop, ref);
  if (!settings.enabled) return podRecyclingDto(settings, HIDDEN);
  const product = settings.sku ? await findSellableProduct(db, shop, settings.sku) : undefined;
  // A line of the item carries its live stock; otherwise the catalogue knows whether it is in stock.
  const stock = lines.find((line) => line.sku === settings.sku)?.stock ?? product?.qty ?? 0;
  const item = product ? { stock, maxSaleQty: product.maxSaleQty } : null;
  return podRecyclingDto(settings, podRecyclingState(settings, lines, item));
}
