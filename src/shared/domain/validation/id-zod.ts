import * as z from 'zod';
import { MAX_ENTITY_ID, readWholeNumber, valueTypeFailure } from './id-rules';
import { REQUIRED_MESSAGE } from './messages';
import { type RuleFailure, ruleFailure, ruleFailureText } from './rule-failure';
import { ruleIssue } from './zod';

export interface IntegerFieldOptions {
  /** Smallest value accepted; ids start at 1 (the default). */
  min?: number;
  max?: number;
  /** A field's own message for every refusal (the promo gift quantity has one); default Magento's type message. */
  message?: string;
}

const numberOrText = (refusal: (input: unknown) => RuleFailure) =>
  z.union([z.number(), z.string()], { error: (issue) => (issue.input == null ? REQUIRED_MESSAGE : ruleFailureText(refusal(issue.input))) });

/**
 * An `int` field of Magento's web API (item_id, rule_id, qty, …): a JSON number or numeric text,
 * parsed to a number. Anything else is refused before any handler runs.
 */
export function integerField({ min = 1, max = MAX_ENTITY_ID, message }: IntegerFieldOptions = {}) {
  const refusal = (input: unknown) => (message ? ruleFailure('integer', message) : valueTypeFailure(input, 'int'));
  return numberOrText(refusal).transform((value, ctx) => {
    const number = readWholeNumber(value, { min, max });
    if (number !== null) return number;
    ctx.issues.push(ruleIssue(refusal(value), value));
    return z.NEVER;
  });
}

/**
 * An optional `int` id in an address (region_id, customer_address_id, customer_id): absent, null or
 * empty text mean none, and so does 0 (Magento's "no region").
 */
export function optionalIdField() {
  const refusal = (input: unknown) => valueTypeFailure(input, 'int');
  return numberOrText(refusal)
    .nullish()
    .transform((value, ctx) => {
      if (value == null || value === '') return null;
      const number = readWholeNumber(value, { min: 0, max: MAX_ENTITY_ID });
      if (number !== null) return number === 0 ? null : number;
      ctx.issues.push(ruleIssue(refusal(value), value));
      return z.NEVER;
    });
}

/**
 * A cart id in a body (`cartItem.quote_id`, payment-information's `cartId`): Magento types it as text,
 * so a guest's masked id and a customer's numeric quote id (a JSON number) are both read, as text.
 */
export function cartIdField() {
  const refusal = (input: unknown) => valueTypeFailure(input, 'string');
  return numberOrText(refusal).transform((value, ctx) => {
    if (typeof value === 'string' && value.length <= 64) return value;
    if (typeof value === 'number' && readWholeNumber(value, { min: 0, max: MAX_ENTITY_ID }) !== null) return String(value);
    ctx.issues.push(ruleIssue(refusal(value), value));
    return z.NEVER;
  });
}
