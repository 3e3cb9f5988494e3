import { z } from 'zod';
import { optionalIdField } from '../../../shared/domain/validation';
import { type AddressRuleSettings, REGION_ID_MISSING, addressRuleFailure, fullAddressSchema, toAddressRecord } from '../../checkout/domain';
import { countryRules } from '../../directory/domain';
import type { RuleFailure } from '../../../shared/domain/validation';

/** Magento's customer address carries its region as an object; checkout's address rules read it flat. */
function flattenRegion(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const address = input as Record<string, unknown>;
  const region = address.region;
  if (!region || typeof region !== 'object') return address;
  const { region: name, region_id: regionId, region_code: regionCode } = region as Record<string, unknown>;
  return { ...address, region: name ?? null, region_id: address.region_id ?? regionId ?? null, region_code: regionCode ?? null };
}

/**
 * An address-book entry as `PUT customers/me` sends it (Magento's customer address): the checkout's
 * address schema (the same fields, lengths, street and telephone rules), plus the entry's id and its
 * default flags. Ids are numbers or numeric text, as Magento takes them.
 */
export const bookAddressSchema = z.preprocess(
  flattenRegion,
  fullAddressSchema.and(
    z.object({
      id: optionalIdField(),
      default_shipping: z.boolean().optional(),
      default_billing: z.boolean().optional(),
    }),
  ),
);

export type BookAddressInput = z.output<typeof bookAddressSchema>;

/**
 * The store's rules on an address the book keeps, as checkout applies them to a delivery address (the
 * book's addresses are offered for delivery): telephone, carriers' limits, restrictions, and a region
 * where the country requires one.
 */
export function bookAddressFailure(address: BookAddressInput, settings: AddressRuleSettings): RuleFailure | null {
  const record = toAddressRecord(address);
  const failure = addressRuleFailure(record, 'shipping', settings);
  if (failure) return failure;
  if (countryRules(record.countryId)?.isRegionRequired && !record.regionId) return { code: 'region_required', message: REGION_ID_MISSING };
  return null;
}
