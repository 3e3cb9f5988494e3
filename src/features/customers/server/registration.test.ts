import { count, eq, sql } from 'drizzle-orm';
import { customers } from '../../../db/schema';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { REQUIRED, tokenRequest, closeTestApp } from './testing';

const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
const LENGTH = 'Minimum length of this field must be equal or greater than %1 symbols. Leading and trailing spaces will be ignored.';
const CLASSES = 'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.';
const SAME_AS_EMAIL = "The password can't be the same as the email address. Create a new password and try again.";
const INVALID_EMAIL = 'Please enter a valid email address (Ex: johndoe@domain.com).';
const NO_HTML = 'HTML tags are not allowed.';
const TOO_LONG_255 = 'Please enter less or equal than 255 symbols.';

const register = (t: TestApp, customer: Record<string, unknown>, password: unknown) =>
  shopClient(t).post('customers', { customer: { firstname: 'Amy', lastname: 'Pond', ...customer }, ...(password === undefined ? {} : { password }) });

describe.skipIf(postgresSkipReason)('customer registration (POST customers) and customers/isEmailAvailable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => closeTestApp(t));

  const customerCount = async () => (await t.database.db.select({ n: count() }).from(customers))[0].n;
  const rowsWithEmail = (email: string) =>
    t.database.db
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()));

  it('registers a customer, stores the password as an argon2 hash, and the new account can sign in', async () => {
    const password = 'Tardis-1963';
    const res = await register(t, { email: 'amy.pond@example.com' }, password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: 'amy.pond@example.com', firstname: 'Amy', lastname: 'Pond', addresses: [] });
    expect(Number.isInteger(body.id)).toBe(true);
    expect(res.body).not.toContain(password);
    expect(res.body).not.toMatch(/argon2|password/i);

    const [row] = await rowsWithEmail('amy.pond@example.com');
    expect(row.id).toBe(body.id);
    expect(row.passwordHash.startsWith('$argon2')).toBe(true);
    expect(row.passwordHash).not.toContain(password);

    const token = await tokenRequest(t, 'amy.pond@example.com', password);
    expect(token.statusCode).toBe(200);
    expect((await shopClient(t, { token: token.json() }).get('customers/me')).json()).toMatchObject({ id: body.id, email: 'amy.pond@example.com' });
  });

  it.each(['amy.pond@example.com', 'AMY.Pond@Example.COM', '  amy.pond@example.com ', 'jane.doe@example.com', 'Jane.Doe@example.com'])(
    'refuses %j because that address already has an account, and creates nothing',
    async (email) => {
      const before = await customerCount();
      const res = await register(t, { email }, 'Another-Pass-1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: EMAIL_TAKEN, parameters: [] });
      expect(await customerCount()).toBe(before);
      expect(await rowsWithEmail(email)).toHaveLength(1);
    },
  );

  it.each([
    ['7 characters', 'weak.seven@example.com', 'Ab1!xyz', LENGTH, { '1': 8 }],
    ['6 characters once spaces are trimmed', 'weak.trim@example.com', '  Ab1!xy  ', LENGTH, { '1': 8 }],
    ['only spaces', 'weak.spaces@example.com', '            ', LENGTH, { '1': 8 }],
    ['one character class', 'weak.lower@example.com', 'abcdefghijkl', CLASSES, { '1': 3 }],
    ['two character classes', 'weak.two@example.com', 'abcdefgh1234', CLASSES, { '1': 3 }],
    ['the email itself', 'Same.As.Email1@example.com', 'Same.As.Email1@example.com', SAME_AS_EMAIL, []],
    ['the email in another case', 'same.as.email2@example.com', 'SAME.AS.EMAIL2@EXAMPLE.COM', SAME_AS_EMAIL, []],
  ])('refuses a password that is %s with 400 and its message, and creates nothing', async (_case, email, password, message, parameters) => {
    const before = await customerCount();
    const res = await register(t, { email }, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, parameters });
    expect(await customerCount()).toBe(before);
    expect(await rowsWithEmail(email)).toHaveLength(0);
  });

  const long = 'A'.repeat(300);
  it.each([
    ['an email without @', { email: 'not-an-email' }, 'Tardis-1963', INVALID_EMAIL, 'customer.email'],
    ['an email without a domain', { email: 'amy@' }, 'Tardis-1963', INVALID_EMAIL, 'customer.email'],
    ['an email with a space inside', { email: 'amy pond@example.com' }, 'Tardis-1963', INVALID_EMAIL, 'customer.email'],
    ['a missing email', {}, 'Tardis-1963', REQUIRED, 'customer.email'],
    ['HTML in the first name', { email: 'html1@example.com', firstname: '<b>Amy</b>' }, 'Tardis-1963', NO_HTML, 'customer.firstname'],
    ['HTML in the last name', { email: 'html2@example.com', lastname: 'Pond<script>alert(1)</script>' }, 'Tardis-1963', NO_HTML, 'customer.lastname'],
    ['a 300-character first name', { email: 'long1@example.com', firstname: long }, 'Tardis-1963', TOO_LONG_255, 'customer.firstname'],
    ['a 300-character last name', { email: 'long2@example.com', lastname: long }, 'Tardis-1963', TOO_LONG_255, 'customer.lastname'],
    ['a blank first name', { email: 'blank@example.com', firstname: '   ' }, 'Tardis-1963', REQUIRED, 'customer.firstname'],
    ['a missing password', { email: 'nopass@example.com' }, undefined, REQUIRED, 'password'],
  ])('refuses %s with 400 and the field named, and creates nothing', async (_case, customer, password, message, fieldName) => {
    const before = await customerCount();
    const res = await register(t, customer, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, parameters: { fieldName } });
    expect(await customerCount()).toBe(before);
    if ('email' in customer) expect(await rowsWithEmail(customer.email as string)).toHaveLength(0);
  });

  it('accepts exactly 255 characters in a name', async () => {
    const res = await register(t, { email: 'long.ok@example.com', firstname: 'B'.repeat(255) }, 'Tardis-1963');
    expect(res.statusCode).toBe(200);
    expect(res.json().firstname).toHaveLength(255);
  });

  it.each([
    ['jane.doe@example.com', false],
    ['JANE.DOE@Example.Com', false],
    ['john.smith@example.com', false],
    ['amy.pond@example.com', false],
    ['brand.new@example.com', true],
    ['Someone.Else@example.org', true],
  ])('isEmailAvailable(%s) is %s', async (customerEmail, available) => {
    const res = await shopClient(t).post('customers/isEmailAvailable', { customerEmail, websiteId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(available);
  });

  it('isEmailAvailable refuses a malformed email with 400', async () => {
    const res = await shopClient(t).post('customers/isEmailAvailable', { customerEmail: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_EMAIL, parameters: { fieldName: 'customerEmail' } });
  });
});
