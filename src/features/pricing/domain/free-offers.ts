import type { Minor } from '../../../shared/domain/money';

/** A basket line as the free offers see it. */
export interface OfferLine {
  itemId: number;
  qty: number;
  unitPrice: Minor;
  kind: string;
  isSubscription: boolean;
  freeWithSubscription: boolean;
}

export interface FreeOfferSettings {
  freeDevice: { enabled: boolean; minSubscriptionQty: number; label: string };
  freeSamples: { enabled: boolean; label: string };
}

/** A discount that shows as its own totals segment (spec 000 §3), not in the cart rules' discount. */
export interface OfferDiscount {
  code: 'free_device_discount' | 'free_samples_discount';
  title: string;
  perLine: Map<number, Minor>;
}

/**
 * The free-device promotion: with at least the minimum number of subscription packs in the basket,
 * one device offered free with a subscription costs nothing.
 */
export function freeDeviceDiscount(lines: OfferLine[], settings: FreeOfferSettings['freeDevice']): OfferDiscount | null {
  if (!settings.enabled) return null;
  const subscribed = lines.filter((l) => l.isSubscription).reduce((s, l) => s + l.qty, 0);
  const device = lines.find((l) => l.freeWithSubscription && l.unitPrice > 0);
  if (!device || subscribed < settings.minSubscriptionQty) return null;
  return { code: 'free_device_discount', title: settings.label, perLine: new Map([[device.itemId, device.unitPrice]]) };
}

/** Free samples: sample products are on the house, shown as their own discount line. */
export function freeSamplesDiscount(lines: OfferLine[], settings: FreeOfferSettings['freeSamples']): OfferDiscount | null {
  if (!settings.enabled) return null;
  const samples = lines.filter((l) => l.kind === 'sample' && l.unitPrice > 0);
  if (samples.length === 0) return null;
  return { code: 'free_samples_discount', title: settings.label, perLine: new Map(samples.map((l) => [l.itemId, l.unitPrice * l.qty])) };
}

export function applyFreeOffers(lines: OfferLine[], settings: FreeOfferSettings): OfferDiscount[] {
  return [freeDeviceDiscount(lines, settings.freeDevice), freeSamplesDiscount(lines, settings.freeSamples)].filter(
    (d): d is OfferDiscount => d !== null,
  );
}

/** All offer discounts per line, to start the cart rules from what is left. */
export function offerDiscountsByLine(offers: OfferDiscount[]): Map<number, Minor> {
  const total = new Map<number, Minor>();
  for (const offer of offers) for (const [itemId, amount] of offer.perLine) total.set(itemId, (total.get(itemId) ?? 0) + amount);
  return total;
}
