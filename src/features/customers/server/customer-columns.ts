import { getTableName } from 'drizzle-orm';
import { customers } from '../../../db/schema';

/**
 * A customer's row version for another feature's statement (the cart's answer depends on the customer's
 * reward points): the xmin of the customer's row, '' when there is none. Named from the drizzle table.
 */
export const customerRowVersion = (customerId: string) =>
  `coalesce((select cu.xmin::text from ${getTableName(customers)} cu where cu.${customers.id.name} = ${customerId}), '')`;
