import type { ShippingRate } from '../../../shared/web/api/types';

export function rateKey(rate: Pick<ShippingRate, 'carrier_code' | 'method_code'>): string {
  return `${rate.carrier_code}_${rate.method_code}`;
}

/**
 * Spec 001 §4: when rates arrive, the first (cheapest) available rate is chosen if none is chosen,
 * or if the chosen one is missing or costlier than the first; otherwise the choice is kept. With no
 * choice yet, the store's configured method (`selectedShippingMethod`) is taken when it is offered;
 * the method saved on the cart is kept while it is offered.
 */
export function chooseRate(rates: ShippingRate[], current: string | null, configured: string | null = null, saved: string | null = null): string | null {
  const available = rates.filter((r) => r.available);
  const first = available[0];
  if (!first) return null;
  // The method saved on the cart is honoured while it is offered, even when a cheaper one exists.
  if (saved !== null && current === saved && available.some((r) => rateKey(r) === saved)) return saved;
  if (current === null && configured && available.some((r) => rateKey(r) === configured)) return configured;
  const chosen = available.find((r) => rateKey(r) === current);
  if (!chosen || chosen.amount > first.amount) return rateKey(first);
  return current;
}
