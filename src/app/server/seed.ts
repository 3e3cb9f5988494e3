import { sql } from 'drizzle-orm';
import { hashPassword } from '../../features/customers/server/secrets';
import type { Database, Executor } from '../../shared/server/db';
import { eq } from 'drizzle-orm';
import {
  cartRules,
  checkoutAgreementTranslations,
  checkoutAgreements,
  cmsBlocks,
  cmsPages,
  customerAddresses,
  customers,
  giftRegistries,
  giftRules,
  productPrices,
  productTranslations,
  products,
  savedCards,
  storeConfig,
  storeConfigTranslations,
  stores,
} from '../../db/schema';
import {
  AGE_RESTRICTED_KINDS,
  SEED_AGREEMENTS,
  SEED_AGREEMENT_TRANSLATIONS,
  SEED_CART_RULES,
  SEED_CMS_BLOCKS,
  SEED_CMS_PAGES,
  SEED_CONFIG_TRANSLATIONS,
  SEED_CUSTOMERS,
  SEED_GIFT_REGISTRIES,
  SEED_GIFT_RULES,
  SEED_PRODUCTS,
  SEED_SAVED_CARDS,
  SEED_STORES,
} from '../../db/seed-data';
import { SEED_PRODUCT_TRANSLATIONS } from '../../db/seed-product-translations';
import { seedProductAttributes } from './seed-product-attributes';

/**
 * Fills a new database with the demo data; each part is added once, so a database made by an older
 * version gains what later versions seed (coupons) without losing anything.
 */
export async function seed(db: Database): Promise<void> {
  await seedCatalogueAndCustomers(db);
  await seedCartRules(db);
  await seedGiftRules(db);
  await seedGiftRegistries(db);
  await seedAgreements(db);
  await seedAgreementTranslations(db);
  await seedContent(db);
}

/** Adds the content pages and blocks a store does not have yet; pages the shop has edited are kept. */
async function seedContent(db: Database): Promise<void> {
  for (const [code, pages] of Object.entries(SEED_CMS_PAGES)) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, code));
    if (store)
      await db
        .insert(cmsPages)
        .values(pages.map((p) => ({ ...p, storeId: store.id })))
        .onConflictDoNothing();
  }
  for (const [code, blocks] of Object.entries(SEED_CMS_BLOCKS)) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, code));
    if (store)
      await db
        .insert(cmsBlocks)
        .values(blocks.map((b) => ({ ...b, storeId: store.id })))
        .onConflictDoNothing();
  }
}

async function seedAgreements(db: Database): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(checkoutAgreements);
  if (count > 0) return;
  for (const [code, agreements] of Object.entries(SEED_AGREEMENTS)) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, code));
    if (store && agreements.length > 0) await db.insert(checkoutAgreements).values(agreements.map((a) => ({ ...a, storeId: store.id })));
  }
}

/** Adds the translations an agreement (found by its store and own name) does not have yet; edited ones are kept. */
async function seedAgreementTranslations(db: Database): Promise<void> {
  for (const [code, languages] of Object.entries(SEED_AGREEMENT_TRANSLATIONS)) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, code));
    if (!store) continue;
    const own = await db
      .select({ id: checkoutAgreements.id, name: checkoutAgreements.name })
      .from(checkoutAgreements)
      .where(eq(checkoutAgreements.storeId, store.id));
    const rows = Object.entries(languages).flatMap(([language, byName]) =>
      own.flatMap(({ id, name }) => (byName[name] ? [{ agreementId: id, language, ...byName[name] }] : [])),
    );
    if (rows.length > 0) await db.insert(checkoutAgreementTranslations).values(rows).onConflictDoNothing();
  }
}

async function seedGiftRegistries(db: Database): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(giftRegistries);
  if (count > 0) return;
  const [uk] = await db.select({ id: stores.id }).from(stores).where(eq(stores.isDefault, true));
  for (const { registrantEmail, ...registry } of SEED_GIFT_REGISTRIES) {
    const [registrant] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, registrantEmail));
    if (registrant) await db.insert(giftRegistries).values({ ...registry, storeId: uk.id, customerId: registrant.id });
  }
}

