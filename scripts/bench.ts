// npm run bench: requests per second and p99 latency of the shop's hot calls, each beside a bare Fastify
// route measured in the same run, before and after the shop's calls (the machine's ceiling: the higher of
// the two), with the ratio between them, the place-order rate and the server's peak resident memory under
// that load.
//
// Runs on the embedded PGlite (a temporary folder), then on PostgreSQL: DATABASE_URL when set, else a
// throwaway database on the local server at 127.0.0.1:5432 when one answers. WEB_CONCURRENCY is passed
// on to the shop (several server processes on PostgreSQL).
//
// Each shop call is also compared with a bare run of its own kind made just before it (BENCH_BARE_SECONDS,
// 5): on a shared machine whose capacity drifts through a run, that pair met the same moment.
//
// Each row also gives the CPU time a request cost the server's processes and PostgreSQL's backends (from
// /proc): on a machine shared with other work, req/s moves with the neighbours, the cost per request far less.
//
// BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_DATABASES ("pglite,postgres") steer it; BENCH_PROFILE_DIR
// writes the shop's CPU profile there. Every call,
// the bare routes' too, first runs unmeasured for BENCH_WARMUP_SECONDS (2): the figures are a warm
// server's, as in production (measured cold, the first call's row mostly showed V8 compiling the code).

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { products } from '../src/db/schema';
import { type AgreementDto, requiredAgreementIds } from '../src/features/checkout/domain';
import { openAppDatabase } from '../src/app/server/open-database';
import { seedBenchCatalogue } from './bench-catalogue';
import { measureRenewals } from './bench-renewals';
import { buildServer } from './server-build.mjs';
import {
  cpuSpentMs,
  cpuUsedMs,
  freePort,
  post,
  startBareServer,
  startServer,
  startTwins,
  stopServer,
  waitUntilUp,
  watchMemory,
  inParallel,
} from './bench-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const BARE_SECONDS = Number(process.env.BENCH_BARE_SECONDS ?? 5);
const BARE_POST_BODY = JSON.stringify({ cartItem: { sku: 'EPOD-GOLDEN-TOBACCO-18', qty: 1 } });
/** BENCH_ONLY (a pattern, e.g. "quantity|add"): measure only the shop's calls it matches (the bare routes always). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const skipped = (name: string) => ONLY !== null && !name.startsWith('bare') && !ONLY.test(name);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_SOCKET_DIR = process.env.BENCH_POSTGRES_SOCKET_DIR ?? '/var/run/postgresql';
const CART_POOL = 300;
/**
 * Empty carts the add call spreads over: each takes at most the product's sale limit (100) of each of its
 * two SKUs, so 1,500 carts leave room for 300,000 adds, far more than a run makes; and 1,500 stay within
 * the 2,000 carts a server process holds (cart/server/known-carts.ts), as a shop's busy carts would.
 */
const ADD_CARTS = Number(process.env.BENCH_ADD_CARTS ?? 1500);
const SKUS = ['EPOD-GOLDEN-TOBACCO-18', 'EPOD-CRISP-MINT-12', 'ACC-USBC-CABLE'];
const ADDRESS = {
  firstname: 'Bench',
  lastname: 'Mark',
  street: ['1 Test Street'],
  city: 'London',
  postcode: 'EC1A 1BB',
  country_id: 'GB',
  telephone: '+447400123456',
  email: 'bench@example.com',
};
/**
 * What the search's typists type, each query sent as it grows from its third character (the header asks
 * for suggestions from there on): words of the catalogue, a typo, a category, a word no product has.
 */
