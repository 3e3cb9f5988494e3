import { eq, sql } from 'drizzle-orm';
import { products, stockTakes } from '../../../db/schema';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { isStockShortfall, takeStock } from './inventory';

const SKU = 'ACC-USBC-CABLE';

describe(`stock taken at commit (${dbKind})`, () => {
  let t: TestApp;
  let productId: number;
  const stock = async () => (await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.id, productId)))[0].qty;

  beforeAll(async () => {
    t = await createTestApp();
    [{ id: productId }] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.sku, SKU));
  });
  afterAll(() => t.close());

  it('takes the quantity when the transaction commits, and leaves no pending take behind', async () => {
    const before = await stock();
    await t.database.db.transaction(async (tx) => {
      await takeStock(tx, new Map([[productId, 2]]));
      // Not yet applied inside the transaction: the product's row is not written before the COMMIT.
      const [{ qty }] = await tx.select({ qty: products.qty }).from(products).where(eq(products.id, productId));
      expect(qty).toBe(before);
    });
    expect(await stock()).toBe(before - 2);
    expect(await t.database.db.select().from(stockTakes)).toEqual([]);
  });

  it('a rolled-back transaction takes nothing', async () => {
    const before = await stock();
    const failure = await t.database.db
      .transaction(async (tx) => {
        await takeStock(tx, new Map([[productId, 1]]));
        throw new Error('the order failed');
      })
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(await stock()).toBe(before);
  });

  it('a shortfall at COMMIT fails the whole transaction, is recognised, and changes nothing', async () => {
    const before = await stock();
    const failure = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set sort_order = sort_order where id = ${productId}`);
        await takeStock(tx, new Map([[productId, before + 1]]));
      })
      .catch((error: unknown) => error);
    expect(isStockShortfall(failure)).toBe(true);
    expect(isStockShortfall(new Error('anything else'))).toBe(false);
    expect(await stock()).toBe(before);
    expect(await t.database.db.select().from(stockTakes)).toEqual([]);
  });

  it.runIf(dbKind === 'postgres' && !postgresSkipReason)('does not lock the product row before the COMMIT (PostgreSQL)', async () => {
    const before = await stock();
    await t.database.db.transaction(async (tx) => {
      await takeStock(tx, new Map([[productId, 1]]));
      // Another connection locks the row at once (NOWAIT would fail if this transaction held it).
      await t.database.db.execute(sql`select qty from products where id = ${productId} for no key update nowait`);
    });
    expect(await stock()).toBe(before - 1);
  });
});
