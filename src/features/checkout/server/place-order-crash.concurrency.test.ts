import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { serverNodeArgs } from '../../../../scripts/server-build.mjs';
import { carts, orderAttempts, orders, paymentTransactions } from '../../../db/schema';
import { type DatabaseHandle, openPostgres } from '../../../shared/server/db';
import { findForbiddenInDatabase } from '../../../shared/server/testing/database-audit';
import { freePort } from '../../../shared/server/testing/free-port';
import { adminQuery, withDatabase } from '../../../shared/server/testing/global-setup-postgres';
import { REST, UK_ADDRESS } from '../../../shared/server/testing/shop-client';
import { postgresSkipReason } from '../../../shared/server/testing/test-app';
import { encryptCard, type GatewayPublicKey } from '../../payment/domain';
import { GatewayUnavailableError, SANDBOX_API_KEY, SANDBOX_NOTIFICATION_SECRET } from '../../payment/providers';
import { type RunningGateway, startSandboxGateway } from '../../payment/providers/sandbox/app';
import type { SandboxCall } from '../../payment/providers/sandbox/gateway';
import { killHard, startProcess } from '../../../shared/server/testing/child-process';

/**
 * The real shop server, killed with SIGKILL in the middle of placing card orders, again and again, then
 * started again on the same database: once the recovery (abandoned attempts) and the capture retry have
 * run, every authorisation at the gateway is either captured with exactly one order or given back, every
 * order is captured once, and no basket became two orders. The gateway's twin runs in this test and holds
 * the shop's call at the moment to kill; the twin's notifications reach the shop as they would.
 */

const KILLS_PER_MOMENT = 3;
const VISA = '4444333322221111';
const nextYear = String(new Date().getUTCFullYear() + 1);
/** The recovery's timing, shortened for the test (90 s and a minute in production). */
const RECOVERY_ENV = { ATTEMPT_ABANDONED_AFTER_SECONDS: '10', ATTEMPT_RECOVERY_EVERY_MS: '300', CAPTURE_OVERDUE_SECONDS: '1', CAPTURE_RETRY_EVERY_MS: '300' };

