import { eq } from 'drizzle-orm';
import { customers, sessions } from '../../../db/schema';
import { type TestApp, createTestApp, dbKind } from '../../../shared/server/testing/test-app';
import { customerToken, DEMO_CUSTOMER, shopClient } from '../../../shared/server/testing/shop-client';
import { CUSTOMER_PASSWORD_LENGTH_MESSAGE } from '../../../shared/domain/validation/messages';
import { startTestMailDev, type TestMailDev } from '../../mail/server/testing';
import { MAX_RESET_REQUESTS_PER_EMAIL, RESET_LINK_LIFETIME_SECONDS } from './password-reset';

const TOO_MANY = 'We received too many requests for password resets. Please wait and try again later.';
const MISMATCHED = 'The password token is mismatched. Reset and try again.';
const EXPIRED = 'The password token is expired. Reset and try again.';
const LINK = /^https:\/\/shop\.example\/customer\/account\/createPassword\?token=([A-Za-z0-9_-]{43})$/m;

describe.runIf(dbKind === 'pglite')('password reset by e-mail', () => {
  let t: TestApp;
  let maildev: TestMailDev;
  let clock = Date.now();
  beforeAll(async () => {
    maildev = await startTestMailDev();
    t = await createTestApp({
      environment: { SMTP_URL: maildev.smtpUrl, MAIL_DELIVERY_EVERY_MS: '86400000', SHOP_ORIGIN: 'https://shop.example' },
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await t.close();
    await maildev.close();
  });

  const createAccount = async (email: string, password = 'Password123!') => {
    const res = await shopClient(t).post('customers', { customer: { email, firstname: 'Clara', lastname: 'Oswald' }, password });
    expect(res.statusCode, res.body).toBe(200);
  };
  const askForLink = (email: string, from = '203.0.113.9') =>
    t.request({ method: 'PUT', url: '/rest/default/V1/customers/password', payload: { email, template: 'email_reset', websiteId: 1 }, remoteAddress: from });
  /** The token of the newest reset e-mail to the address, read from MailDev's inbox. */
  const tokenFromInbox = async (email: string) => {
    await t.app.deliverMailNow();
    const resets = (await maildev.emailsTo(email)).filter((mail) => mail.subject === 'Reset your Vype password');
    const match = LINK.exec(resets.at(-1)?.text ?? '');
    if (!match) throw new Error(`no reset link for ${email}`);
    return match[1];
  };
  const reset = (resetToken: string, newPassword: string, email = '') => shopClient(t).post('customers/resetPassword', { email, resetToken, newPassword });
  const signIn = (username: string, password: string) => shopClient(t).post('integration/customer/token', { username, password });

  it('welcomes a new account by e-mail', async () => {
    await createAccount('clara.welcome@example.com');
    await t.app.deliverMailNow();
    const [welcome] = await maildev.emailsTo('clara.welcome@example.com');
    expect(welcome.subject).toBe('Welcome to Vype');
    expect(welcome.text).toContain(
      'To sign in, use your email address (clara.welcome@example.com) and the password you chose, at checkout or here:\nhttps://shop.example/customer/account/login',
    );
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const before = (await maildev.emails()).length;
    const unknown = await askForLink('nobody.at.all@example.com');
    expect([unknown.statusCode, unknown.json()]).toEqual([200, true]);
    await t.app.deliverMailNow();
    expect((await maildev.emails()).length).toBe(before);
  });

  it('sends a link that sets the password once, by the store’s rules, and ends every session and API token', async () => {
    const email = 'clara.reset@example.com';
    await createAccount(email);
    const apiToken = await customerToken(t, { email, password: 'Password123!' });
    const [customer] = await t.app.db.select().from(customers).where(eq(customers.email, email));
    await t.app.db
      .insert(sessions)
      .values({ tokenHash: 'a-session-of-clara', customerId: customer.id, formKey: 'k', expiresAt: new Date(Date.now() + 3600_000) });

    expect((await askForLink(email)).json()).toBe(true);
    const token = await tokenFromInbox(email);
    const [mail] = (await maildev.emailsTo(email)).filter((m) => m.subject === 'Reset your Vype password');
    expect(mail.text).toContain('The link works once, for 60 minutes.');
    expect(mail.html).toContain(`href="https://shop.example/customer/account/createPassword?token=${token}"`);

    // The store's password rules apply, and a refused password leaves the link usable.
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: CUSTOMER_PASSWORD_LENGTH_MESSAGE, parameters: { '1': 8 } });
    expect((await reset(token, 'Another456!', 'someone.else@example.com')).json()).toEqual({ message: MISMATCHED, parameters: [] });

    const done = await reset(token, 'Another456!');
    expect([done.statusCode, done.json()]).toEqual([200, true]);
    expect((await reset(token, 'Third789!')).json()).toEqual({ message: MISMATCHED, parameters: [] });
    expect((await signIn(email, 'Password123!')).statusCode).toBe(401);
    expect((await signIn(email, 'Another456!')).statusCode).toBe(200);
    expect((await shopClient(t, { token: apiToken }).get('customers/me')).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.customerId, customer.id))).toEqual([]);
  });

  it('refuses a link older than its hour', async () => {
    const email = 'clara.late@example.com';
    await createAccount(email);
    await askForLink(email);
    const token = await tokenFromInbox(email);
    clock += RESET_LINK_LIFETIME_SECONDS * 1000;
    expect((await reset(token, 'Another456!')).json()).toEqual({ message: EXPIRED, parameters: [] });
    expect((await signIn(email, 'Password123!')).statusCode).toBe(200);
  });

  it('limits requests per email (whether or not it has an account) and per client address', async () => {
    for (const email of [DEMO_CUSTOMER.email, 'no.account.limited@example.com']) {
      for (let i = 0; i < MAX_RESET_REQUESTS_PER_EMAIL; i++) expect((await askForLink(email, `198.51.100.${i}`)).statusCode).toBe(200);
      const over = await askForLink(email, '198.51.100.200');
      expect([over.statusCode, over.json()]).toEqual([429, { message: TOO_MANY, parameters: [] }]);
    }
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await askForLink(`someone${i}@example.com`, '192.0.2.77')).statusCode);
    expect(answers.indexOf(429)).toBe(20);
  });
});
