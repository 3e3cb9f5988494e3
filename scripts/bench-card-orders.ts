// npm run bench:card-orders: card orders (worldpay_cc) placed through the sandbox gateway with its realistic
// latency (each authorise and capture takes 120–450 ms, as a real gateway's do), so the place-order figure
// includes the two gateway round trips. Prints orders/s and the latency percentiles of the place-order call.
//
// Each cart is made ready first as the checkout page leaves it: a line, the delivery address and rate, the
// age step passed. BENCH_CARD_ORDERS (200), BENCH_CONNECTIONS (20), BENCH_DATABASES ("pglite,postgres").
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AgreementDto, requiredAgreementIds } from '../src/features/checkout/domain';
import { encryptCard, type GatewayPublicKey } from '../src/features/payment/domain';
import { openAppDatabase } from '../src/app/server/open-database';
import { products } from '../src/db/schema';
import { buildServer } from './server-build.mjs';
import { freePort, post, startServer, stopServer, waitUntilUp, inParallel } from './bench-server';

const ORDERS = Number(process.env.BENCH_CARD_ORDERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const SHOPPER = {
  firstname: 'Bench',
  lastname: 'Mark',
  street: ['1 Test Street'],
  city: 'London',
  postcode: 'EC1A 1BB',
  country_id: 'GB',
  telephone: '+447400123456',
  email: 'bench@example.com',
};
const SHIPPING = { addressInformation: { shipping_address: SHOPPER, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } };

async function main() {
  await buildServer();
  for (const kind of DATABASES) {
    const target = kind === 'postgres' ? await postgresDatabase() : { env: {}, label: 'embedded PGlite', cleanup: async () => {} };
    if (!target) {
      console.log('PostgreSQL: no local server answered, skipped.');
      continue;
    }
    try {
      console.log(await measure(target.label, target.env));
    } finally {
      await target.cleanup();
    }
  }
}

async function postgresDatabase() {
  const name = `shop_bench_cards_${process.pid}`;
  const admin = new pg.Client({ connectionString: LOCAL_POSTGRES });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  return {
    env: { DATABASE_URL: LOCAL_POSTGRES.replace(/\/postgres$/, `/${name}`) },
    label: 'PostgreSQL 15 (local server)',
    cleanup: async () => {
      const admin = new pg.Client({ connectionString: LOCAL_POSTGRES });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function measure(label: string, databaseEnv: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-cards-'));
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = { ...databaseEnv, DATA_DIR: dataDir, TRUST_PROXY: '1', GATEWAY_PORT: String(gatewayPort), GATEWAY_URL: '' };
  const handle = await openAppDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir, databasePoolSize: 10 });
  await handle.db.update(products).set({ qty: 10_000_000 });
  await handle.close();
  const server = startServer(port, env);
  const origin = `http://127.0.0.1:${port}`;
  const base = `${origin}/rest/default/V1`;
  try {
    await waitUntilUp(`${base}/products?searchCriteria`);
    const carts = await inParallel(ORDERS, async (i) => {
      const id = (await post(`${base}/guest-carts`)) as string;
      await post(`${base}/guest-carts/${id}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
      await post(`${base}/guest-carts/${id}/shipping-information`, SHIPPING);
      // Each shopper from an address of their own (the age check limits attempts per address).
      const verified = await fetch(`${base}/guest-carts/${id}/age-verification/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `127.2.${Math.floor(i / 250)}.${i % 250}` },
        body: '{}',
      });
      if (!verified.ok) throw new Error(`age check: ${verified.status} ${await verified.text()}`);
      return id;
    });
    const agreementIds = requiredAgreementIds((await (await fetch(`${base}/carts/licence`)).json()) as AgreementDto[]);
    const key = (await (await fetch(`${origin}/worldpay/cse/public-key`)).json()) as GatewayPublicKey;
    const expiryYear = String(new Date().getUTCFullYear() + 2);
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    await inParallel(
      ORDERS,
      async (i) => {
        // Encrypted per order, as each shopper's browser does.
        const encryptedData = await encryptCard(key, { number: '4444333322221111', cvc: '123', expiryMonth: '12', expiryYear, cardholderName: 'Bench Mark' });
        const body = {
          email: SHOPPER.email,
          paymentMethod: {
            method: 'worldpay_cc',
            additional_data: { encryptedData, cc_type: 'VI', cc_number: 'XXXX-XXXX-XXXX-1111', cc_name: 'Bench Mark' },
            extension_attributes: { agreement_ids: agreementIds },
          },
        };
        const t0 = performance.now();
        const res = await fetch(`${base}/guest-carts/${carts[i]}/payment-information`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) failed++;
      },
      CONNECTIONS,
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    return [
      `${label}: ${ORDERS} card orders, ${CONNECTIONS} at a time, gateway latency ${process.env.GATEWAY_SANDBOX_LATENCY_MS ?? '120-450'} ms a call`,
      `  ${(ORDERS / seconds).toFixed(1)} orders/s · place order p50 ${at(0.5)} ms · p90 ${at(0.9)} ms · p99 ${at(0.99)} ms · max ${at(1)} ms · failed ${failed}`,
    ].join('\n');
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
