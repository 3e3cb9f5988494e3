import { and, asc, eq, sql } from 'drizzle-orm';
import { customers, giftRegistries } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { RegistrySearch } from '../domain';
import type { RegistryListing } from './registry-listing';

export type GiftRegistryRow = typeof giftRegistries.$inferSelect;

export async function findRegistry(db: Executor, id: number): Promise<GiftRegistryRow | undefined> {
  const [row] = await db.select().from(giftRegistries).where(eq(giftRegistries.id, id));
  return row;
}

/**
 * The store's public registries matching a search: by id, or by the registrant's full name compared as
 * the domain's normaliseName does (lower case, single spaces, ’ as ').
 */
export async function searchPublicRegistries(db: Executor, storeId: number, search: RegistrySearch, limit: number): Promise<RegistryListing[]> {
  const registrantName = sql`lower(regexp_replace(replace(${customers.firstname} || ' ' || ${customers.lastname}, '’', ''''), '\\s+', ' ', 'g'))`;
  const matches = search.by === 'id' ? eq(giftRegistries.id, search.registryId) : sql`${registrantName} = ${search.fullName}`;
  return db
    .select({ id: giftRegistries.id, title: giftRegistries.title, eventDate: giftRegistries.eventDate })
    .from(giftRegistries)
    .innerJoin(customers, eq(customers.id, giftRegistries.customerId))
    .where(and(eq(giftRegistries.storeId, storeId), eq(giftRegistries.isPublic, true), matches))
    .orderBy(asc(giftRegistries.eventDate), asc(giftRegistries.id))
    .limit(limit);
}