const TYPED_QUERIES = [
  'crisp mint',
  'golden tobacco',
  'cartridges',
  'tobaco',
  'epen 3 device',
  'usb-c cable',
  'mango ice',
  'accessories',
  'strawberry',
  'pods',
];
/** The French store's typists, over the translated catalogue: its words with and without their accents, a typo. */
const FRENCH_TYPED_QUERIES = [
  'menthe fraiche',
  'tabac doré',
  'cartouches',
  'tabbac',
  'kit epen argent',
  'câble usb-c',
  'mangue glacee',
  'creme vanille',
  'fraise',
  'pods',
];
const prefixesOf = (queries: readonly string[]) => queries.flatMap((query) => Array.from({ length: query.length - 2 }, (_, i) => query.slice(0, i + 3)));
const TYPED_PREFIXES = prefixesOf(TYPED_QUERIES);
/** A prefix with one letter changed (a typo of its own): a query the server has not kept an answer for. */
function freshPrefixOf(prefixes: readonly string[]): (i: number) => string {
  return (i) => {
    const prefix = prefixes[i % prefixes.length];
    const at = Math.floor(i / prefixes.length) % prefix.length;
    const letter = String.fromCharCode(97 + (Math.floor(i / (prefixes.length * prefix.length)) % 26));
    return prefix.slice(0, at) + letter + prefix.slice(at + 1);
  };
}
const freshPrefix = freshPrefixOf(TYPED_PREFIXES);
const suggestionsPath = (query: string, store = 'default') => `/rest/${store}/V1/search/suggestions?q=${encodeURIComponent(query)}`;
const SHIPPING = { addressInformation: { shipping_address: ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } };

interface Row {
  name: string;
  kind: 'GET' | 'POST' | 'orders';
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The bare route of the same kind, run just before this call (req/s). */
  bareJustBefore?: number;
  /** CPU time per request (µs): the server's processes, and PostgreSQL's backends of the shop's database. */
  cpu?: { server: number; postgres: number };
}

/** The server being measured (and its database on PostgreSQL), whose CPU time each run counts. */
let measuring: { pid: number; database?: string } | null = null;

/** Counts the CPU time the measured server (and its PostgreSQL backends) spend on `requests` requests. */
async function withCpu<T>(measure: () => Promise<T>, requestsOf: (result: T) => number): Promise<{ result: T; cpu?: Row['cpu'] }> {
  const target = measuring;
  const before = target && cpuUsedMs(target.pid, target.database);
  const result = await measure();
  if (!target || !before) return { result };
  const spent = cpuSpentMs(before, cpuUsedMs(target.pid, target.database));
  const requests = Math.max(1, requestsOf(result));
  return { result, cpu: { server: Math.round((spent.server * 1000) / requests), postgres: Math.round((spent.postgres * 1000) / requests) } };
}

/** The bare server kept up through the shop's calls, for the run just before each. */
let adjacentBare: { port: number } | null = null;

/** The bare route of a kind, for BARE_SECONDS, with no warm-up (the bare server stays warm). */
async function bareJustBefore(kind: 'GET' | 'POST'): Promise<number | undefined> {
  if (!adjacentBare || BARE_SECONDS <= 0) return undefined;
  const url = `http://127.0.0.1:${adjacentBare.port}/${kind === 'GET' ? 'hello' : 'echo'}`;
  const options = kind === 'GET' ? {} : { method: 'POST' as const, body: BARE_POST_BODY };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: BARE_SECONDS, headers: { 'content-type': 'application/json' }, ...options });
  return Math.round(result.requests.average);
}

async function main() {
  await buildServer();
  const bareBefore = await measureBare();
  const barePort = await freePort();
  const bareServer = startBareServer(barePort);
  await waitUntilUp(`http://127.0.0.1:${barePort}/hello`);
  adjacentBare = { port: barePort };
  const measured: { label: string; processes: string; rows: Row[]; peakBytes: number }[] = [];
  const skippedNotes: string[] = [];
  for (const kind of DATABASES) {
    const target = kind === 'postgres' ? await postgresTarget() : { env: { DATABASE_URL: '' }, label: 'embedded PGlite', cleanup: async () => {} };
    if (!target) {
      skippedNotes.push('\nPostgreSQL: none reachable (set DATABASE_URL), skipped.');
      continue;
    }
    try {
      const shop = await measureShop(target.env);
      // Subscriptions' renewals on PostgreSQL, where several server processes share them.
      if (kind === 'postgres') shop.rows.push(await renewalsRow(target.env.DATABASE_URL));
      measured.push({ label: target.label, ...shop });
      const large = await measureLargeCatalogue(target.env);
      if (large) measured.push({ label: `${target.label}, ${LARGE_CATALOGUE}`, ...large });
    } finally {
      await target.cleanup();
    }
  }
  adjacentBare = null;
  await stopServer(bareServer);
  // The ceiling is measured again at the end and the higher figure kept: on a shared machine a bare run
  // that met a busy moment would flatter every share.
  const bareAfter = await measureBare();
  const bare = { get: higher(bareBefore.get, bareAfter.get), post: higher(bareBefore.post, bareAfter.post) };
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per call, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(
    `Bare Fastify in the same run, the higher of its runs before and after the shop's: GET ${bare.get.rps} req/s (p99 ${bare.get.p99} ms; ${bareBefore.get.rps} before, ${bareAfter.get.rps} after), ` +
      `POST JSON ${bare.post.rps} req/s (p99 ${bare.post.p99} ms; ${bareBefore.post.rps} before, ${bareAfter.post.rps} after)`,
  );
  console.log(
    `Bare Fastify's CPU per request: GET ${bareBefore.get.cpu?.server ?? '?'} µs, POST ${bareBefore.post.cpu?.server ?? '?'} µs (the run before the shop's)`,
  );
  for (const m of measured) console.log(report(m.label, m.processes, bare, m.rows, m.peakBytes));
  for (const note of skippedNotes) console.log(note);
}

