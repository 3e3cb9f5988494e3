import { sql } from 'drizzle-orm';
import { basketWrite } from './db';
import { withQueryTally } from './query-count';
import { type TestApp, createTestApp, dbKind } from './testing/test-app';

const rowsOf = async (run: PromiseLike<unknown>) => ((await run) as { rows: Record<string, unknown>[] }).rows;
const setting = async (run: PromiseLike<unknown>) => (await rowsOf(run))[0]?.synchronous_commit;

describe(`basketWrite (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The log audit of the run expects every test app to have answered something.
    expect((await t.request({ method: 'GET', url: '/rest/default/V1/products?searchCriteria' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('commits a basket change without waiting for the disk on PostgreSQL, and leaves every other transaction durable', async () => {
    const inBasket = await basketWrite(t.database.db, (tx) => setting(tx.execute(sql`show synchronous_commit`)));
    const inOrder = await t.database.db.transaction((tx) => setting(tx.execute(sql`show synchronous_commit`)));
    const afterwards = await setting(t.database.db.execute(sql`show synchronous_commit`));
    expect(inBasket).toBe(dbKind === 'postgres' ? 'off' : 'on');
    expect(inOrder).toBe('on');
    expect(afterwards).toBe('on');
  });

  it('sends the setting with its BEGIN, and rolls everything back when the work fails', async () => {
    await t.database.db.execute(sql`create table if not exists basket_write_probe (n int)`);
    const { statements } = await withQueryTally(() => basketWrite(t.database.db, (tx) => tx.execute(sql`insert into basket_write_probe values (1)`)));
    expect(statements.length).toBe(dbKind === 'postgres' ? 3 : 1);
    await expect(
      basketWrite(t.database.db, async (tx) => {
        await tx.execute(sql`insert into basket_write_probe values (2)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const rows = await rowsOf(t.database.db.execute(sql`select n from basket_write_probe order by n`));
    expect(rows).toEqual([{ n: 1 }]);
  });
});
