import type { AddressRecord } from '../../../shared/domain/address';
import type { Executor } from '../../../shared/server/db';
import { type CartRow, loadLines } from '../../cart/server/service';
import type { CartLine } from '../../cart/server/service';
import { type OfferedMethod, availablePaymentMethods, paymentFee } from '../../payment/domain';
import { type ShippingRate, estimateRates, findRate, rateTitle } from '../../shipping/domain';
import type { ResolvedStore } from '../../stores/server/service';
import { type Totals, computeTotals } from '../domain';

/** Everything the page needs about a cart, computed on the server from the catalogue and the rules. */
export interface Quote {
  cart: CartRow;
  lines: CartLine[];
  totals: Totals;
  /** Rates for the cart's shipping address (empty before one is given). */
  rates: ShippingRate[];
  selectedRate: ShippingRate | undefined;
  paymentMethods: OfferedMethod[];
}

export function ratesFor(shop: ResolvedStore, lines: CartLine[], address: Pick<AddressRecord, 'countryId'> | null | undefined): ShippingRate[] {
  if (!address) return [];
  const base = baseTotals(shop, lines);
  return estimateRates(
    {
      countryId: address.countryId,
      allowedCountries: shop.settings.allowedCountries,
      basketValueInclTax: base.subtotalInclTax + base.discountAmount,
      isVirtual: lines.length === 0,
    },
    shop.settings.shipping,
  );
}

function baseTotals(shop: ResolvedStore, lines: CartLine[], shipping: { amount: number; title: string } | null = null, fee = 0) {
  return computeTotals({
    lines: lines.map((l) => ({
      itemId: l.itemId,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unitPrice: l.unitPrice,
      isSubscription: l.isSubscription,
      subscriptionInterval: l.subscriptionInterval,
    })),
    tax: { rateBasisPoints: shop.store.taxRateBasisPoints, pricesIncludeTax: shop.store.pricesIncludeTax },
    shipping,
    paymentFee: fee,
    currency: shop.store.currency,
  });
}

/** Prices the cart with a given payment method (or the cart's own); the selected rate must still be offered. */
export async function quoteCart(db: Executor, shop: ResolvedStore, cart: CartRow, paymentMethod: string | null = cart.paymentMethod): Promise<Quote> {
  const lines = await loadLines(db, cart);
  const rates = ratesFor(shop, lines, cart.shippingAddress);
  const selectedRate = findRate(rates, cart.shippingCarrierCode, cart.shippingMethodCode);
  const shipping = selectedRate ? { amount: selectedRate.amount, title: rateTitle(selectedRate) } : null;
  const beforeFee = baseTotals(shop, lines, shipping);
  const paymentMethods = availablePaymentMethods(
    { grandTotal: beforeFee.grandTotal, countryId: cart.shippingAddress?.countryId ?? null },
    shop.settings.payment,
  );
  const offered = paymentMethods.some((m) => m.code === paymentMethod);
  const fee = offered ? paymentFee(paymentMethod, shop.settings.payment) : 0;
  const totals = fee ? baseTotals(shop, lines, shipping, fee) : beforeFee;
  return { cart, lines, totals, rates, selectedRate, paymentMethods };
}
