// npx tsx scripts/bench-finder.ts: how fast the address finder's sandbox answers Find over HTTP.
// Starts the shop as `npm start` runs it (server bundle, embedded PGlite in a temporary folder) and a
// bare Fastify server beside it, then drives each with autocannon (50 connections, 10 s by default):
// - bare Fastify GET /hello: the machine's ceiling;
// - the sandbox's Ip2Country: the shop's per-request cost with no search behind it;
// - the sandbox's Find (GET, Loqate's path) over a rotation of searches in the five countries, with
//   the sandbox's simulated latency off (ADDRESS_FINDER_SANDBOX_LATENCY_MS=0), so the figure is the
//   app's own cost; BENCH_FINDER_LATENCY='20-60' measures it with the realistic delay instead;
// - the same searches by POST (form body), as the browser sends them past 2000 characters.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { SANDBOX_KEY } from '../src/features/address-finder/domain';
import { buildServer } from './server-build.mjs';
import { freePort, startBareServer, startServer, stopServer, waitUntilUp } from './bench-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LATENCY = process.env.BENCH_FINDER_LATENCY ?? '0';
const FIND = '/address-finder-sandbox/Capture/Interactive/Find/v1.10/json3.ws';
const IP2COUNTRY = '/address-finder-sandbox/Extras/Web/Ip2Country/v1.10/json3.ws';
const SEARCHES: [string, string][] = [
  ['high street', 'GB'],
  ['12 high', 'GB'],
  ['SW1A', 'GB'],
  ['rue de la paix', 'FR'],
  ['eglise', 'FR'],
  ['hauptstrasse', 'DE'],
  ['kerkstraat 1', 'NL'],
  ['main street', 'US'],
  ['broadway new york', 'US'],
  ['london', 'GB'],
];
const fields = ([text, country]: [string, string]) => new URLSearchParams({ Key: SANDBOX_KEY, Text: text, Countries: country, Limit: '10' }).toString();

interface Row {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
}

async function main() {
  await buildServer();
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-finder-'));
  const [shopPort, barePort] = [await freePort(), await freePort()];
  const shop = startServer(shopPort, { DATA_DIR: path.join(runDir, 'data'), DATABASE_URL: '', ADDRESS_FINDER_SANDBOX_LATENCY_MS: LATENCY });
  const bare = startBareServer(barePort);
  try {
    const shopOrigin = `http://127.0.0.1:${shopPort}`;
    await waitUntilUp(`${shopOrigin}/rest/default/V1/products?searchCriteria`);
    await waitUntilUp(`http://127.0.0.1:${barePort}/hello`);
    // The dataset is built on the first call; the warm-up takes that out of the figures.
    await run('warm-up', `${shopOrigin}${FIND}?${fields(SEARCHES[0])}`, { duration: 2 });

    const rows: Row[] = [];
    rows.push(await run('bare Fastify GET /hello', `http://127.0.0.1:${barePort}/hello`));
    // The shop's own cost per request (headers, hygiene, parsing) with no search behind it.
    rows.push(await run(`sandbox Ip2Country GET (latency ${LATENCY} ms)`, `${shopOrigin}${IP2COUNTRY}?Key=${SANDBOX_KEY}`));
    let nextGet = 0;
    rows.push(
      await run(`sandbox Find GET (latency ${LATENCY} ms)`, shopOrigin, {
        requests: [
          {
            method: 'GET',
            setupRequest: (request: Request) => {
              request.path = `${FIND}?${fields(SEARCHES[nextGet++ % SEARCHES.length])}`;
              return request;
            },
          },
        ],
      }),
    );
    let nextPost = 0;
    rows.push(
      await run(`sandbox Find POST form (latency ${LATENCY} ms)`, shopOrigin, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        requests: [
          {
            method: 'POST',
            setupRequest: (request: Request) => {
              request.path = FIND;
              request.body = fields(SEARCHES[nextPost++ % SEARCHES.length]);
              return request;
            },
          },
        ],
      }),
    );

    console.log(`\nAddress finder sandbox, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${SEARCHES.length} searches in rotation:`);
    console.log('| target | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.non2xx} |`);
  } finally {
    await stopServer(shop);
    await stopServer(bare);
    rmSync(runDir, { recursive: true, force: true });
  }
}

async function run(name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
  };
}

await main();
