import { and, eq, sql } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { withQueryTally } from './query-count';
import { prebuilt, prebuiltByShape } from './prebuilt';
import { type TestApp, createTestApp, dbKind } from './testing/test-app';

const findCart = prebuilt<{ maskedId: string }, (typeof carts.$inferSelect)[]>('test_find_cart', (db, p) =>
  db
    .select()
    .from(carts)
    .where(and(eq(carts.maskedId, p('maskedId')), eq(carts.isActive, true))),
);
const insertCart = prebuilt<{ maskedId: string; address: unknown }, { id: number; shippingAddress: unknown; createdAt: Date }[]>('test_insert_cart', (db, p) =>
  db
    .insert(carts)
    .values({ maskedId: p('maskedId'), storeId: 1, shippingAddress: p('address') })
    .returning({ id: carts.id, shippingAddress: carts.shippingAddress, createdAt: carts.createdAt }),
);
const setCart = prebuiltByShape<string[], Record<string, unknown>, unknown>(
  'test_set_cart',
  (keys) => keys.join(','),
  (db, p, keys) =>
    db
      .update(carts)
      .set({ ...Object.fromEntries(keys.map((key) => [key, p(key)])), version: sql`${carts.version} + 1` })
      .where(eq(carts.id, p('id'))),
);

describe(`statements built once (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs on the pool and inside transactions, with drizzle’s row mapping and column encoding', async () => {
    // A jsonb value that is an array would be sent as a PostgreSQL array unless the column encodes it.
    const address = { street: ['1 Test Street', 'Flat 2'], city: 'London' };
    const [inserted] = await insertCart(t.database.db, { maskedId: 'prebuilt-1', address });
    expect(inserted.shippingAddress).toEqual(address);
    expect(inserted.createdAt).toBeInstanceOf(Date);

    const [found] = await findCart(t.database.db, { maskedId: 'prebuilt-1' });
    expect(found).toMatchObject({ id: inserted.id, maskedId: 'prebuilt-1', shippingAddress: address, isActive: true, version: 1 });

    await t.database.db.transaction(async (tx) => {
      await setCart(tx, ['email'], { email: 'a@example.com', id: inserted.id });
      await setCart(tx, ['email', 'shippingAddress'], { email: 'b@example.com', shippingAddress: ['x'], id: inserted.id });
      const [inside] = await findCart(tx, { maskedId: 'prebuilt-1' });
      expect(inside).toMatchObject({ email: 'b@example.com', shippingAddress: ['x'], version: 3 });
    });
    expect(await findCart(t.database.db, { maskedId: 'no-such-cart' })).toEqual([]);
  });

  it('sends one statement per call, whatever it was built from', async () => {
    await findCart(t.database.db, { maskedId: 'prebuilt-1' });
    const { statements } = await withQueryTally(() => findCart(t.database.db, { maskedId: 'prebuilt-1' }));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select .* from "carts" where/);
  });
});
