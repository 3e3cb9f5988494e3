import type { Minor } from '../../../shared/domain/money';

/** A basket line as the free offers see it. */
export interface OfferLine {
  itemId: number;
  qty: number;
  unitPrice: Minor;
  kind: string;
  isSubscription: boolean;
  /** Months between deliveries of a subscription line (0 or absent for a one-time line). */
  subscriptionInterval?: number;
  freeWithSubscription: boolean;
}

export interface FreeOfferSettings {
  freeDevice: { enabled: boolean; minSubscriptionQty: number; label: string };
  /**
   * The six-monthly free device: the same device made free by subscription packs delivered every
   * `intervalMonths` months (6), counted on their own, under a label of its own.
   */
  sixMonthlyFreeDevice: { enabled: boolean; intervalMonths: number; minSubscriptionQty: number; label: string };
  freeSamples: { enabled: boolean; label: string };
}

type OfferCode = 'six_monthly_free_device_discount' | 'free_device_discount' | 'free_samples_discount';

/** The offers that make the basket's free device free: a basket earns one free device, by either. */
const FREE_DEVICE_OFFER_CODES: ReadonlySet<OfferCode> = new Set(['six_monthly_free_device_discount', 'free_device_discount']);

/** A discount that shows as its own totals segment (spec 000 §3), not in the cart rules' discount. */
export interface OfferDiscount {
  code: OfferCode;
  title: string;
  perLine: Map<number, Minor>;
}

/** Whether the offers give the basket its free device (by the monthly or the six-monthly offer). */
export function earnsFreeDevice(offers: Pick<OfferDiscount, 'code'>[]): boolean {
  return offers.some((o) => FREE_DEVICE_OFFER_CODES.has(o.code));
}

function freeDeviceLine(lines: OfferLine[]): OfferLine | undefined {
  return lines.find((l) => l.freeWithSubscription && l.unitPrice > 0);
}

/**
 * The free-device promotion: with at least the minimum number of subscription packs in the basket,
 * one device offered free with a subscription costs nothing.
 */
export function freeDeviceDiscount(lines: OfferLine[], settings: FreeOfferSettings['freeDevice']): OfferDiscount | null {
  if (!settings.enabled) return null;
  const subscribed = lines.filter((l) => l.isSubscription).reduce((s, l) => s + l.qty, 0);
  const device = freeDeviceLine(lines);
  if (!device || subscribed < settings.minSubscriptionQty) return null;
  return { code: 'free_device_discount', title: settings.label, perLine: new Map([[device.itemId, device.unitPrice]]) };
}

/**
 * The six-monthly free device: with at least the minimum number of packs on a six-monthly
 * subscription (delivered every `intervalMonths` months), one device offered free with a
 * subscription costs nothing. Packs on other intervals do not count here (they count for the
 * monthly offer). The minimum is at least 1: without a six-monthly pack there is nothing to reward.
 */
export function sixMonthlyFreeDeviceDiscount(lines: OfferLine[], settings: FreeOfferSettings['sixMonthlyFreeDevice']): OfferDiscount | null {
  if (!settings.enabled || settings.intervalMonths <= 0) return null;
  const subscribed = lines.filter((l) => l.isSubscription && l.subscriptionInterval === settings.intervalMonths).reduce((s, l) => s + l.qty, 0);
  const device = freeDeviceLine(lines);
  if (!device || subscribed < Math.max(1, settings.minSubscriptionQty)) return null;
  return { code: 'six_monthly_free_device_discount', title: settings.label, perLine: new Map([[device.itemId, device.unitPrice]]) };
}

/** Free samples: sample products are on the house, shown as their own discount line. */
export function freeSamplesDiscount(lines: OfferLine[], settings: FreeOfferSettings['freeSamples']): OfferDiscount | null {
  if (!settings.enabled) return null;
  const samples = lines.filter((l) => l.kind === 'sample' && l.unitPrice > 0);
  if (samples.length === 0) return null;
  return { code: 'free_samples_discount', title: settings.label, perLine: new Map(samples.map((l) => [l.itemId, l.unitPrice * l.qty])) };
}

/**
 * The offers in the order they apply. A basket earns one free device: the six-monthly offer, the
 * more specific one, goes first, and the monthly offer applies only when it did not, so the device
 * is never discounted twice.
 */
export function applyFreeOffers(lines: OfferLine[], settings: FreeOfferSettings): OfferDiscount[] {
  const device = sixMonthlyFreeDeviceDiscount(lines, settings.sixMonthlyFreeDevice) ?? freeDeviceDiscount(lines, settings.freeDevice);
  const offers = [device, freeSamplesDiscount(lines, settings.freeSamples)].filter((d): d is OfferDiscount => d !== null);
  // Each offer takes only what the earlier ones left of a line (a line never goes below 0).
  const left = new Map(lines.map((l) => [l.itemId, l.unitPrice * l.qty]));
  return offers.flatMap((offer) => {
    const perLine = new Map<number, Minor>();
    for (const [itemId, amount] of offer.perLine) {
      const take = Math.min(amount, left.get(itemId) ?? 0);
      if (take <= 0) continue;
      perLine.set(itemId, take);
      left.set(itemId, (left.get(itemId) ?? 0) - take);
    }
    return perLine.size > 0 ? [{ ...offer, perLine }] : [];
  });
}

/** All offer discounts per line, to start the cart rules from what is left. */
export function offerDiscountsByLine(offers: OfferDiscount[]): Map<number, Minor> {
  const total = new Map<number, Minor>();
  for (const offer of offers) for (const [itemId, amount] of offer.perLine) total.set(itemId, (total.get(itemId) ?? 0) + amount);
  return total;
}
