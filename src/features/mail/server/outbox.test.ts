import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import { freePort } from '../../../shared/server/testing/free-port';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import type { ResolvedStore } from '../../stores/server/service';
import { MAIL_CLAIM_SECONDS, MAIL_FIRST_RETRY_SECONDS } from '../domain';
import type { Mailer, OutgoingMail } from '../providers';
import { deliverDueMail } from './delivery';
import { queueMail } from './service';
import { claimDueMail, findMailByMessageId } from './store';
import { startTestMailDev, type TestMailDev } from './testing';

/** The background worker stays out of the way: each round here is run by the test. */
const ROUNDS_BY_HAND = { MAIL_DELIVERY_EVERY_MS: '86400000' };

describe('the mail outbox', () => {
  let t: TestApp;
  let maildev: TestMailDev | undefined;
  let smtpPort: number;
  let clock: number;
  let shop: ResolvedStore;
  const move = (seconds: number) => {
    clock += seconds * 1000;
  };
  const welcome = (email: string) => ({ template: 'account-created' as const, firstname: 'Rory', lastname: 'Williams', email });

  beforeAll(async () => {
    // The shop's SMTP server is down at first: nothing listens on its port until a test starts MailDev there.
    smtpPort = await freePort();
    clock = Date.now();
    t = await createTestApp({ environment: { ...ROUNDS_BY_HAND, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, now: () => new Date(clock) });
    shop = (await t.app.stores.resolve('default'))!;
  });
  afterAll(async () => {
    await maildev?.close();
    await t.close();
  });

  const row = async (messageId: string) => (await findMailByMessageId(t.app.db, messageId))!;

  it('holds an e-mail only when the transaction that wrote it commits', async () => {
    let rolledBack = '';
    await expect(
      t.app.db.transaction(async (tx) => {
        rolledBack = await queueMail(tx, shop, 'rolled.back@example.com', welcome('rolled.back@example.com'));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await findMailByMessageId(t.app.db, rolledBack)).toBeUndefined();
    const committed = await t.app.db.transaction((tx) => queueMail(tx, shop, 'committed@example.com', welcome('committed@example.com')));
    expect(await row(committed)).toMatchObject({ recipient: 'committed@example.com', status: 'pending', attempts: 0 });
    expect(committed).toMatch(/^<[0-9a-f-]{36}@outbox\.shop>$/);
  });

  it('retries with backoff while the SMTP server is down, then sends with the Message-ID made at the write', async () => {
    await t.app.db.delete(mailOutbox);
    const messageId = await queueMail(t.app.db, shop, 'retried@example.com', welcome('retried@example.com'));
    expect(await t.app.deliverMailNow()).toBe(0);
    const first = await row(messageId);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ESOCKET', claimedUntil: null });
    expect(first.nextAttemptAt!.getTime()).toBe(clock + MAIL_FIRST_RETRY_SECONDS * 1000);

    // Not due yet: untouched.
    move(MAIL_FIRST_RETRY_SECONDS - 1);
    await t.app.deliverMailNow();
    expect((await row(messageId)).attempts).toBe(1);
    // Due: the second failure waits twice as long.
    move(1);
    await t.app.deliverMailNow();
    const second = await row(messageId);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt!.getTime()).toBe(clock + 2 * MAIL_FIRST_RETRY_SECONDS * 1000);

    maildev = await startTestMailDev({ smtpPort });
    move(2 * MAIL_FIRST_RETRY_SECONDS);
    expect(await t.app.deliverMailNow()).toBe(1);
    expect(await row(messageId)).toMatchObject({ status: 'sent', attempts: 3, lastError: null, sentAt: new Date(clock) });
    const [caught] = await maildev.emailsTo('retried@example.com');
    expect(caught.subject).toBe('Welcome to Vype');
    expect(caught.headers['message-id']).toBe(messageId);
    // Sent is sent: a later round sends nothing.
    move(3600);
    expect(await t.app.deliverMailNow()).toBe(0);
  });

  it('sends again, with the same Message-ID, an e-mail whose worker stopped after the server took it', async () => {
    const mailer = t.adapters.mail.mailer!;
    const messageId = await queueMail(t.app.db, shop, 'twice@example.com', welcome('twice@example.com'));
    // A worker claims it and hands it over, then stops before marking it sent (a crash).
    const [claimed] = await claimDueMail(t.app.db, new Date(clock), new Date(clock + MAIL_CLAIM_SECONDS * 1000), 10);
    expect(claimed.messageId).toBe(messageId);
    await mailer.send({ messageId, to: 'twice@example.com', subject: 'Welcome to Vype', text: 'first try', html: '<p>first try</p>' });
    // While its claim holds, no other worker takes it …
    move(MAIL_CLAIM_SECONDS - 1);
    expect(await t.app.deliverMailNow()).toBe(0);
    // … and once it has passed, the e-mail goes again: at least once, never lost.
    move(2);
    expect(await t.app.deliverMailNow()).toBe(1);
    const caught = await maildev!.emailsTo('twice@example.com');
    expect(caught.map((email) => email.headers['message-id'])).toEqual([messageId, messageId]);
    expect((await row(messageId)).status).toBe('sent');
  });

  it('never keeps a reset link once it is sent, and does not send one that has expired', async () => {
    const expiresAt = new Date(clock + 3600_000).toISOString();
    const reset = { template: 'password-reset' as const, firstname: 'Amy', validForMinutes: 60, expiresAt };
    const sentId = await queueMail(t.app.db, shop, 'link@example.com', { ...reset, token: 'secret-token-1' });
    await t.app.deliverMailNow();
    expect((await row(sentId)).content).toMatchObject({ template: 'password-reset', token: null });
    const lateId = await queueMail(t.app.db, shop, 'late@example.com', { ...reset, token: 'secret-token-2' });
    move(3600);
    await t.app.deliverMailNow();
    expect(await row(lateId)).toMatchObject({ status: 'failed', lastError: 'LINK_EXPIRED' });
    expect(await maildev!.emailsTo('late@example.com')).toEqual([]);
  });
});

describe.runIf(dbKind === 'postgres')('the mail outbox with two workers at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgresSkipReason) return;
    t = await createTestApp({ environment: ROUNDS_BY_HAND });
  });
  afterAll(() => t?.close());

  it.skipIf(Boolean(postgresSkipReason))('sends each e-mail once: a row one worker claims is skipped by the other', async () => {
    const shop = (await t.app.stores.resolve('default'))!;
    const queued = new Set<string>();
    for (let i = 0; i < 60; i++)
      queued.add(
        await queueMail(t.app.db, shop, `many${i}@example.com`, { template: 'account-created', firstname: 'A', lastname: 'B', email: `many${i}@example.com` }),
      );
    const sent: string[] = [];
    // A slow server: each worker holds its rows for a while, so the two rounds overlap.
    const slowMailer: Mailer = {
      send: async (mail: OutgoingMail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.messageId);
      },
      close: () => {},
    };
    const worker = () =>
      deliverDueMail({
        db: t.app.db,
        mailer: slowMailer,
        now: () => new Date(),
        links: { shopOrigin: 'http://localhost:3000' },
        readOrderConfirmation: async () => null,
        log: t.app.log,
      });
    for (let round = 0; round < 5; round++) await Promise.all([worker(), worker()]);
    expect(sent.length).toBe(60);
    expect(new Set(sent)).toEqual(queued);
    const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(rows.length).toBe(60);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});