async function seedGiftRules(db: Database): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(giftRules);
  if (count > 0) return;
  const [uk] = await db.select({ id: stores.id }).from(stores).where(eq(stores.isDefault, true));
  await db.insert(giftRules).values(SEED_GIFT_RULES.map((r) => ({ ...r, storeId: uk.id })));
}

async function seedCartRules(db: Database): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(cartRules);
  if (count > 0) return;
  const [uk] = await db.select({ id: stores.id }).from(stores).where(eq(stores.isDefault, true));
  await db
    .insert(cartRules)
    .values(SEED_CART_RULES.map((r) => ({ ...r, storeId: uk.id, action: { ...r.action }, conditions: 'conditions' in r ? { ...r.conditions } : {} })));
}

async function seedCatalogueAndCustomers(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const storeIds = await seedStores(tx);
    await seedProducts(tx, storeIds);
    await seedProductAttributes(tx);
  });
  await seedCustomers(db);
}

/** Adds the stores (and their settings, with their translations) a database does not have yet; settings already there are kept. */
async function seedStores(tx: Executor): Promise<Map<string, number>> {
  const storeIds = new Map<string, number>();
  for (const { config, ...store } of SEED_STORES) {
    const [existing] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.code, store.code));
    const id = existing?.id ?? (await tx.insert(stores).values(store).returning({ id: stores.id }))[0].id;
    storeIds.set(store.code, id);
    await tx
      .insert(storeConfig)
      .values(Object.entries(config).map(([path, value]) => ({ storeId: id, path, value })))
      .onConflictDoNothing();
    for (const [language, values] of Object.entries(SEED_CONFIG_TRANSLATIONS[store.code] ?? {})) {
      await tx
        .insert(storeConfigTranslations)
        .values(Object.entries(values).map(([path, value]) => ({ storeId: id, language, path, value })))
        .onConflictDoNothing();
    }
  }
  return storeIds;
}

/** Adds missing products by SKU, and each product's missing store prices and translations. */
async function seedProducts(tx: Executor, storeIds: Map<string, number>): Promise<void> {
  for (const [index, { prices, ...p }] of SEED_PRODUCTS.entries()) {
    const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, p.sku));
    const id =
      existing?.id ??
      (
        await tx
          .insert(products)
          .values({
            ...p,
            sortOrder: index,
            subscriptionIntervals: p.subscriptionIntervals ?? [],
            ageRestricted: p.ageRestricted ?? AGE_RESTRICTED_KINDS.includes(p.kind),
          })
          .returning({ id: products.id })
      )[0].id;
    await tx
      .insert(productPrices)
      .values(Object.entries(prices).map(([code, price]) => ({ productId: id, storeId: storeIds.get(code)!, price })))
      .onConflictDoNothing();
    const translations = Object.entries(SEED_PRODUCT_TRANSLATIONS[p.sku] ?? {});
    if (translations.length > 0) {
      await tx
        .insert(productTranslations)
        .values(translations.map(([locale, texts]) => ({ productId: id, locale, ...texts })))
        .onConflictDoNothing();
    }
  }
}

async function seedCustomers(db: Database): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(customers);
  if (count > 0) return;
  const hashes = await Promise.all(SEED_CUSTOMERS.map((c) => hashPassword(c.password)));
  await db.transaction(async (tx) => {
    for (const [index, c] of SEED_CUSTOMERS.entries()) {
      const [row] = await tx
        .insert(customers)
        .values({
          email: c.email,
          firstname: c.firstname,
          lastname: c.lastname,
          passwordHash: hashes[index],
          rewardPoints: 'rewardPoints' in c ? c.rewardPoints : 0,
        })
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
      // Saved cards come with a new account only: a card the customer deleted is not brought back.
      const cards = SEED_SAVED_CARDS.filter((card) => card.customerEmail === c.email).map(({ customerEmail: _email, ...card }) => ({
        ...card,
        customerId: row.id,
      }));
      if (cards.length > 0) await tx.insert(savedCards).values(cards);
    }
  });
}
