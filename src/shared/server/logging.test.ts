import { safeError } from './logging';

describe('error log lines', () => {
  it("a query failed by the driver itself says why (a closed pool), without the query's SQL or values", () => {
    const driverFailure = new Error('Cannot use a pool after calling end on the pool');
    const failedQuery = Object.assign(new Error('Failed query: select * from carts where email = $1\nparams: jane.doe@example.com'), {
      query: 'select * from carts where email = $1',
      params: ['jane.doe@example.com'],
      cause: driverFailure,
    });
    const logged = safeError(failedQuery);
    expect(logged).toMatchObject({ type: 'Error', cause: 'Error', causeMessage: 'Cannot use a pool after calling end on the pool' });
    expect(JSON.stringify(logged)).not.toContain('jane.doe');
    expect(JSON.stringify(logged)).not.toContain('select');
  });

  it('a database error with a SQLSTATE keeps the code and never the message that may quote a value', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "Jane"'), { code: '22P02' });
    const failedQuery = Object.assign(new Error('Failed query'), { query: 'select 1', params: ['Jane'], cause: pgError });
    const logged = safeError(failedQuery);
    expect(logged).toMatchObject({ code: '22P02' });
    expect(JSON.stringify(logged)).not.toContain('Jane');
  });
});
