import { customerToken, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';

const NO_SUCH_ENTITY = 'No such entity with %fieldName = %fieldValue';
const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
const PASSWORD_DOES_NOT_MATCH = "The password doesn't match this account. Verify the password and try again.";
const EMAIL_CHANGE_NEEDS_PASSWORD = 'Please enter your current password to change your email.';

const CARDIFF = {
  firstname: 'Chris',
  lastname: 'Secure',
  street: ['5 Queen Street'],
  city: 'Cardiff',
  postcode: 'CF10 2BH',
  country_id: 'GB',
  telephone: '+447400123462',
};

describe.skipIf(postgresSkipReason)('customers/me: the account area’s details, address book, newsletter and password', () => {
  let t: TestApp;
  // A customer of this file alone: the demo accounts stay as other files expect them.
  const who = { email: 'clara.oswald@example.com', password: 'Password123!' };
  let clara: ReturnType<typeof shopClient>;
  let john: ReturnType<typeof shopClient>;

  const me = async () => (await clara.get('customers/me')).json();
  const details = (extra: Record<string, unknown> = {}) => ({ email: who.email, firstname: 'Clara', lastname: 'Oswald', ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    const made = await shopClient(t).post('customers', { customer: { email: who.email, firstname: 'Clara', lastname: 'Oswald' }, password: who.password });
    expect(made.statusCode, made.body).toBe(200);
    clara = shopClient(t, { token: await customerToken(t, who) });
    john = shopClient(t, { token: await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' }) });
  });
  afterAll(() => t.close());

  it('adds, edits and deletes addresses, one default for delivery and one for billing, ids as numbers or numeric text', async () => {
    const added = await clara.put('customers/me', {
      customer: details({
        addresses: [
          { ...CARDIFF, default_shipping: true, default_billing: true },
          { ...CARDIFF, street: ['7 Castle Street'] },
        ],
      }),
    });
    expect(added.statusCode, added.body).toBe(200);
    const [first, second] = added.json().addresses;
    expect(added.json()).toMatchObject({ default_shipping: String(first.id), default_billing: String(first.id) });
    expect(second).toMatchObject({ street: ['7 Castle Street'], default_shipping: false, default_billing: false });

    const edited = await clara.put('customers/me', {
      customer: details({
        addresses: [
          { ...CARDIFF, id: String(first.id) },
          { ...CARDIFF, id: second.id, city: 'Newport', postcode: 'NP20 1AA', default_shipping: true },
        ],
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().addresses.map((a: { id: number; city: string; default_shipping: boolean }) => [a.id, a.city, a.default_shipping])).toEqual([
      [first.id, 'Cardiff', false],
      [second.id, 'Newport', true],
    ]);
    expect(edited.json().default_billing).toBe('');

    const deleted = await clara.put('customers/me', {
      customer: details({ addresses: [{ ...CARDIFF, id: second.id, city: 'Newport', postcode: 'NP20 1AA' }] }),
    });
    expect(deleted.json().addresses.map((a: { id: number }) => a.id)).toEqual([second.id]);
    // Without addresses the book stays as it is.
    expect((await clara.put('customers/me', { customer: details() })).json().addresses).toHaveLength(1);
  });

  it("answers 404 for another customer's address id, reveals nothing and changes nothing", async () => {
    const johnsAddress = (await john.get('customers/me')).json().addresses[0];
    const before = await me();
    const res = await clara.put('customers/me', { customer: details({ lastname: 'Changed', addresses: [{ ...CARDIFF, id: johnsAddress.id }] }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NO_SUCH_ENTITY, parameters: { fieldName: 'addressId', fieldValue: johnsAddress.id } });
    expect(await me()).toEqual(before);
    expect((await john.get('customers/me')).json().addresses[0]).toEqual(johnsAddress);
  });

  it("applies checkout's address rules: a bad UK mobile, a missing street, a bad id are 400s", async () => {
    const phone = await clara.put('customers/me', { customer: details({ addresses: [{ ...CARDIFF, telephone: '12' }] }) });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(
      'The mobile number must contain 10 digits only (excluding the country code) without spacing, please remove the starting 0 if needed. Correct format should be: +447xxxxxxxxx',
    );
    const street = await clara.put('customers/me', { customer: details({ addresses: [{ ...CARDIFF, street: [] }] }) });
    expect(street.statusCode).toBe(400);
    const id = await clara.put('customers/me', { customer: details({ addresses: [{ ...CARDIFF, id: 'abc' }] }) });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toHaveProperty('parameters');
    expect((await clara.put('customers/me', { customer: { firstname: 'Clara' } })).statusCode).toBe(400);
  });

  it('subscribes to and unsubscribes from the newsletter with extension_attributes.is_subscribed', async () => {
    expect((await me()).extension_attributes.is_subscribed).toBe(false);
    const on = await clara.put('customers/me', { customer: details({ extension_attributes: { is_subscribed: true } }) });
    expect(on.json().extension_attributes.is_subscribed).toBe(true);
    expect((await me()).extension_attributes.is_subscribed).toBe(true);
    const off = await clara.put('customers/me', { customer: details({ extension_attributes: { is_subscribed: false } }) });
    expect(off.json().extension_attributes.is_subscribed).toBe(false);
  });

  it('changes the name freely, the email only with the current password, never to an email another account holds', async () => {
    expect((await clara.put('customers/me', { customer: details({ firstname: 'Oswin' }) })).json().firstname).toBe('Oswin');
    const noPassword = await clara.put('customers/me', { customer: details({ email: 'clara@example.com' }) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(EMAIL_CHANGE_NEEDS_PASSWORD);
    const wrong = await clara.put('customers/me', { customer: details({ email: 'clara@example.com' }), currentPassword: 'Wrong123!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PASSWORD_DOES_NOT_MATCH);
    const taken = await clara.put('customers/me', { customer: details({ email: 'john.smith@example.com' }), currentPassword: who.password });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(EMAIL_TAKEN);
    expect((await me()).email).toBe(who.email);
  });

  it('changes the password only with the current one, by the store’s rules, and ends the other tokens', async () => {
    const wrong = await clara.put('customers/me/password', { currentPassword: 'Wrong123!', newPassword: 'NewPassword1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PASSWORD_DOES_NOT_MATCH);
    const weak = await clara.put('customers/me/password', { currentPassword: who.password, newPassword: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^Minimum of different classes of characters in password is %1\./);
    expect((await clara.put('customers/me/password', { currentPassword: who.password })).statusCode).toBe(400);

    const other = shopClient(t, { token: await customerToken(t, who) });
    const changed = await clara.put('customers/me/password', { currentPassword: who.password, newPassword: 'NewPassword1!' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toBe(true);
    expect((await other.get('customers/me')).statusCode).toBe(401);
    const login = await shopClient(t).post('integration/customer/token', { username: who.email, password: 'NewPassword1!' });
    expect(login.statusCode).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    expect((await shopClient(t).put('customers/me', { customer: details() })).statusCode).toBe(401);
    expect((await shopClient(t).put('customers/me/password', { currentPassword: 'a', newPassword: 'b' })).statusCode).toBe(401);
  });
});