/** Where the shop dies: at the twin (a call arrived, or done with its answer not sent), or in the order's write. */
interface KillMoment {
  name: string;
  operation: 'authorise' | 'capture';
  moment: SandboxCall['moment'];
  /** The authorise answered, the order's transaction waiting for the basket's row (held by the test). */
  inTheWrite?: boolean;
}
const MOMENTS: KillMoment[] = [
  { name: 'authorised, the answer not yet back', operation: 'authorise', moment: 'done' },
  { name: 'authorised and answered, the order being written', operation: 'authorise', moment: 'done', inTheWrite: true },
  { name: 'order written, the capture sent', operation: 'capture', moment: 'received' },
  { name: 'order written, captured, the answer not yet back', operation: 'capture', moment: 'done' },
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

describe.skipIf(postgresSkipReason)('the shop killed while placing card orders (issue: no authorisation without an order or a void)', () => {
  const adminUrl = postgresSkipReason ? '' : inject('postgresAdminUrl');
  const name = `shop_crash_${randomBytes(6).toString('hex')}`;
  const databaseUrl = adminUrl ? withDatabase(adminUrl, name) : '';
  let database: DatabaseHandle;
  let twin: RunningGateway;
  let port: number;
  let shop: ChildProcess | undefined;
  let shopLog: WriteStream;
  /** The kill this iteration aims at: the first matching call of its basket reaches it and waits for `release`. */
  let aim: { cartId: number; at: KillMoment; reached: ReturnType<typeof deferred>; release: ReturnType<typeof deferred>; taken: boolean } | null = null;
  /** The test's own connection, holding a basket's row while the shop's write waits for it. */
  let basketLock: pg.Client | null = null;
  const notifications = new Map<string, { paymentId: string; status: string }>();

  const shopUrl = (p: string) => `http://127.0.0.1:${port}${p}`;

  async function startShop(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      WEB_ROOT: '/nonexistent',
      GATEWAY_URL: twin.url,
      ...RECOVERY_ENV,
    };
    delete env.REDIS_URL;
    const child = startProcess(serverNodeArgs(env), env, shopLog);
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    shop = child;
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}: ${errors}`);
        return fetch(shopUrl(`${REST}/store/storeConfigs`)).then(
          (r) => r.ok,
          () => false,
        );
      },
      Boolean,
      'the shop answers',
      120_000,
    );
  }

  async function killShop(): Promise<void> {
    const child = shop!;
    expect(await killHard(child)).toBe('SIGKILL');
    shop = undefined;
  }

  /** A REST call (a path from the site's root when it starts with '/'). */
  async function call(method: 'GET' | 'POST', p: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(shopUrl(p.startsWith('/') ? p : `${REST}/${p}`), {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  /** A guest's basket over the REST API, ready for its order; answers its masked id and its row's id. */
  async function readyBasket(): Promise<{ maskedId: string; id: number }> {
    const maskedId = (await call('POST', 'guest-carts')).json as string;
    expect((await call('POST', `guest-carts/${maskedId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: maskedId } })).status).toBe(200);
    const shipping = { addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } };
    expect((await call('POST', `guest-carts/${maskedId}/shipping-information`, shipping)).status).toBe(200);
    const [row] = await database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, maskedId));
    return { maskedId, id: row.id };
  }

  /** Places the basket's order with a card, encrypted with the gateway's key as the browser does. */
  async function placeOrder(maskedId: string): Promise<{ status: number; json: unknown }> {
    const key = (await call('GET', '/worldpay/cse/public-key')).json;
    const encryptedData = await encryptCard(key as GatewayPublicKey, {
      number: VISA,
      cvc: '123',
      expiryMonth: '12',
      expiryYear: nextYear,
      cardholderName: 'Jane Smith',
    });
    const additional_data = { encryptedData, cc_type: 'VI', cc_number: 'XXXX-XXXX-XXXX-1111', cc_name: 'Jane Smith' };
    return call('POST', `guest-carts/${maskedId}/payment-information`, {
      email: 'crash.loop@example.com',
      paymentMethod: { method: 'worldpay_cc', additional_data, extension_attributes: { agreement_ids: [1] } },
    });
  }

  /** What the twin was asked, seen by the test: the call the aim names waits there (after locking the basket for a kill in the write). */
  async function onCall(seen: SandboxCall): Promise<void> {
    const target = aim;
    if (!target || target.taken || !seen.orderCode?.startsWith(`C${target.cartId}-`)) return;
    if (seen.operation !== target.at.operation || seen.moment !== target.at.moment) return;
    target.taken = true;
    if (target.at.inTheWrite) {
      basketLock = new pg.Client({ connectionString: databaseUrl });
      await basketLock.connect();
      await basketLock.query('begin');
      await basketLock.query('select id from carts where id = $1 for update', [target.cartId]);
      target.reached.resolve();
      return;
    }
    target.reached.resolve();
    await target.release.promise;
    // The shop that sent it is dead: a call held on arrival is dropped, as if it never reached the gateway.
    if (seen.moment === 'received') throw new GatewayUnavailableError('the calling shop was killed');
  }

  beforeAll(async () => {
    await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
    database = openPostgres(databaseUrl, 4);
    port = await freePort();
    // The shop's lines go where the run's log audit reads them (no personal data in any line).
    shopLog = createWriteStream(path.join(inject('serverLogDir'), `crash-loop-${process.pid}.log`), { flags: 'a' });
    twin = await startSandboxGateway({
      port: 0,
      shopOrigin: `http://localhost:${port}`,
      latencyMs: () => 0,
      outage: () => false,
      notificationSecret: SANDBOX_NOTIFICATION_SECRET,
      apiKey: SANDBOX_API_KEY,
      notificationUrl: () => shopUrl('/worldpay/notification'),
      retryDelayMs: 200,
      deliver: async (url, body, signature) => {
        const notification = JSON.parse(body) as { notificationId: string; paymentId: string; status: string };
        notifications.set(notification.notificationId, notification);
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        return response.ok;
      },
      onCall,
    });
    await startShop();
  }, 180_000);

  afterAll(async () => {
    aim?.release.resolve();
    if (shop) await killShop();
    await basketLock?.end().catch(() => {});
    await twin?.close();
    await new Promise((resolve) => shopLog?.end(resolve));
    await database?.close();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });

  it('leaves every authorisation captured with exactly one order or given back, and every order captured once', async () => {
    const baskets: { maskedId: string; id: number; at: KillMoment; comesBack: boolean }[] = [];
    for (let round = 0; round < KILLS_PER_MOMENT; round++) {
      for (const at of MOMENTS) {
        const basket = await readyBasket();
        aim = { cartId: basket.id, at, reached: deferred(), release: deferred(), taken: false };
        const placing = placeOrder(basket.maskedId).then(
          (answer) => answer,
          () => 'no answer' as const,
        );
        await within(aim.reached.promise, `the shop's call reaches the moment: ${at.name}`);
        if (at.inTheWrite) {
          // The order's transaction waits for the basket's row this test holds.
          const lockPid = (basketLock as unknown as { processID: number }).processID;
          await until(
            async () =>
              (
                (await database.db.execute(sql`select count(*)::int as n from pg_stat_activity where ${lockPid} = any(pg_blocking_pids(pid))`)) as unknown as {
                  rows: { n: number }[];
                }
              ).rows[0].n,
            (n) => n > 0,
            'the order’s write waits for the basket',
          );
        }
        await killShop();
        aim.release.resolve();
        await basketLock?.query('rollback');
        await basketLock?.end();
        basketLock = null;
        aim = null;
        expect(await placing, at.name).toBe('no answer');
        await startShop();
        // A shopper whose order was written and who tries again gets that order, nothing charged again.
        if (at.operation === 'capture') {
          const retried = await placeOrder(basket.maskedId);
          const [order] = await database.db.select().from(orders).where(eq(orders.cartId, basket.id));
          expect([retried.status, retried.json], at.name).toEqual([200, String(order.id)]);
        }
        // Of the baskets left without an order, every other one's shopper comes back; the others never do.
        baskets.push({ ...basket, at, comesBack: at.operation === 'authorise' && round % 2 === 0 });
      }
    }

    // The recovery ends every attempt the kills left live (their authorisations given back)…
    const ids = baskets.map((b) => b.id);
    await until(
      async () => (await database.db.select().from(orderAttempts).where(inArray(orderAttempts.cartId, ids))).filter((a) => a.state === 'claimed').length,
      (live) => live === 0,
      'no attempt is left live',
    );
    // …then the shoppers who come back pay once.
    for (const basket of baskets.filter((b) => b.comesBack)) {
      const placed = await placeOrder(basket.maskedId);
      expect(placed.status, `${basket.at.name}: ${JSON.stringify(placed.json)}`).toBe(200);
    }
    // The capture retry captures what the kills left authorised.
    await until(
      async () =>
        twin.gateway
          .ledger()
          .filter((p) => p.status === 'AUTHORISED' || p.status === 'PENDING')
          .map((p) => p.orderCode),
      (left) => left.length === 0,
      'no authorisation is left at the gateway',
    );
    await until(
      async () => (await database.db.select().from(paymentTransactions)).filter((p) => p.status === 'AUTHORISED').map((p) => p.orderCode),
      (left) => left.length === 0,
      'every order’s payment is recorded captured',
    );

    const allOrders = await database.db.select().from(orders);
    const attempts = await database.db.select().from(orderAttempts);
    const payments = await database.db.select().from(paymentTransactions);
    // One order per basket that has one: every basket whose order was written or whose shopper came back.
    const ordered = baskets.filter((b) => b.at.operation === 'capture' || b.comesBack).map((b) => b.id);
    expect(allOrders.map((o) => o.cartId).sort((a, b) => a - b)).toEqual(ordered.sort((a, b) => a - b));

    // Every authorisation at the gateway: captured with exactly one order whose attempt names it, or given back with none.
    const ledger = twin.gateway.ledger();
    expect(ledger.length).toBeGreaterThanOrEqual(baskets.length);
    for (const payment of ledger) {
      const takenBy = attempts.filter((a) => a.reference === payment.orderCode && a.state === 'ordered');
      if (payment.status === 'CAPTURED') {
        expect(takenBy, payment.orderCode).toHaveLength(1);
        const order = allOrders.find((o) => o.id === takenBy[0].orderId)!;
        expect(order.grandTotal, payment.orderCode).toBe(payment.captured);
        expect(payment.captured, payment.orderCode).toBe(payment.amount.value);
        expect(payment.refunded, payment.orderCode).toBe(0);
      } else {
        expect(['CANCELLED', 'REFUNDED'], `${payment.orderCode} ${payment.status}`).toContain(payment.status);
        expect(takenBy, payment.orderCode).toHaveLength(0);
      }
      // Captured (or given back) once: one notification of each status.
      const statuses = [...notifications.values()].filter((n) => n.paymentId === payment.paymentId).map((n) => n.status);
      expect(
        statuses.filter((s) => s === payment.status),
        payment.orderCode,
      ).toHaveLength(1);
    }
    // Every order: its payment captured, at the gateway and in the shop's records.
    for (const order of allOrders) {
      const attempt = attempts.find((a) => a.orderId === order.id && a.state === 'ordered');
      expect(attempt, `order ${order.id}`).toBeDefined();
      expect(payments.find((p) => p.orderCode === attempt!.reference)?.status, `order ${order.id}`).toBe('CAPTURED');
      expect(ledger.find((p) => p.orderCode === attempt!.reference)?.status, `order ${order.id}`).toBe('CAPTURED');
    }
    expect(await findForbiddenInDatabase(database.db)).toBeNull();
  }, 300_000);
});
