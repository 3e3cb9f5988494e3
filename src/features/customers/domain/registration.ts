import { z } from 'zod';
import { CUSTOMER_PASSWORD_LENGTH_MESSAGE } from '../../../shared/domain/validation/messages';
import { validateCustomerPassword } from '../../../shared/domain/validation/password-rules';
import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import type { PasswordPolicy } from '../../stores/domain';

export const PASSWORD_SAME_AS_EMAIL = "The password can't be the same as the email address. Create a new password and try again.";

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const personName = z.string().trim().min(1).max(255).refine(noHtml, 'HTML tags are not allowed.');
export const emailField = z.string().trim().min(1).max(254).email('Please enter a valid email address (Ex: johndoe@domain.com).');

/** Magento's POST customers body. */
export const registrationBodySchema = z.object({
  customer: z.object({ email: emailField, firstname: personName, lastname: personName }),
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
