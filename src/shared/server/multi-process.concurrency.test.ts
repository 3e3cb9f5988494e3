import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { loginFailureKeys } from '../../features/customers/server/service';
import { adminQuery, withDatabase } from './testing/global-setup-postgres';
import { deleteRedisKeysUnder, uniqueRedisPrefix } from './testing/redis';
import { postgresSkipReason, redisSkipReason } from './testing/test-app';
import { freePort } from './testing/free-port';
import { startProcess, stopProcess } from './testing/child-process';

/**
 * Several server processes on one PostgreSQL: everything a shopper relies on is shared through the
 * database (or, with REDIS_URL, the sign-in and age verification limits through Redis), so it does not
 * matter which process answers.
 */

interface Running {
  process: ChildProcess;
  base: string;
}

async function startShop(databaseUrl: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = startProcess(['--import', 'tsx', 'src/app/server/main.ts'], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_ROOT: '/nonexistent',
    ...env,
  });
  const base = `http://127.0.0.1:${port}/rest/default/V1`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/store/storeConfigs`)).ok) return { process: child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // A server that never answered must not outlive the test, holding its port and connections.
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const stopShop = (running: Running) => stopProcess(running.process);

async function call(url: string, method = 'GET', body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

function childPids(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.skipIf(postgresSkipReason)('two server processes on one PostgreSQL', () => {
  const adminUrl = postgresSkipReason ? '' : inject('postgresAdminUrl');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = adminUrl ? withDatabase(adminUrl, name) : '';
  let one: Running;
  let two: Running;

  beforeAll(async () => {
    await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
    [one, two] = await Promise.all([startShop(databaseUrl), startShop(databaseUrl)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one && stopShop(one), two && stopShop(two)]);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });

  it('reads through one process the cart written through the other', async () => {
    const cartId = (await call(`${one.base}/guest-carts`, 'POST')).json as string;
    const added = await call(`${one.base}/guest-carts/${cartId}/items`, 'POST', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } });
    expect(added.status).toBe(200);
    const totals = await call(`${two.base}/guest-carts/${cartId}/totals`);
    expect(totals.status).toBe(200);
    expect(totals.json).toMatchObject({ items_qty: 2, grand_total: 11.98 });
    await call(`${two.base}/guest-carts/${cartId}/items/${(added.json as { item_id: number }).item_id}`, 'PUT', { cartItem: { qty: 3 } });
    expect((await call(`${one.base}/guest-carts/${cartId}/totals`)).json).toMatchObject({ items_qty: 3, grand_total: 17.97 });
  });

  it('counts failed sign-ins made through both processes against one limit', async () => {
    const signIn = (base: string, password: string) => call(`${base}/integration/customer/token`, 'POST', { username: 'john.smith@example.com', password });
    for (const [i, running] of [one, two, one, two, one].entries()) expect((await signIn(running.base, `Wrong-${i}`)).status).toBe(401);
    // The sixth attempt is refused by either process, even with the right password.
    expect((await signIn(two.base, 'Password123!')).status).toBe(429);
    expect((await signIn(one.base, 'Password123!')).status).toBe(429);
  });

  it('sees a changed store setting in both processes within a second', async () => {
    const zone = async (running: Running) =>
      ((await call(`${running.base}/store/storeConfigs`)).json as { code: string; timezone: string }[]).find((s) => s.code === 'uk')?.timezone;
    // Both have read (and cached) the setting.
    expect(await zone(one)).toBe('Europe/London');
    expect(await zone(two)).toBe('Europe/London');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `insert into store_config (store_id, path, value) select id, 'general/locale/timezone', 'Europe/Dublin' from stores where code = 'uk'
         on conflict (store_id, path) do update set value = excluded.value`,
      );
    } finally {
      await client.end();
    }
    const changedAt = Date.now();
    const seen = new Map<Running, number>();
    while (seen.size < 2 && Date.now() - changedAt < 1_000) {
      for (const running of [one, two]) if (!seen.has(running) && (await zone(running)) === 'Europe/Dublin') seen.set(running, Date.now() - changedAt);
    }
    expect([...seen.keys()].length, `seen after ${JSON.stringify([...seen.values()])} ms`).toBe(2);
  });

  it('runs WEB_CONCURRENCY server processes on one port', async () => {
    const clustered = await startShop(databaseUrl, { WEB_CONCURRENCY: '2' });
    try {
      expect(childPids(clustered.process.pid!)).toHaveLength(2);
      const cartId = (await call(`${clustered.base}/guest-carts`, 'POST')).json as string;
      expect((await call(`${one.base}/guest-carts/${cartId}`)).status).toBe(200);
    } finally {
      await stopShop(clustered);
    }
    expect(clustered.process.exitCode).toBe(0);
  });
});

describe.skipIf(postgresSkipReason || redisSkipReason)('two server processes on one PostgreSQL with REDIS_URL', () => {
  const adminUrl = postgresSkipReason ? '' : inject('postgresAdminUrl');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = adminUrl ? withDatabase(adminUrl, name) : '';
  const prefix = uniqueRedisPrefix();
  let redis: Redis;
  let one: Running;
  let two: Running;

  beforeAll(async () => {
    redis = new Redis(inject('redisUrl'));
    await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
    const env = { REDIS_URL: inject('redisUrl'), REDIS_KEY_PREFIX: prefix };
    [one, two] = await Promise.all([startShop(databaseUrl, env), startShop(databaseUrl, env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one && stopShop(one), two && stopShop(two)]);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    if (redis) {
      await deleteRedisKeysUnder(redis, prefix);
      await redis.quit();
    }
  });

  it('counts failed sign-ins made through both processes against one limit, in Redis', async () => {
    const signIn = (base: string, password: string) => call(`${base}/integration/customer/token`, 'POST', { username: 'john.smith@example.com', password });
    for (const [i, running] of [one, two, one, two, one].entries()) expect((await signIn(running.base, `Wrong-${i}`)).status).toBe(401);
    expect((await signIn(two.base, 'Password123!')).status).toBe(429);
    expect((await signIn(one.base, 'Password123!')).status).toBe(429);
    // Every attempt was counted in Redis, none in the database.
    const { emailKey } = loginFailureKeys('john.smith@example.com', '');
    expect(await redis.get(`${prefix}login-failures:${emailKey}`)).toBe('7');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      expect((await client.query('select count(*)::int as n from login_failures')).rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });
});
