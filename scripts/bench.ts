// npm run bench: requests per second and p99 latency, over loopback, for the cart's hot calls
// (totals, totals-information, shipping estimation, add to cart).
// Starts the real server (built app, embedded PGlite in a temporary folder, or DATABASE_URL when set)
// as a child process, fills carts through the API, then runs autocannon against it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, post, startServer, waitUntilUp } from './bench-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CART_POOL = 300;
const SKUS = ['EPOD-GOLDEN-TOBACCO-18', 'EPOD-CRISP-MINT-12', 'ACC-USBC-CABLE'];
const ADDRESS = {
  firstname: 'Bench',
  lastname: 'Mark',
  street: ['1 Test Street'],
  city: 'London',
  postcode: 'EC1A 1BB',
  country_id: 'GB',
  telephone: '07400 123456',
  email: 'bench@example.com',
};
async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/rest/default/V1`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const server = startServer(port, { DATA_DIR: dataDir });
  try {
    await waitUntilUp(`${base}/products?searchCriteria`);
    const carts = await Promise.all(Array.from({ length: CART_POOL }, () => post(`${base}/guest-carts`)));
    const totalsCart = carts[0] as string;
    for (const sku of SKUS) await post(`${base}/guest-carts/${totalsCart}/items`, { cartItem: { sku, qty: 1 } });
    await post(`${base}/guest-carts/${totalsCart}/shipping-information`, {
      addressInformation: { shipping_address: ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });

    let next = 0;
    const results = [
      await run('GET guest-carts/{id}/totals', `${base}/guest-carts/${totalsCart}/totals`, { method: 'GET' }),
      await run('totals-information', `${base}/guest-carts/${totalsCart}/totals-information`, {
        method: 'POST',
        body: JSON.stringify({ addressInformation: { address: { countryId: 'GB', postcode: 'EC1A 1BB' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } }),
      }),
      await run('estimate-shipping-methods', `${base}/guest-carts/${totalsCart}/estimate-shipping-methods`, {
        method: 'POST',
        body: JSON.stringify({ address: { country_id: 'GB', postcode: 'EC1A 1BB' } }),
      }),
      // Writes last, so their dead rows do not slow the read phases down.
      await run('add to cart (POST guest-carts/{id}/items)', `${base}/guest-carts/x/items`, {
        requests: [
          {
            method: 'POST',
            setupRequest: (request: { path: string; body?: string }) => {
              // Spread over many carts and products so no line reaches its maximum quantity.
              const i = next++;
              request.path = `/rest/default/V1/guest-carts/${carts[i % CART_POOL]}/items`;
              request.body = JSON.stringify({ cartItem: { sku: SKUS[Math.floor(i / CART_POOL) % SKUS.length], qty: 1 } });
              return request;
            },
          },
        ],
      }),
    ];
    console.log(`\nDatabase: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
    console.log('| call | requests/s | p50 ms | p99 ms | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of results) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function run(name: string, url: string, options: Record<string, unknown>) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json' },
    ...options,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}


await main();
