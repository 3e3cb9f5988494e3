import { isLocalDatabase, serverProcessCount } from './cluster';

describe('how many server processes run', () => {
  it('leaves a core to a PostgreSQL on the same machine, and takes every core for one elsewhere', () => {
    expect(serverProcessCount(undefined, 'postgres://shop@127.0.0.1:5432/shop', 2).count).toBe(1);
    expect(serverProcessCount(undefined, 'postgres://shop@localhost/shop', 8).count).toBe(7);
    expect(serverProcessCount(undefined, 'postgres://shop@db.internal:5432/shop', 2).count).toBe(2);
    expect(serverProcessCount(undefined, 'postgres://shop@127.0.0.1/shop', 1).count).toBe(1);
  });

  it('follows WEB_CONCURRENCY on PostgreSQL and runs one process on the embedded database', () => {
    expect(serverProcessCount(2, 'postgres://shop@127.0.0.1/shop', 2).count).toBe(2);
    const embedded = serverProcessCount(4, undefined, 8);
    expect(embedded.count).toBe(1);
    expect(embedded.warning).toBe('WEB_CONCURRENCY is ignored on the embedded database: set DATABASE_URL to run several processes');
  });

  it('knows a local database by its host: loopback, localhost or a socket directory', () => {
    expect(isLocalDatabase('postgres://postgres@127.0.0.1:5432/postgres')).toBe(true);
    expect(isLocalDatabase('postgres://postgres@[::1]:5432/postgres')).toBe(true);
    expect(isLocalDatabase('postgres:///shop?host=/var/run/postgresql')).toBe(true);
    expect(isLocalDatabase('postgres://postgres@%2Fvar%2Frun%2Fpostgresql/shop')).toBe(true);
    expect(isLocalDatabase('postgres://postgres@10.0.0.5/shop')).toBe(false);
  });
});