/** Subscriptions renewed per second (each re-priced, charged at the gateway's twin and written as an order) by two schedulers at once. */
async function renewalsRow(databaseUrl: string): Promise<Row> {
  const count = Number(process.env.BENCH_RENEWALS ?? 400);
  const name = `renewals (${count} subscriptions due, two schedulers)`;
  if (skipped(name)) return { name, kind: 'orders', rps: 0, p50: 0, p99: 0, non2xx: 0 };
  const { placed, seconds } = await measureRenewals(databaseUrl, count);
  return { name, kind: 'orders', rps: Math.round(placed / seconds), p50: 0, p99: 0, non2xx: count - placed };
}

const higher = (a: Row, b: Row): Row => (b.rps > a.rps ? b : a);

function report(label: string, processes: string, bare: { get: Row; post: Row }, rows: Row[], peakBytes: number): string {
  const lines = [
    `\n### ${label} (${processes})\n`,
    "| call | req/s | p50 ms | p99 ms | non-2xx | share of bare Fastify (the run's ceiling) | bare just before: req/s, share | CPU µs per request: server, PostgreSQL |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    if (skipped(r.name)) continue;
    const base = r.kind === 'GET' ? bare.get : r.kind === 'POST' ? bare.post : null;
    const share = base ? `${((100 * r.rps) / base.rps).toFixed(1)} % of bare ${r.kind}` : 'orders/s';
    const adjacent = r.bareJustBefore ? `${r.bareJustBefore}, ${((100 * r.rps) / r.bareJustBefore).toFixed(1)} %` : '';
    const cpu = r.cpu ? `${r.cpu.server}, ${label.startsWith('PostgreSQL') ? r.cpu.postgres : '–'}` : '';
    lines.push(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${share} | ${adjacent} | ${cpu} |`);
  }
  lines.push(`\nServer peak resident memory under this load: ${Math.round(peakBytes / 1024 / 1024)} MB`);
  return lines.join('\n');
}

async function measureBare(): Promise<{ get: Row; post: Row }> {
  const port = await freePort();
  const server = startBareServer(port);
  measuring = { pid: server.pid! };
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/hello`);
    const get = await run('bare GET', 'GET', `http://127.0.0.1:${port}/hello`, {});
    const body = JSON.stringify({ cartItem: { sku: SKUS[0], qty: 1 } });
    const echo = await run('bare POST', 'POST', `http://127.0.0.1:${port}/echo`, { method: 'POST', body });
    return { get, post: echo };
  } finally {
    measuring = null;
    await stopServer(server);
  }
}

