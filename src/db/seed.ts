import { sql } from 'drizzle-orm';
import { hashPassword } from '../features/customers/server/secrets';
import type { Database } from '../shared/server/db';
import { customerAddresses, customers, productPrices, products, storeConfig, stores } from './schema';
import { SEED_CUSTOMERS, SEED_PRODUCTS, SEED_STORES } from './seed-data';

/** Fills an empty database with the demo stores, catalogue and customers; does nothing the second time. */
export async function seed(db: Database): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(stores);
  if (count > 0) return false;
  const hashes = await Promise.all(SEED_CUSTOMERS.map((c) => hashPassword(c.password)));
  await db.transaction(async (tx) => {
    const storeIds = new Map<string, number>();
    for (const { config, ...store } of SEED_STORES) {
      const [row] = await tx.insert(stores).values(store).returning({ id: stores.id });
      storeIds.set(store.code, row.id);
      await tx.insert(storeConfig).values(Object.entries(config).map(([path, value]) => ({ storeId: row.id, path, value })));
    }
    for (const [index, { prices, ...p }] of SEED_PRODUCTS.entries()) {
      const [row] = await tx
        .insert(products)
        .values({ ...p, sortOrder: index, subscriptionIntervals: p.subscriptionIntervals ?? [] })
        .returning({ id: products.id });
      await tx.insert(productPrices).values(Object.entries(prices).map(([code, price]) => ({ productId: row.id, storeId: storeIds.get(code)!, price })));
    }
    for (const [index, c] of SEED_CUSTOMERS.entries()) {
      const [row] = await tx
        .insert(customers)
        .values({ email: c.email, firstname: c.firstname, lastname: c.lastname, passwordHash: hashes[index] })
        .returning({ id: customers.id });
      await tx.insert(customerAddresses).values(
        c.addresses.map((a) => ({
          customerId: row.id,
          firstname: c.firstname,
          lastname: c.lastname,
          street: a.street,
          city: a.city,
          postcode: a.postcode,
          countryId: 'GB',
          telephone: a.telephone,
          isDefaultShipping: a.isDefault,
          isDefaultBilling: a.isDefault,
        })),
      );
    }
  });
  return true;
}
