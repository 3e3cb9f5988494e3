/**
 * Form-validation rules shared by the browser app and the server. Every rule returns null when the
 * value is acceptable, otherwise a RuleFailure with a fixed message template and its parameters.
 * The zod helpers live in './zod' (and are re-exported here) so rule-only callers need not load zod.
 */
export * from './messages';
export * from './rule-failure';
export * from './text-rules';
export * from './number-rules';
export * from './date-rules';
export * from './phone-rules';
export * from './uk-mobile-rules';
export * from './address-rules';
export * from './password-rules';
export * from './file-rules';
export * from './quantity-rules';
export * from './zod';
export * from './phone-zod';
export * from './id-rules';
export * from './id-zod';
