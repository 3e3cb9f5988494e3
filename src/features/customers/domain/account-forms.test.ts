import { accountFromOrderFormSchema, changePasswordFormSchema, createPasswordFormSchema } from './account-forms';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the new-password forms share one rule', () => {
  it('Change Password: the current password is required, the two new ones must match, the policy applies', () => {
    const schema = changePasswordFormSchema('jane@example.com');
    expect(schema.safeParse({ currentPassword: 'Old-pass1', password: 'New-pass12', password_confirmation: 'New-pass12' }).success).toBe(true);
    expect(messages(schema.safeParse({ currentPassword: '', password: 'New-pass12', password_confirmation: 'New-pass13' }))).toEqual([
      ['currentPassword', 'This is a required field.'],
      ['password_confirmation', 'Please enter the same value again.'],
    ]);
    expect(messages(schema.safeParse({ currentPassword: 'x', password: 'short', password_confirmation: 'short' }))[0][0]).toBe('password');
  });

  it('the reset link’s form and the account from an order apply the same policy', () => {
    expect(messages(createPasswordFormSchema.safeParse({ password: 'short', password_confirmation: 'short' }))[0][0]).toBe('password');
    expect(messages(accountFromOrderFormSchema('a@example.com').safeParse({ password: 'short' }))[0][0]).toBe('password');
    expect(accountFromOrderFormSchema('a@example.com').safeParse({ password: 'Long-enough1' }).success).toBe(true);
  });
});
