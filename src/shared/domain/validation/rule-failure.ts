export type MessageParameters = Readonly<Record<string, string | number>>;

/**
 * Why a value was refused. `message` is the template (Magento convention: the text keeps its
 * placeholders, the values travel in `parameters`), so server and browser render it the same way.
 */
export interface RuleFailure {
  readonly code: string;
  readonly message: string;
  readonly parameters?: MessageParameters;
  /** Set only for advisory checks (the postcode pattern) that must not block a form. */
  readonly severity?: 'warning';
}

/** A rule answers null when the value is acceptable. */
export type Rule<T = unknown> = (value: T) => RuleFailure | null;

export function ruleFailure(code: string, message: string, parameters?: MessageParameters): RuleFailure {
  return parameters ? { code, message, parameters } : { code, message };
}

/** Fills %1 / %name / {name} placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, parameters?: MessageParameters): string {
  if (!parameters) return template;
  return template.replace(/%(\w+)|\{(\w+)\}/g, (whole, percentKey?: string, braceKey?: string) => {
    const key = (percentKey ?? braceKey) as string;
    return Object.hasOwn(parameters, key) ? String(parameters[key]) : whole;
  });
}

/** The text to show for a failure. */
export function ruleFailureText(failure: RuleFailure): string {
  return formatMessage(failure.message, failure.parameters);
}

/** Runs rules in order and returns the first failure, like a form field with several rules. */
export function firstFailure<T>(value: T, rules: ReadonlyArray<Rule<T>>): RuleFailure | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}

/**
 * Magento's notion of an empty field: undefined, null, '' or only whitespace, an empty list, or an
 * unticked checkbox (false). Every rule except "required" (and quantity) accepts an empty value,
 * so that optional fields are only checked once filled in.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Length in characters (code points), as the database and PHP's mb_strlen count them. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
