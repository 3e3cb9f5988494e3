import * as z from 'zod';
import { QTY_GREATER_THAN_ZERO_MESSAGE, RANGE_MESSAGE, REQUIRED_MESSAGE } from './messages';
import { validateStreetLine } from './address-rules';
import { validateQuantity } from './quantity-rules';
import { firstFailure, ruleFailure, ruleFailureText, type Rule, type RuleFailure } from './rule-failure';
import { DEFAULT_TEXT_MAX_LENGTH, validateEmail, validateMaxLength, validateNoHtmlTags, validateRequired } from './text-rules';
import { RULE_FAILURE_PARAM } from './zod-issues';

export { zodIssueToRuleFailure, type ZodIssueLike } from './zod-issues';

/** Street lines per address (spec 001 §3: lines 0–2). */
const STREET_MAX_LINES = 3;

/**
 * A custom issue whose message is the finished text (what form resolvers display) and whose params
 * keep the RuleFailure (template and parameters) for zodIssueToRuleFailure.
 */
export function ruleIssue(failure: RuleFailure, input: unknown, path?: PropertyKey[]): z.core.$ZodRawIssue {
  const params = { [RULE_FAILURE_PARAM]: failure };
  return { code: 'custom', message: ruleFailureText(failure), params, input, path };
}

/** Adds rules to a schema; the first failing rule becomes the issue. */
export function withRules<S extends z.ZodType>(schema: S, ...rules: ReadonlyArray<Rule<z.output<S>>>): S {
  return schema.check((ctx) => {
    const failure = firstFailure(ctx.value as z.output<S>, rules);
    if (failure) ctx.issues.push(ruleIssue(failure, ctx.value));
  });
}

// A missing or null value is "required", not zod's "expected string, received undefined".
const missingIsRequired = (issue: { input?: unknown }) => (issue.input == null ? REQUIRED_MESSAGE : undefined);

/** Trimmed text, not blank, at most `max` characters. */
export function requiredString(max: number = DEFAULT_TEXT_MAX_LENGTH) {
  const text = z.string({ error: missingIsRequired }).trim();
  return withRules(text, validateRequired, (v) => validateMaxLength(v, max));
}

/** Trimmed text that may be absent or empty, at most `max` characters. */
export function optionalString(max: number = DEFAULT_TEXT_MAX_LENGTH) {
  return withRules(z.string().trim(), (v) => validateMaxLength(v, max)).nullish();
}

// Schema constants are built by functions called with a pure annotation, so that bundlers can drop
// the ones a page does not use (building a zod schema has no side effects).

function buildNameSchema() {
  return withRules(requiredString(), validateNoHtmlTags);
}
export const nameSchema = /* @__PURE__ */ buildNameSchema();

function buildEmailSchema() {
  return withRules(requiredString(), validateEmail);
}
export const emailSchema = /* @__PURE__ */ buildEmailSchema();

function buildPostcodeSchema() {
  const text = z.string().trim();
  return withRules(text, (v) => validateMaxLength(v, DEFAULT_TEXT_MAX_LENGTH), validateNoHtmlTags).nullish();
}
/**
 * The postcode's own limits only. Whether it is required depends on the country's directory data,
 * and the pattern check is a warning (checkPostcode), so neither belongs here.
 */
export const postcodeSchema = /* @__PURE__ */ buildPostcodeSchema();

function buildStreetSchema() {
  const line = z.string({ error: missingIsRequired }).trim();
  return z.array(line, { error: missingIsRequired }).check((ctx) => {
    const lines = ctx.value;
    if (lines.length > STREET_MAX_LINES) {
      const failure = ruleFailure('range', RANGE_MESSAGE, { min: 1, max: STREET_MAX_LINES });
      ctx.issues.push(ruleIssue(failure, lines));
      return;
    }
    const first = validateRequired(lines[0]) ?? validateStreetLine(lines[0]);
    if (first) ctx.issues.push(ruleIssue(first, lines[0], [0]));
    lines.forEach((text, index) => {
      const tooLong = validateMaxLength(text, DEFAULT_TEXT_MAX_LENGTH);
      if (tooLong) ctx.issues.push(ruleIssue(tooLong, text, [index]));
    });
  });
}
/** One to three street lines: the first required and at least 3 characters, each at most 255. */
export const streetSchema = /* @__PURE__ */ buildStreetSchema();

function buildQuantitySchema() {
  const numberOrText = z.union([z.number(), z.string()], {
    error: (issue) => missingIsRequired(issue) ?? QTY_GREATER_THAN_ZERO_MESSAGE,
  });
  return numberOrText.transform((value, ctx) => {
    const failure = validateQuantity(value);
    if (!failure) return Number(value);
    ctx.issues.push(ruleIssue(failure, value));
    return z.NEVER;
  });
}
/** A basket quantity: a JSON number or numeric text, a whole number above 0; parsed to a number. */
export const quantitySchema = /* @__PURE__ */ buildQuantitySchema();