/** A throwaway database on the local PostgreSQL (or DATABASE_URL as given). */
async function postgresTarget(): Promise<{ env: Record<string, string>; label: string; cleanup(): Promise<void> } | null> {
  if (process.env.DATABASE_URL) return { env: { DATABASE_URL: process.env.DATABASE_URL }, label: 'PostgreSQL (DATABASE_URL)', cleanup: async () => {} };
  const name = `shop_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: LOCAL_POSTGRES });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  // On the same machine the shop talks to PostgreSQL through its Unix socket when there is one, as a
  // single-host deployment would: no TCP stack on either side of every statement.
  const socket = existsSync(path.join(LOCAL_SOCKET_DIR, '.s.PGSQL.5432'));
  const url = socket ? `postgres://postgres@${encodeURIComponent(LOCAL_SOCKET_DIR)}/${name}` : LOCAL_POSTGRES.replace(/\/postgres$/, `/${name}`);
  return {
    env: { DATABASE_URL: url },
    label: `PostgreSQL 15 (local server, ${socket ? 'Unix socket' : 'TCP loopback'})`,
    cleanup: async () => {
      const c = new pg.Client({ connectionString: LOCAL_POSTGRES });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Migrates and seeds the database before the shop starts, with stock enough for every order the bench places. */
async function prepareDatabase(env: Record<string, string>): Promise<void> {
  const handle = await openAppDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? '', databasePoolSize: 10 });
  await handle.db.update(products).set({ qty: 10_000_000 });
  await handle.close();
}

async function measureShop(databaseEnv: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  // Behind a proxy, as in production: the shoppers' own addresses come in X-Forwarded-For.
  const env = { ...databaseEnv, DATA_DIR: dataDir, TRUST_PROXY: '1' };
  await prepareDatabase(env);
  const port = await freePort();
  const { urls, twins } = await startTwins(port, dataDir);
  const server = startServer(port, { ...env, ...urls });
  measuring = { pid: server.pid!, database: databaseEnv.DATABASE_URL ? new URL(databaseEnv.DATABASE_URL).pathname.slice(1) : undefined };
  const base = `http://127.0.0.1:${port}/rest/default/V1`;
  try {
    await waitUntilUp(`${base}/products?searchCriteria`);
    const carts = await inParallel(CART_POOL, () => post(`${base}/guest-carts`) as Promise<string>);
    // One line in every pooled cart, for the quantity updates and coupons.
    const items = await inParallel(
      CART_POOL,
      async (i) => ((await post(`${base}/guest-carts/${carts[i]}/items`, { cartItem: { sku: SKUS[0], qty: 1 } })) as { item_id: number }).item_id,
    );
    const totalsCart = carts[0];
    for (const sku of SKUS.slice(1)) await post(`${base}/guest-carts/${totalsCart}/items`, { cartItem: { sku, qty: 1 } });
    await post(`${base}/guest-carts/${totalsCart}/shipping-information`, SHIPPING);

    const memory = watchMemory(server.pid!);
    let next = 0;
    const pooled = (method: string, pathOf: (i: number) => string, bodyOf: (i: number) => unknown) => ({
      requests: [
        {
          method,
          setupRequest: (request: Request) => {
            const i = next++;
            request.path = pathOf(i);
            const body = bodyOf(i);
            if (body !== undefined) request.body = JSON.stringify(body);
            return request;
          },
        },
      ],
    });
    const cartPath = (i: number) => `/rest/default/V1/guest-carts/${carts[i % CART_POOL]}`;
    const rows: Row[] = [];
    rows.push(await run('GET guest-carts/{id}/totals (3 lines)', 'GET', `${base}/guest-carts/${totalsCart}/totals`, {}));
    rows.push(await run('GET guest-carts/{id} (3 lines)', 'GET', `${base}/guest-carts/${totalsCart}`, {}));
    rows.push(await run('GET products (20)', 'GET', `${base}/products?searchCriteria[pageSize]=20`, {}));
    // The header's suggestions, one request per key of 50 typists: as typed (the answers a busy shop has
    // kept), and each query one the server has not seen (every one a search of the database).
    let nextTyped = 0;
    const typing = (queryOf: (i: number) => string) => ({
      requests: [{ method: 'GET', setupRequest: (request: Request) => ({ ...request, path: suggestionsPath(queryOf(nextTyped++)) }) }],
    });
    rows.push(
      await run(
        'GET search/suggestions (typists, as typed)',
        'GET',
        base,
        typing((i) => TYPED_PREFIXES[i % TYPED_PREFIXES.length]),
      ),
    );
    rows.push(await run('GET search/suggestions (typists, each query new)', 'GET', base, typing(freshPrefix)));
    rows.push(
      await run('POST estimate-shipping-methods', 'POST', `${base}/guest-carts/${totalsCart}/estimate-shipping-methods`, {
        method: 'POST',
        body: JSON.stringify({ address: { country_id: 'GB', postcode: 'EC1A 1BB' } }),
      }),
    );
    rows.push(
      await run('POST totals-information', 'POST', `${base}/guest-carts/${totalsCart}/totals-information`, {
        method: 'POST',
        body: JSON.stringify({
          addressInformation: { address: { countryId: 'GB', postcode: 'EC1A 1BB' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
        }),
      }),
    );
    // Writes last, so their dead rows do not slow the read phases down; spread over the pool of carts.
    rows.push(
      await run(
        'POST shipping-information',
        'POST',
        base,
        pooled(
          'POST',
          (i) => `${cartPath(i)}/shipping-information`,
          () => SHIPPING,
        ),
      ),
    );
    rows.push(
      await run(
        'PUT guest-carts/{id}/items/{itemId} (quantity)',
        'POST',
        base,
        pooled(
          'PUT',
          (i) => `${cartPath(i)}/items/${items[i % CART_POOL]}`,
          (i) => ({ cartItem: { qty: 1 + (Math.floor(i / CART_POOL) % 5) } }),
        ),
      ),
    );
    // Each cart's shopper from an address of their own (the coupon captcha counts attempts per address).
    const shopperAddress = (i: number) => `127.1.${Math.floor((i % CART_POOL) / 250)}.${(i % CART_POOL) % 250}`;
    rows.push(
      await run('PUT guest-carts/{id}/coupons/WELCOME10', 'POST', base, {
        requests: [
          {
            method: 'PUT',
            setupRequest: (request: Request) => {
              const i = next++;
              request.path = `${cartPath(i)}/coupons/WELCOME10`;
              request.headers = { ...request.headers, 'x-forwarded-for': shopperAddress(i) };
              return request;
            },
          },
        ],
      }),
    );
    const addCarts = skipped('POST guest-carts/{id}/items (add)') ? [] : await inParallel(ADD_CARTS, () => post(`${base}/guest-carts`) as Promise<string>);
    let nextAdd = 0;
    rows.push(
      await run('POST guest-carts/{id}/items (add)', 'POST', base, {
        requests: [
          {
            method: 'POST',
            setupRequest: (request: Request) => {
              const i = nextAdd++;
              request.path = `/rest/default/V1/guest-carts/${addCarts[i % ADD_CARTS]}/items`;
              request.body = JSON.stringify({ cartItem: { sku: SKUS[1 + (Math.floor(i / ADD_CARTS) % 2)], qty: 1 } });
              return request;
            },
          },
        ],
      }),
    );
    rows.push(await removeLines(base));
    rows.push(await placeOrders(base, true));
    rows.push(await placeOrders(base, false));
    return { rows, peakBytes: memory.stop(), processes: `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 'default'}` };
  } finally {
    measuring = null;
    await stopServer(server);
    await stopServer(twins);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The large catalogue's rows: a shopper's category pages and searches over the generated products. */
const LARGE_CATALOGUE = '10,000 products';
/**
 * Category pages a shopper opens: filters, orders and pages combined, more selections than a server keeps
 * answers for (100 a catalogue), so that each one is worked out afresh, as a busy shop's long tail is.
 */
const FILTERED_PAGES = (() => {
  const flavours = ['fruit', 'menthol', 'tobacco', 'fruit,menthol', 'dessert,drinks', ''];
  const strengths = ['12', '18', '6,12', '0,3', '20', ''];
  const orders = ['', '&product_list_order=price', '&product_list_order=name', '&product_list_order=newest', '&product_list_order=price&product_list_dir=desc'];
  return flavours.flatMap((flavour, f) =>
    strengths.flatMap((strength, s) =>
      orders.map((order, o) => {
        const filters = [flavour && `flavour_family=${flavour}`, strength && `nicotine_strength=${strength}`].filter(Boolean).join('&');
        return `/rest/default/V1/category-listing?category=pods${filters ? `&${filters}` : ''}&in_stock=1${order}&p=${1 + ((f + s + o) % 3)}`;
      }),
    ),
  );
})();
const QUICK_SEARCHES = ['mint', 'golden tobacco', 'cherry', 'vanilla custard', 'cola', 'device kit', 'carry case', 'tobaco', 'mango ice', 'strawbery'];
const quickSearchPath = (query: string) =>
  `/rest/default/V1/search?searchCriteria[requestName]=quick_search_container&searchCriteria[filter_groups][0][filters][0][field]=search_term&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(query)}&searchCriteria[pageSize]=24`;

/**
 * The category pages and the search over a catalogue of 10,000 generated products (scripts/bench-catalogue.ts),
 * on a server of their own: the demo seed's database with the generated catalogue added before it starts.
 */
async function measureLargeCatalogue(databaseEnv: Record<string, string>): Promise<{ rows: Row[]; peakBytes: number; processes: string } | null> {
  const names = [
    `GET category-listing (${LARGE_CATALOGUE}, pods, filtered, each selection new)`,
    `GET category-listing (${LARGE_CATALOGUE}, all products, kept answer)`,
    `GET search/suggestions (${LARGE_CATALOGUE}, typists, each query new)`,
    `GET search (${LARGE_CATALOGUE}, quick search)`,
    `GET search/suggestions (${LARGE_CATALOGUE}, French store, typists, each query new)`,
  ];
  if (names.every(skipped)) return null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-catalogue-'));
  // The server keeps two stores' catalogues of 10,000 products (the UK's and the French one's): more than the
  // default heap of 160 MB holds (SERVER_HEAP_MB, scripts/server-build.mjs).
  const env = { ...databaseEnv, DATA_DIR: dataDir, TRUST_PROXY: '1', SERVER_HEAP_MB: process.env.SERVER_HEAP_MB ?? '320' };
  const handle = await openAppDatabase({ databaseUrl: databaseEnv.DATABASE_URL || undefined, dataDir, databasePoolSize: 10 });
  try {
    await seedBenchCatalogue(handle.db);
  } finally {
    await handle.close();
  }
  const port = await freePort();
  const { urls, twins } = await startTwins(port, dataDir);
  const server = startServer(port, { ...env, ...urls });
  measuring = { pid: server.pid!, database: databaseEnv.DATABASE_URL ? new URL(databaseEnv.DATABASE_URL).pathname.slice(1) : undefined };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/rest/default/V1/category-listing`);
    const memory = watchMemory(server.pid!);
    let next = 0;
    const cycling = (pathOf: (i: number) => string) => ({
      requests: [{ method: 'GET', setupRequest: (request: Request) => ({ ...request, path: pathOf(next++) }) }],
    });
    const rows: Row[] = [];
    rows.push(
      await run(
        names[0],
        'GET',
        base,
        cycling((i) => FILTERED_PAGES[i % FILTERED_PAGES.length]),
      ),
    );
    rows.push(await run(names[1], 'GET', `${base}/rest/default/V1/category-listing`, {}));
    rows.push(
      await run(
        names[2],
        'GET',
        base,
        cycling((i) => suggestionsPath(freshPrefix(i))),
      ),
    );
    rows.push(
      await run(
        names[3],
        'GET',
        base,
        cycling((i) => quickSearchPath(QUICK_SEARCHES[i % QUICK_SEARCHES.length])),
      ),
    );
    const frenchPrefix = freshPrefixOf(prefixesOf(FRENCH_TYPED_QUERIES));
    // The French store's catalogue loaded once first, as a shop that has served that store holds it: 50
    // typists arriving together at a catalogue not yet kept would each load it (ReferenceCache shares only
    // finished loads), 50 copies of 10,000 products at once.
    if (!skipped(names[4])) await fetch(`${base}/rest/fr/V1/category-listing`);
    rows.push(
      await run(
        names[4],
        'GET',
        base,
        cycling((i) => suggestionsPath(frenchPrefix(i), 'fr')),
      ),
    );
    return { rows, peakBytes: memory.stop(), processes: `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 'default'}` };
  } finally {
    measuring = null;
    await stopServer(server);
    await stopServer(twins);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lines removed (DELETE …/items/{itemId}), each from a cart of three lines, every line once, as fast as they go. */
async function removeLines(base: string): Promise<Row> {
  const count = Number(process.env.BENCH_REMOVALS ?? 3000);
  const name = `DELETE guest-carts/{id}/items/{itemId} (remove, ${count} lines)`;
  if (skipped(name)) return { name, kind: 'POST', rps: 0, p50: 0, p99: 0, non2xx: 0 };
  // The first lines are removed unmeasured, as every other call's warm-up.
  const warmup = WARMUP_SECONDS > 0 ? 600 : 0;
  const perCart = await inParallel(Math.ceil((count + warmup) / SKUS.length), async () => {
    const id = (await post(`${base}/guest-carts`)) as string;
    const items: string[] = [];
    for (const sku of SKUS)
      items.push(
        `/rest/default/V1/guest-carts/${id}/items/${((await post(`${base}/guest-carts/${id}/items`, { cartItem: { sku, qty: 1 } })) as { item_id: number }).item_id}`,
      );
    return items;
  });
  // Round-robin over the carts, so that concurrent removals are mostly of different carts.
  const paths = SKUS.flatMap((_, line) => perCart.map((items) => items[line]));
  let next = 0;
  const removeAll = (amount: number) =>
    timed({
      url: base,
      connections: CONNECTIONS,
      amount,
      requests: [{ method: 'DELETE', setupRequest: (request: Request) => ({ ...request, path: paths[next++] }) }],
    });
  if (warmup > 0) await removeAll(warmup);
  const bare = await bareJustBefore('POST');
  const {
    result: { result, seconds },
    cpu,
  } = await withCpu(
    () => removeAll(count),
    (done) => done.result.requests.total,
  );
  return {
    name,
    kind: 'POST',
    rps: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    bareJustBefore: bare,
    cpu,
  };
}

/**
 * Guest orders (one line, flat rate, cash on delivery), each on its own ready cart, as fast as they go.
 * `ageStep`: each cart's shopper went through the age step first, as the checkout page does (its call
 * runs the automatic check); without it the order call runs that check itself, a REST client's way.
 */
async function placeOrders(base: string, ageStep: boolean): Promise<Row> {
  const count = Number(process.env.BENCH_ORDERS ?? 1200);
  const name = `place order (payment-information, ${count} carts, ${ageStep ? 'after the age step' : 'age check in the call'})`;
  if (skipped(name)) return { name, kind: 'orders', rps: 0, p50: 0, p99: 0, non2xx: 0 };
  const carts = await inParallel(count, async (i) => {
    const id = (await post(`${base}/guest-carts`)) as string;
    await post(`${base}/guest-carts/${id}/items`, { cartItem: { sku: SKUS[0], qty: 1 } });
    await post(`${base}/guest-carts/${id}/shipping-information`, SHIPPING);
    // Each shopper from an address of their own (the age check limits calls per address).
    if (ageStep) await post(`${base}/guest-carts/${id}/age-verification/verify`, {}, 'POST', { 'x-forwarded-for': `127.2.${i >> 8}.${i & 255}` });
    return id;
  });
  let next = 0;
  // The store's terms and agreements, ticked as the shopper would (check 3 of placing an order).
  const agreementIds = requiredAgreementIds((await (await fetch(`${base}/carts/licence`)).json()) as AgreementDto[]);
  const body = JSON.stringify({
    email: 'bench@example.com',
    paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: agreementIds } },
  });
  const {
    result: { result, seconds },
    cpu,
  } = await withCpu(
    () =>
      timed({
        url: base,
        connections: CONNECTIONS,
        amount: count,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            setupRequest: (request: Request) => {
              request.path = `/rest/default/V1/guest-carts/${carts[next++ % count]}/payment-information`;
              request.body = body;
              return request;
            },
          },
        ],
      }),
    (done) => done.result.requests.total,
  );
  return {
    name,
    kind: 'orders',
    rps: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpu,
  };
}

/**
 * A run of a fixed number of requests, timed from its start to its last answer: autocannon ends such a run
 * on its one-second tick, so its own duration (and the wall time around it) counts in whole seconds.
 */
async function timed(options: autocannon.Options): Promise<{ result: autocannon.Result; seconds: number }> {
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  return { result, seconds: (lastAnswer - started) / 1000 };
}

async function run(name: string, kind: 'GET' | 'POST', url: string, options: Record<string, unknown>): Promise<Row> {
  if (skipped(name)) return { name, kind, rps: 0, p50: 0, p99: 0, non2xx: 0 };
  const bare = await bareJustBefore(kind);
  const common = { url, connections: CONNECTIONS, headers: { 'content-type': 'application/json' }, ...options };
  // The warm-up is a run of its own, so that the CPU counted is the measured run's alone.
  if (WARMUP_SECONDS > 0) await autocannon({ ...common, duration: WARMUP_SECONDS });
  const { result, cpu } = await withCpu(
    () => autocannon({ ...common, duration: DURATION_SECONDS }),
    (done) => done.requests.total,
  );
  return {
    name,
    kind,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    bareJustBefore: bare,
    cpu,
  };
}

await main();
