import { eq } from 'drizzle-orm';
import { customers, passwordResetTokens } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { DEMO_CUSTOMER, shopClient } from '../../../shared/server/testing/shop-client';

describe('PUT customers/password (forgot your password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tokensOf = async (email: string) => {
    const [customer] = await t.app.db.select().from(customers).where(eq(customers.email, email));
    return t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.customerId, customer.id));
  };

  it('records one pending link for an account, keeps only its hash, and answers the same for an unknown email', async () => {
    const client = shopClient(t);
    const known = await client.put('customers/password', { email: DEMO_CUSTOMER.email, template: 'email_reset', websiteId: 1 });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toBe(true);
    const unknown = await client.put('customers/password', { email: 'nobody.here@example.com', template: 'email_reset' });
    expect(unknown.json()).toBe(true);
    const [first] = await tokensOf(DEMO_CUSTOMER.email);
    expect(first.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // A second request within the minute does not make another link.
    await client.put('customers/password', { email: DEMO_CUSTOMER.email });
    expect((await tokensOf(DEMO_CUSTOMER.email)).map((r) => r.tokenHash)).toEqual([first.tokenHash]);
  });

  it('refuses a malformed email with a 400 and records nothing', async () => {
    const res = await shopClient(t).put('customers/password', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().parameters).toEqual({ fieldName: 'email' });
  });
});
