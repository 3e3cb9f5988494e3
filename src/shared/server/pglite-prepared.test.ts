import { PGlite, types } from '@electric-sql/pglite';
import { withPreparedStatements } from './pglite-prepared';

describe('the embedded database’s prepared statements', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  const TEXT = `select timestamptz '2026-11-27 12:00:00+00' as at, 42::int as n, '{"a":1}'::json as j`;

  it("parses results with the query's own type parsers over the client's, and leaves the client's as they were", async () => {
    const prepared = withPreparedStatements(client);
    const asText = { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` };
    const own = await prepared.query<{ at: string; n: number; j: { a: number } }>(TEXT, [], { parsers: asText });
    expect(own.rows).toEqual([{ at: 'at 2026-11-27 12:00:00+00', n: 42, j: { a: 1 } }]);
    const plain = await prepared.query<{ at: Date }>(TEXT, []);
    expect(plain.rows[0].at).toEqual(new Date('2026-11-27T12:00:00Z'));
    const arrays = await prepared.query<unknown[]>(TEXT, [], { parsers: asText, rowMode: 'array' });
    expect(arrays.rows).toEqual([['at 2026-11-27 12:00:00+00', 42, { a: 1 }]]);
  });
});
