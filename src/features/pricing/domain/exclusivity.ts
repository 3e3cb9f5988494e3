import type { Minor } from '../../../shared/domain/money';

/**
 * Basket exclusivity pricing (spec 000 §4): the number of subscription packs in the basket falls in a
 * range ("min-max"), and the range gives a discount per pack and a badge.
 */
export interface ExclusivityRange {
  min: number;
  max: number;
  discountPerPack: Minor;
  badge: string;
}

export interface ExclusivitySettings {
  enabled: boolean;
  ranges: ExclusivityRange[];
  label: string;
}

/** Reads `{"2-3": {"discount_per_pack": 50, "badge": "Save 50p a pack"}, …}` (Magento's subscriptionCombinationJson). */
export function parseExclusivityRanges(json: string): ExclusivityRange[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json || '{}');
  } catch {
    return [];
  }
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, { discount_per_pack?: unknown; badge?: unknown }>)
    .map(([range, entry]) => {
      const [min, max] = range.split('-').map((n) => Number.parseInt(n, 10));
      return { min, max: Number.isFinite(max) ? max : min, discountPerPack: Number(entry?.discount_per_pack), badge: String(entry?.badge ?? '') };
    })
    .filter((r) => Number.isInteger(r.min) && Number.isInteger(r.max) && r.min <= r.max && Number.isInteger(r.discountPerPack) && r.discountPerPack >= 0)
    .sort((a, b) => a.min - b.min);
}

export function exclusivityRangeFor(packs: number, ranges: ExclusivityRange[]): ExclusivityRange | undefined {
  return ranges.find((r) => packs >= r.min && packs <= r.max);
}

export interface PackLine {
  itemId: number;
  qty: number;
  unitPrice: Minor;
  isSubscription: boolean;
}

/** The discount per subscription line for the basket's range; never more than a line costs. */
export function exclusivityDiscounts(lines: PackLine[], settings: ExclusivitySettings): Map<number, Minor> {
  const discounts = new Map<number, Minor>();
  if (!settings.enabled) return discounts;
  const packs = lines.filter((l) => l.isSubscription).reduce((s, l) => s + l.qty, 0);
  const range = exclusivityRangeFor(packs, settings.ranges);
  if (!range || range.discountPerPack === 0) return discounts;
  for (const line of lines) {
    if (line.isSubscription) discounts.set(line.itemId, Math.min(line.unitPrice, range.discountPerPack) * line.qty);
  }
  return discounts;
}
