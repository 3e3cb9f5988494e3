import { eq } from 'drizzle-orm';
import { loginFailures } from '../../../db/schema';
import { buildApp } from '../../../app/server/app';
import { REST } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { loginFailureKeys } from './service';
import { JANE, JOHN, SIGN_IN_INCORRECT, TOO_MANY_ATTEMPTS, tokenRequest, closeTestApp } from './testing';

const TOO_MANY_BODY = { message: TOO_MANY_ATTEMPTS, parameters: [15] };

describe.skipIf(postgresSkipReason)('sign-in rate limit (5 failures per email, 30 per address, 15 minutes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => closeTestApp(t));

  it('after 5 wrong passwords for one email, the 6th attempt is 429 even with the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await tokenRequest(t, JANE.email, `Wrong-password-${attempt}`);
      expect(res.statusCode, `attempt ${attempt}`).toBe(401);
      expect(res.json()).toEqual({ message: SIGN_IN_INCORRECT, parameters: [] });
    }
    const right = await tokenRequest(t, JANE.email, JANE.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY_BODY);
    // The same account in another case is the same account.
    const otherCase = await tokenRequest(t, 'Jane.Doe@EXAMPLE.com', JANE.password);
    expect(otherCase.statusCode).toBe(429);
    expect(otherCase.json()).toEqual(TOO_MANY_BODY);
    // The browser login shares the limit.
    const session = await t.request({ method: 'GET', url: '/customer/section/load' });
    const cookie = session.cookies.find((c) => c.name === 'shop_session')!.value;
    const ajax = await t.request({
      method: 'POST',
      url: '/customer/ajax/login',
      headers: { cookie: `shop_session=${cookie}`, 'x-form-key': session.json().form_key },
      payload: { username: JANE.email, password: JANE.password },
    });
    expect(ajax.statusCode).toBe(429);
    expect(ajax.json()).toEqual(TOO_MANY_BODY);
  });

  it('keeps the count in the database (login_failures), so another server process refuses too', async () => {
    const { emailKey } = loginFailureKeys(JANE.email, '');
    // The key is the email's hash: the table never holds the address itself.
    expect(emailKey).not.toContain('jane');
    const [row] = await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, emailKey));
    expect(row.failures).toBeGreaterThanOrEqual(5); // every attempt is counted, refused ones too
    const second = await buildApp({ db: t.database.db, adapters: t.adapters, logLevel: 'silent' });
    try {
      const res = await second.inject({
        method: 'POST',
        url: `${REST}/integration/customer/token`,
        payload: { username: JANE.email, password: JANE.password },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY_BODY);
    } finally {
      await second.close();
    }
  });

  it('still lets another email sign in from the same address', async () => {
    const res = await tokenRequest(t, JOHN.email, JOHN.password);
    expect(res.statusCode).toBe(200);
    expect(typeof res.json()).toBe('string');
  });

  it('forgets earlier failures of an email after a successful sign-in', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) expect((await tokenRequest(t, JOHN.email, `Wrong-${attempt}`)).statusCode).toBe(401);
    expect((await tokenRequest(t, JOHN.email, JOHN.password)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await tokenRequest(t, JOHN.email, `Wrong-again-${attempt}`)).statusCode).toBe(401);
    expect((await tokenRequest(t, JOHN.email, JOHN.password)).statusCode).toBe(200);
  });

  it('refuses every email from an address after 30 failures there, while other addresses still sign in', async () => {
    const attacker = '203.0.113.7';
    for (let attempt = 1; attempt <= 30; attempt++) {
      const res = await tokenRequest(t, `guess-${attempt}@example.com`, 'Password123!', attacker);
      expect(res.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await tokenRequest(t, JOHN.email, JOHN.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY_BODY);
    expect((await tokenRequest(t, JOHN.email, JOHN.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('does not let parallel guesses get past the limit: of 12 simultaneous wrong passwords only 5 are checked', async () => {
    // A burst must not buy more than 5 guesses: the count has to be taken and raised atomically.
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => tokenRequest(t, 'burst.target@example.com', `Guess-${i}!`, '198.51.100.99')));
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });
});
