import { CUSTOMER_PASSWORD_CLASSES_MESSAGE, CUSTOMER_PASSWORD_LENGTH_MESSAGE, PASSWORD_MESSAGE, STAFF_PASSWORD_MESSAGE } from './messages';
import { characterCount, isBlank, ruleFailure, type RuleFailure } from './rule-failure';

/** Password minimums of spec 000 §9: 6 in general, 7 for staff (admin), configurable for customers. */
const PASSWORD_MIN_LENGTH = 6;
const STAFF_PASSWORD_MIN_LENGTH = 7;

export interface CustomerPasswordPolicy {
  /** Minimum characters once leading and trailing spaces are removed. */
  readonly minLength: number;
  /** How many of the four classes (lower case, upper case, digits, other characters) must appear. */
  readonly requiredClasses: number;
}

/** Magento's store defaults (customer/password/minimum_password_length and required_character_classes_number). */
export const DEFAULT_CUSTOMER_PASSWORD_POLICY: CustomerPasswordPolicy = { minLength: 8, requiredClasses: 3 };

type Password = string | null | undefined;

export function validatePassword(value: Password): RuleFailure | null {
  if (isBlank(value)) return null;
  return characterCount((value as string).trim()) < PASSWORD_MIN_LENGTH ? ruleFailure('password_length', PASSWORD_MESSAGE) : null;
}

/** Number of character classes present, counted as Magento does. */
export function countPasswordCharacterClasses(password: string): number {
  return [/\d/, /[a-z]/, /[A-Z]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

export function validateCustomerPassword(value: Password, policy: CustomerPasswordPolicy = DEFAULT_CUSTOMER_PASSWORD_POLICY): RuleFailure | null {
  if (isBlank(value)) return null;
  const password = (value as string).trim();
  if (characterCount(password) < policy.minLength) {
    return ruleFailure('customer_password_length', CUSTOMER_PASSWORD_LENGTH_MESSAGE, { '1': policy.minLength });
  }
  if (countPasswordCharacterClasses(password) < policy.requiredClasses) {
    return ruleFailure('customer_password_classes', CUSTOMER_PASSWORD_CLASSES_MESSAGE, {
      '1': policy.requiredClasses,
    });
  }
  return null;
}

/** Staff (admin) passwords: 7 or more characters with at least one letter and one digit. */
export function validateStaffPassword(value: Password): RuleFailure | null {
  if (isBlank(value)) return null;
  const password = (value as string).trim();
  const valid = characterCount(password) >= STAFF_PASSWORD_MIN_LENGTH && /[a-z]/i.test(password) && /\d/.test(password);
  return valid ? null : ruleFailure('staff_password', STAFF_PASSWORD_MESSAGE);
}
