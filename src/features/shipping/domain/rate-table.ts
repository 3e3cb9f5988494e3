import { z } from 'zod';
import type { RateCondition, RateRow } from './shipping-settings';
import type { RateAddress, ShippingContext } from './shipping-types';

/**
 * A rate table as store configuration holds it: a JSON list of rows (Magento keeps table rates in
 * their own table, imported from CSV; one config value per store serves the same purpose here).
 * Snake case as in Magento's CSV columns; the condition is in minor units or units (see RateCondition).
 */
const rowSchema = z.object({
  country_id: z.string().trim().toUpperCase().default('*'),
  region: z.string().trim().default('*'),
  postcode: z.string().trim().default('*'),
  condition_from: z.number().nonnegative().default(0),
  condition_to: z.number().positive().nullish(),
  price: z.number().int().nonnegative(),
  method_code: z
    .string()
    .regex(/^[a-z0-9_]{1,32}$/)
    .default('standard'),
  method_title: z.string().default(''),
  tooltip: z.string().default(''),
});

export type RateRowInput = z.input<typeof rowSchema>;

/** Rows from a config value; a bad row is left out rather than failing every estimate. */
export function parseRateRows(json: string): RateRow[] {
  let data: unknown;
  try {
    data = JSON.parse(json || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = rowSchema.safeParse(item);
    if (!parsed.success) return [];
    const r = parsed.data;
    return [
      {
        countryId: r.country_id || '*',
        region: r.region || '*',
        postcode: r.postcode || '*',
        conditionFrom: r.condition_from,
        conditionTo: r.condition_to ?? null,
        price: r.price,
        methodCode: r.method_code,
        methodTitle: r.method_title,
        tooltip: r.tooltip,
      },
    ];
  });
}

export function conditionValue(context: ShippingContext, condition: RateCondition): number {
  return condition === 'package_qty' ? (context.itemsQty ?? 0) : context.basketValueInclTax;
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

function regionMatches(region: string, address: RateAddress): boolean {
  const wanted = region.toLowerCase();
  const given = [address.regionCode, address.region, address.regionId ? String(address.regionId) : null];
  return given.some((value) => value?.trim().toLowerCase() === wanted);
}

/**
 * How closely a row names the destination, or -1 when it does not apply there. A longer postcode
 * prefix beats a region, which beats the country alone, which beats '*' (surcharged areas such as
 * 'BT' or 'HS' are postcode prefixes in the UK).
 */
function destinationScore(row: RateRow, address: RateAddress): number {
  if (row.countryId !== '*' && row.countryId !== address.countryId.toUpperCase()) return -1;
  let score = row.countryId === '*' ? 0 : 1;
  if (row.region !== '*') {
    if (!regionMatches(row.region, address)) return -1;
    score += 2;
  }
  if (row.postcode !== '*') {
    const prefix = compact(row.postcode);
    if (!compact(address.postcode ?? '').startsWith(prefix)) return -1;
    score += 4 * prefix.length;
  }
  return score;
}

/** The row pricing this destination at this condition value: the most specific, then the highest band. */
export function bestRow(rows: RateRow[], address: RateAddress, value: number): RateRow | undefined {
  let best: RateRow | undefined;
  let bestScore = -1;
  for (const row of rows) {
    if (value < row.conditionFrom || (row.conditionTo !== null && value >= row.conditionTo)) continue;
    const score = destinationScore(row, address);
    if (score < 0) continue;
    if (score > bestScore || (score === bestScore && best && row.conditionFrom > best.conditionFrom)) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}
