import { z } from 'zod';
import { emailSchema, nameSchema } from '../../../shared/domain/validation/forms';
import { CUSTOMER_PASSWORD_LENGTH_MESSAGE } from '../../../shared/domain/validation/messages';
import { validateCustomerPassword } from '../../../shared/domain/validation/password-rules';
import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import type { PasswordPolicy } from './settings';

const PASSWORD_SAME_AS_EMAIL = "The password can't be the same as the email address. Create a new password and try again.";

/** The shared rules: one email and one name check for browser and server. */
export const emailField = emailSchema;

/** Magento's POST customers body. */
export const registrationBodySchema = z.object({
  customer: z.object({ email: emailField, firstname: nameSchema, lastname: nameSchema }),
  password: z.string().min(1).max(256),
});

export const loginBodySchema = z.object({
  username: emailField,
  password: z.string().min(1).max(256),
});

export function checkCustomerPassword(password: string, email: string, policy: PasswordPolicy): RuleFailure | null {
  // The shared rule leaves blank values to the required rule; a blank password is simply too short.
  if (password.trim() === '') return ruleFailure('customer_password_length', CUSTOMER_PASSWORD_LENGTH_MESSAGE, { '1': policy.minLength });
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return { code: 'password_is_email', message: PASSWORD_SAME_AS_EMAIL };
  return validateCustomerPassword(password, policy);
}
