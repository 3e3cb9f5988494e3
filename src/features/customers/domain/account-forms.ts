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

/**
 * The 'Create New Customer Account' form. The password policy shown here is the store default;
 * the server applies the store's own policy and answers with its message if it differs.
 */
export const createAccountFormSchema = z
  .object({
    firstname: nameSchema,
    lastname: nameSchema,
    email: emailSchema,
    password: password(),
    password_confirmation: password(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_CONFIRMATION_MESSAGE,
    when: passwordsTyped,
  })
  .superRefine(
    (values, ctx) => {
      const email = typeof values.email === 'string' ? values.email : '';
      const failure = checkCustomerPassword(values.password, email, DEFAULT_CUSTOMER_PASSWORD_POLICY);
      if (failure) ctx.addIssue({ code: 'custom', path: ['password'], message: ruleFailureText(failure) });
    },
    { when: passwordsTyped },
  );

/**
 * 'Set a New Password' (the reset e-mail's link). The email is not known here: the server applies the
 * store's policy with it and answers with its message if the password is refused.
 */
export const createPasswordFormSchema = z
  .object({ password: password(), password_confirmation: password() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_CONFIRMATION_MESSAGE,
    when: passwordsTyped,
  })
  .superRefine(
    (values, ctx) => {
      const failure = checkCustomerPassword(values.password, '', DEFAULT_CUSTOMER_PASSWORD_POLICY);
      if (failure) ctx.addIssue({ code: 'custom', path: ['password'], message: ruleFailureText(failure) });
    },
    { when: passwordsTyped },
  );

export type CreatePasswordFormInput = z.input<typeof createPasswordFormSchema>;
export type CreatePasswordFormOutput = z.output<typeof createPasswordFormSchema>;
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type CreateAccountFormInput = z.input<typeof createAccountFormSchema>;
export type CreateAccountFormOutput = z.output<typeof createAccountFormSchema>;
