import type { ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { mailOutbox, orders, subscriptionRenewals } from '../../db/schema';
import type { RunningGateway } from '../../features/payment/providers/sandbox/app';
import type { SandboxCall } from '../../features/payment/providers/sandbox/gateway';
import { startTestGateway } from '../../features/payment/server/testing';
import { withDatabase } from '../../shared/server/testing/global-setup-postgres';
import { createTestApp, postgresSkipReason, type TestApp } from '../../shared/server/testing/test-app';
import { JANE, JOHN, subscribeThroughCheckout } from './subscriptions-fixture';
import { killHard, startProcess } from '../../shared/server/testing/child-process';

/**
 * The renewal scheduler in a process of its own (testing/renewal-scheduler-process.ts), killed with SIGKILL
 * in the middle of a renewal, then started again on the same database: the period is placed once, with one
 * order and one charge. The gateway's twin runs in this test and is slow where the test wants it: it holds
 * its answer to the renewal's charge (the payment made, the answer not yet back), or answers while the test
 * holds the renewal's row so that the order's transaction waits for it; the process dies there.
 */

const SCHEDULER = 'src/app/server/testing/renewal-scheduler-process.ts';
/** The charging lease of the schedulers started here (120 s in the shop): a restarted one takes over in seconds. */
const LEASE_SECONDS = 2;

interface KillMoment {
  name: string;
  /** The charge answered, the order's transaction waiting for the renewal's row (held by the test). */
  inTheWrite: boolean;
}
const MOMENTS: KillMoment[] = [
  { name: 'charged at the gateway, its answer not yet back', inTheWrite: false },
  { name: 'charged and answered, the order being written', inTheWrite: true },
];

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function within<T>(promise: Promise<T>, what: string, ms = 60_000): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting until ${what}`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe.skipIf(Boolean(postgresSkipReason))('the renewal scheduler killed mid-renewal (SIGKILL), then started again', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let databaseUrl: string;
  let log: WriteStream;
  let scheduler: ChildProcess | undefined;
  /** The charge this round aims at: the twin holds it (or answers once the test holds the renewal's row). */
  let aim: { inTheWrite: boolean; reached: ReturnType<typeof deferred>; release: ReturnType<typeof deferred>; taken: boolean } | null = null;
  /** The test's own connection, holding the renewal's row while the scheduler's order transaction waits for it. */
  let rowLock: pg.Client | null = null;
  let renewalSubscription = 0;

  async function onCall(call: SandboxCall): Promise<void> {
    const target = aim;
    if (!target || target.taken || call.operation !== 'merchantInitiatedPayment' || call.moment !== 'done') return;
    target.taken = true;
    if (target.inTheWrite) {
      rowLock = new pg.Client({ connectionString: databaseUrl });
      await rowLock.connect();
      await rowLock.query('begin');
      await rowLock.query('select id from subscription_renewals where subscription_id = $1 for update', [renewalSubscription]);
      target.reached.resolve();
      return;
    }
    target.reached.resolve();
    await target.release.promise;
  }

  function startScheduler(clockOffsetMs: number): ChildProcess {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      RENEWALS_DATABASE_URL: databaseUrl,
      GATEWAY_URL: twin.url,
      CLOCK_OFFSET_MS: String(clockOffsetMs),
      LEASE_SECONDS: String(LEASE_SECONDS),
    };
    const child = startProcess(['--import', 'tsx', SCHEDULER], env, log);
    scheduler = child;
    return child;
  }

  async function kill(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    expect(await killHard(child)).toBe('SIGKILL');
    if (scheduler === child) scheduler = undefined;
  }

  beforeAll(async () => {
    twin = await startTestGateway({ onCall });
    // The app's own scheduler stays out of the way: the processes started here are the only ones renewing.
    t = await createTestApp({ subscriptions: { renewalsEveryMs: 86_400_000 } });
    const name = ((await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0].name;
    databaseUrl = withDatabase(inject('postgresAdminUrl'), name);
    log = createWriteStream(path.join(inject('serverLogDir'), `renewal-kill-${process.pid}.log`), { flags: 'a' });
  }, 120_000);

  afterAll(async () => {
    aim?.release.resolve();
    if (scheduler) await kill(scheduler);
    await rowLock?.end().catch(() => {});
    await t?.close();
    await twin?.close();
    await new Promise((resolve) => log?.end(resolve));
  });

  for (const [index, at] of MOMENTS.entries()) {
    it(`places the period once, charged once, when the scheduler dies ${at.name}`, async () => {
      const who = index === 0 ? JOHN : JANE;
      const { subscription } = await subscribeThroughCheckout(t, who, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }], index === 0 ? 'John Smith' : 'Jane Doe');
      renewalSubscription = subscription.id;
      // The schedulers' clock: noon on the subscription's next date.
      const clockOffsetMs = Date.parse(`${subscription.nextDate}T12:00:00Z`) - Date.now();
      const renewals = () => t.database.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscription.id));
      const chargesOf = () => twin.gateway.ledger().filter((p) => p.orderCode.startsWith('R') && renewalCodes.has(p.orderCode));
      const renewalCodes = new Set<string>();

      aim = { inTheWrite: at.inTheWrite, reached: deferred(), release: deferred(), taken: false };
      const first = startScheduler(clockOffsetMs);
      await within(aim.reached.promise, `the scheduler's charge reaches the gateway: ${at.name}`);
      const [charging] = await renewals();
      expect(charging).toMatchObject({ period: subscription.nextDate, status: 'charging', attempt: 1, orderId: null });
      renewalCodes.add((charging.draft as { orderCode: string }).orderCode);
      if (at.inTheWrite) {
        // The order's transaction waits for the renewal's row this test holds.
        const lockPid = (rowLock as unknown as { processID: number }).processID;
        await until(
          async () =>
            (
              (await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where ${lockPid} = any(pg_blocking_pids(pid))`)) as unknown as {
                rows: { n: number }[];
              }
            ).rows[0].n,
          (n) => n > 0,
          'the order’s transaction waits for the renewal',
        );
      }
      // The payment is made at the gateway: captured once, the scheduler not yet told (or told, its order not written).
      expect(chargesOf().map((p) => p.status)).toEqual(['CAPTURED']);
      await kill(first);
      aim.release.resolve();
      await rowLock?.query('rollback');
      await rowLock?.end();
      rowLock = null;
      aim = null;
      // Dead: the renewal is left charging, with no order.
      expect((await renewals())[0]).toMatchObject({ status: 'charging', orderId: null });

      const second = startScheduler(clockOffsetMs);
      const [placed] = await until(renewals, (rows) => rows[0]?.status === 'placed', 'the renewal is placed after the restart');
      await kill(second);

      // One period, one order, one charge: the restarted scheduler took the same attempt up with its key.
      const rows = await renewals();
      expect(rows).toHaveLength(1);
      expect(placed).toMatchObject({ period: subscription.nextDate, attempt: 1, paymentId: chargesOf()[0].paymentId });
      const charges = chargesOf();
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ status: 'CAPTURED', refunded: 0 });
      expect(charges[0].captured).toBe(charges[0].amount.value);
      const renewalOrders = await t.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, subscription.customerId), eq(orders.paymentMethod, 'subscribe_pro_vault')));
      expect(renewalOrders.map((o) => o.id)).toEqual([placed.orderId]);
      expect(renewalOrders[0].grandTotal).toBe(charges[0].amount.value);
      // And one e-mail saying so.
      const told = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, who.email))).filter(
        (m) => m.content.template === 'subscription-renewal-placed',
      );
      expect(told).toHaveLength(1);
    }, 180_000);
  }
});
