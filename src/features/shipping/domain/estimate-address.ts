import { z } from 'zod';
// The id module itself, not the validation barrel: the barrel would pull phone metadata into every page.
import { integerField, optionalIdField } from '../../../shared/domain/validation/id-zod';

const text = (max: number) => z.string().trim().max(max);

/** Magento's address payload, loosely: what an estimate needs is only a country. */
export const estimateAddressSchema = z.object({
  country_id: z.string().trim().length(2).toUpperCase(),
  region: text(255).nullish(),
  region_id: optionalIdField(),
  region_code: text(32).nullish(),
  postcode: text(20).nullish(),
  city: text(255).nullish(),
  street: z.array(text(255)).max(3).nullish(),
  firstname: text(255).nullish(),
  lastname: text(255).nullish(),
  email: text(254).nullish(),
  telephone: text(32).nullish(),
  company: text(255).nullish(),
  customer_address_id: optionalIdField(),
  customer_id: optionalIdField(),
  same_as_billing: integerField({ min: 0 }).nullish(),
  save_in_address_book: integerField({ min: 0 }).nullish(),
});
