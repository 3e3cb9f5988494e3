// The renewal scheduler in a process of its own, for the test that kills it mid-renewal
// (subscription-renewal-kill.concurrency.test.ts): it runs the renewals due, again and again, against
// the PostgreSQL database at RENEWALS_DATABASE_URL, charging through the gateway at GATEWAY_URL, with the
// app's own ports and notices (the e-mails go to the outbox). CLOCK_OFFSET_MS moves its clock (the
// subscriptions' dates are a month ahead) and LEASE_SECONDS shortens the charging lease, so a restarted
// process takes over in seconds. It runs until it is killed. Started as `node --import tsx <this file>`.
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { shopGatewayTo } from '../../../features/payment/server/testing';
import { storeDirectoryOf } from '../../../features/stores/server/service';
import { runDueRenewals } from '../../../features/subscriptions/server';
import { openPostgres } from '../../../shared/server/db';
import { readStoreSettings } from '../settings';
import { shopPricing } from '../payment-methods';
import { mailedSubscriptionNotices, renewalPorts } from '../subscriptions';

const EVERY_MS = 200;

const databaseUrl = process.env.RENEWALS_DATABASE_URL;
const gatewayUrl = process.env.GATEWAY_URL;
if (!databaseUrl || !gatewayUrl) throw new Error('RENEWALS_DATABASE_URL and GATEWAY_URL are required');
const offsetMs = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const leaseSeconds = Number(process.env.LEASE_SECONDS ?? 120);

const log = pino({ level: 'info', base: { pid: process.pid, role: 'renewals' } }) as unknown as FastifyBaseLogger;
const { db } = openPostgres(databaseUrl, 2);
// What the app builds for the features (app.ts) and the renewals need: the store directory and pricing.
const work = {
  db,
  stores: storeDirectoryOf(db, readStoreSettings),
  now: () => new Date(Date.now() + offsetMs),
  log,
  leaseSeconds,
  notices: mailedSubscriptionNotices(log),
  ...renewalPorts(shopGatewayTo({ url: gatewayUrl }), shopPricing()),
};

for (;;) {
  try {
    const finished = await runDueRenewals(work);
    if (finished > 0) log.info({ code: 'renewals_run', finished }, 'renewals run');
  } catch (error) {
    log.warn({ code: 'renewals_failed', reason: (error as Error).name, detail: (error as Error).stack }, 'renewals run failed');
  }
  await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
}
