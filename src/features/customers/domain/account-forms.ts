import { z } from 'zod';
import { DEFAULT_CUSTOMER_PASSWORD_POLICY, REQUIRED_MESSAGE, emailSchema, nameSchema, ruleFailureText } from '../../../shared/domain/validation/forms';
import { checkCustomerPassword } from './registration';

const PASSWORD_CONFIRMATION_MESSAGE = 'Please enter the same value again.';

// Passwords are sent as typed: trimming would change the secret.
const password = () => z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE);

/** The login form of the 'Customer Login' page. */
export const loginFormSchema = z.object({
  username: emailSchema,
  password: password(),
});

interface PasswordPair {
  email?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
}

// Object-level checks normally wait until every field is valid; these only need the passwords.
const passwordsTyped = (payload: { value: unknown }) => {
  const v = payload.value as PasswordPair;
  return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
};

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/**
 * A new password and its confirmation: the two must match, and the password follow the store default's
 * policy (with the email the form knows, '' when it knows none). The server applies the store's own policy
 * and answers with its message if it differs. Run once both passwords are typed, whatever the other fields.
 */
const newPasswordIssues =
  <Values extends NewPasswordValues>(emailOf: (values: Values) => string) =>
  (values: Values, ctx: z.RefinementCtx) => {
    if (values.password !== values.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: PASSWORD_CONFIRMATION_MESSAGE });
    policyIssue(values.password, emailOf(values), ctx);
  };

/** The store default's password policy, as the form's issue on its password field. */
function policyIssue(value: string, email: string, ctx: z.RefinementCtx): void {
  const failure = checkCustomerPassword(value, email, DEFAULT_CUSTOMER_PASSWORD_POLICY);
  if (failure) ctx.addIssue({ code: 'custom', path: ['password'], message: ruleFailureText(failure) });
}

const NEW_PASSWORD = { password: password(), password_confirmation: password() };

/** The 'Create New Customer Account' form. */
export const createAccountFormSchema = z.object({ firstname: nameSchema, lastname: nameSchema, email: emailSchema, ...NEW_PASSWORD }).superRefine(
  newPasswordIssues((v) => (typeof v.email === 'string' ? v.email : '')),
  { when: passwordsTyped },
);

/** 'Set a New Password' (the reset e-mail's link): the email is not known here, the server checks with it. */
export const createPasswordFormSchema = z.object(NEW_PASSWORD).superRefine(
  newPasswordIssues(() => ''),
  { when: passwordsTyped },
);

/** A guest's account made from the order on the success page: a password is all it asks (the order gives the email). */
export const accountFromOrderFormSchema = (email: string) =>
  z.object({ password: password() }).superRefine((values, ctx) => policyIssue(values.password, email, ctx));

/** My account's 'Change Password': the current password, and the new one checked with the customer's email. */
export const changePasswordFormSchema = (email: string) =>
  z.object({ currentPassword: password(), ...NEW_PASSWORD }).superRefine(
    newPasswordIssues(() => email),
    { when: passwordsTyped },
  );

export type CreatePasswordFormInput = z.input<typeof createPasswordFormSchema>;
export type CreatePasswordFormOutput = z.output<typeof createPasswordFormSchema>;
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type CreateAccountFormInput = z.input<typeof createAccountFormSchema>;
export type CreateAccountFormOutput = z.output<typeof createAccountFormSchema>;
export type ChangePasswordFormInput = z.input<ReturnType<typeof changePasswordFormSchema>>;
