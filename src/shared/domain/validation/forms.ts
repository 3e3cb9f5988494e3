// The light part of the library (no phone or postcode data), for forms such as login and registration.
export * from './messages';
export * from './rule-failure';
export * from './text-rules';
export * from './password-rules';
export { emailSchema, nameSchema, withRules } from './zod';
