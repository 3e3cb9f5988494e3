import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { customerTokens, customers } from '../../../db/schema';
import { REST, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { JANE, JOHN, NOT_AUTHORIZED_BODY, REQUIRED, SIGN_IN_INCORRECT, tokenRequest, closeTestApp } from './testing';

describe.skipIf(postgresSkipReason)('customer token (integration/customer/token) and customers/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => closeTestApp(t));

  it('answers the right credentials with a token as a JSON string, and customers/me with the customer and saved addresses', async () => {
    const res = await tokenRequest(t, JANE.email, JANE.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.startsWith('"')).toBe(true);
    const token = res.json();
    expect(typeof token).toBe('string');
    expect(token.length).toBeGreaterThanOrEqual(32);

    const me = await shopClient(t, { token }).get('customers/me');
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body).toMatchObject({ email: 'jane.doe@example.com', firstname: 'Jane', lastname: 'Doe' });
    expect(
      body.addresses.map((a: { street: string[]; city: string; postcode: string; country_id: string }) => [a.street, a.city, a.postcode, a.country_id]),
    ).toEqual([
      [['221B Baker Street'], 'London', 'NW1 6XE', 'GB'],
      [['1 Deansgate', 'Flat 4'], 'Manchester', 'M3 1AZ', 'GB'],
    ]);
    expect(body.addresses.every((a: { customer_id: number }) => a.customer_id === body.id)).toBe(true);
    expect(body.default_shipping).toBe(String(body.addresses[0].id));
    expect(me.body).not.toMatch(/argon2|password/i);
  });

  it('accepts the email in any case and surrounding spaces, and gives each customer their own identity', async () => {
    const jane = await tokenRequest(t, '  JANE.Doe@Example.com ', JANE.password);
    expect(jane.statusCode).toBe(200);
    const john = await tokenRequest(t, JOHN.email, JOHN.password);
    expect(john.statusCode).toBe(200);
    expect(john.json()).not.toBe(jane.json());
    expect((await shopClient(t, { token: jane.json() }).get('customers/me')).json().email).toBe('jane.doe@example.com');
    const johnMe = (await shopClient(t, { token: john.json() }).get('customers/me')).json();
    expect(johnMe).toMatchObject({ email: 'john.smith@example.com', firstname: 'John', lastname: 'Smith' });
    expect(johnMe.addresses.map((a: { city: string }) => a.city)).toEqual(['Edinburgh']);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const token = (await tokenRequest(t, JOHN.email, JOHN.password)).json() as string;
    const [john] = await t.database.db.select().from(customers).where(eq(customers.email, JOHN.email));
    const rows = await t.database.db.select().from(customerTokens).where(eq(customerTokens.customerId, john.id));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it.each([
    ['a wrong password', JANE.email, 'Password123?'],
    ['the password in another case', JANE.email, 'password123!'],
    ['an unknown email', 'nobody@example.com', 'Password123!'],
    ["another customer's password for a known email", JOHN.email, 'NotJohns1!'],
  ])('refuses %s with 401 and the same message either way', async (_case, username, password) => {
    const res = await tokenRequest(t, username, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SIGN_IN_INCORRECT, parameters: [] });
  });

  const badAuth: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['a garbage bearer token', { authorization: 'Bearer not-a-token' }],
    ['a well-formed but unknown token', { authorization: `Bearer ${randomBytes(24).toString('base64url')}` }],
    ['the hash of a real token instead of the token', { authorization: 'Bearer 0000000000000000000000000000000000000000000000000000000000000000' }],
  ];
  const protectedCalls: ['GET' | 'POST', string][] = [
    ['GET', 'customers/me'],
    ['GET', 'carts/mine'],
    ['POST', 'carts/mine'],
    ['GET', 'carts/mine/items'],
  ];
  it.each(badAuth.flatMap(([name, headers]) => protectedCalls.map(([method, url]) => [name, method, url, headers] as const)))(
    'with %s, %s %s is 401 "isn\'t authorized" for resource self',
    async (_case, method, url, headers) => {
      const res = await t.request({ method, url: `${REST}/${url}`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_AUTHORIZED_BODY);
    },
  );

  it('refuses an expired token with 401', async () => {
    const [jane] = await t.database.db.select().from(customers).where(eq(customers.email, JANE.email));
    const token = randomBytes(24).toString('base64url');
    await t.database.db.insert(customerTokens).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      customerId: jane.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await shopClient(t, { token }).get('customers/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHORIZED_BODY);
  });

  it.each([
    ['username', { password: 'Password123!' }],
    ['password', { username: JANE.email }],
    ['username', { username: '', password: 'Password123!' }],
  ])('answers a request without %s with 400 "This is a required field."', async (fieldName, payload) => {
    const res = await shopClient(t).post('integration/customer/token', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: REQUIRED, parameters: { fieldName } });
  });
});
