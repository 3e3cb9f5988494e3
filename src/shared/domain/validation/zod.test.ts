import * as z from 'zod';
import * as m from './messages';
import { ruleFailureText } from './rule-failure';
import {
  emailSchema,
  nameSchema,
  optionalString,
  postcodeSchema,
  quantitySchema,
  requiredString,
  streetSchema,
  withRules,
  zodIssueToRuleFailure,
  type ZodIssueLike,
} from './zod';
import { validateUsZip } from './address-rules';
import { telephoneSchema, ukMobileSchema } from './phone-zod';

/** The mapped failures of a parse, as [path, code, text]. */
function failures(schema: z.ZodType, input: unknown): Array<[string, string, string]> {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const failure = zodIssueToRuleFailure(issue);
    return [issue.path.join('.'), failure.code, ruleFailureText(failure)];
  });
}

describe('zod schemas', () => {
  it.each([
    [quantitySchema, 2, 2],
    [quantitySchema, '3', 3],
    [quantitySchema, ' 4 ', 4],
    [nameSchema, '  Jane ', 'Jane'],
    [emailSchema, ' jane@example.com ', 'jane@example.com'],
    [telephoneSchema('GB'), '07911 123456', '07911 123456'],
    [ukMobileSchema, '+447911123456', '+447911123456'],
    [postcodeSchema, ' SW1A 1AA ', 'SW1A 1AA'],
    [postcodeSchema, undefined, undefined],
    [postcodeSchema, null, null],
    [streetSchema, [' 10 High St ', ''], ['10 High St', '']],
    [optionalString(5), undefined, undefined],
  ] as const)('accepts %#', (schema, input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });

  it.each([
    ['quantity 0', quantitySchema, 0, [['', 'qty_greater_than_zero', m.QTY_GREATER_THAN_ZERO_MESSAGE]]],
    ['quantity -1', quantitySchema, -1, [['', 'qty_greater_than_zero', m.QTY_GREATER_THAN_ZERO_MESSAGE]]],
    ['quantity 1.5', quantitySchema, 1.5, [['', 'qty_greater_than_zero', m.QTY_GREATER_THAN_ZERO_MESSAGE]]],
    ['quantity "abc"', quantitySchema, 'abc', [['', 'qty_greater_than_zero', m.QTY_GREATER_THAN_ZERO_MESSAGE]]],
    ['quantity true', quantitySchema, true, [['', 'qty_greater_than_zero', m.QTY_GREATER_THAN_ZERO_MESSAGE]]],
    ['quantity missing', quantitySchema, undefined, [['', 'required', m.REQUIRED_MESSAGE]]],
    ['name missing', nameSchema, undefined, [['', 'required', m.REQUIRED_MESSAGE]]],
    ['name blank', nameSchema, '   ', [['', 'required', m.REQUIRED_MESSAGE]]],
    ['name HTML', nameSchema, '<b>Jane</b>', [['', 'no_html_tags', m.NO_HTML_TAGS_MESSAGE]]],
    ['name too long', nameSchema, 'x'.repeat(256), [['', 'max_length', 'Please enter less or equal than 255 symbols.']]],
    ['email', emailSchema, 'jane@', [['', 'email', m.EMAIL_MESSAGE]]],
    ['telephone', telephoneSchema('GB'), '0791', [['', 'telephone_too_short', m.TELEPHONE_TOO_SHORT_MESSAGE]]],
    ['UK mobile', ukMobileSchema, '07911123456', [['', 'uk_mobile', m.UK_MOBILE_MESSAGE]]],
    ['postcode HTML', postcodeSchema, '<p>', [['', 'no_html_tags', m.NO_HTML_TAGS_MESSAGE]]],
    ['street missing', streetSchema, undefined, [['', 'required', m.REQUIRED_MESSAGE]]],
    ['street empty', streetSchema, [], [['0', 'required', m.REQUIRED_MESSAGE]]],
    ['street first blank', streetSchema, [' ', 'Flat 2'], [['0', 'required', m.REQUIRED_MESSAGE]]],
    ['street first short', streetSchema, ['ab'], [['0', 'street_min_length', 'Please enter more or equal than 3 symbols.']]],
    ['street four lines', streetSchema, ['a', 'b', 'c', 'd'], [['', 'range', m.RANGE_MESSAGE]]],
    ['street line too long', streetSchema, ['10 High St', 'x'.repeat(256)], [['1', 'max_length', 'Please enter less or equal than 255 symbols.']]],
    ['street not text', streetSchema, ['10 High St', 5], [['1', 'invalid_type', 'Invalid input: expected string, received number']]],
  ] as const)('refuses %s', (_, schema, input, expected) => {
    expect(failures(schema, input)).toEqual(expected);
  });

  it('keeps the template and parameters in the issue for the server', () => {
    const issue = requiredString(3).safeParse('abcd').error!.issues[0];
    expect(issue.message).toBe('Please enter less or equal than 3 symbols.');
    expect(zodIssueToRuleFailure(issue)).toEqual({
      code: 'max_length',
      message: m.MAX_LENGTH_MESSAGE,
      parameters: { '1': 3 },
    });
  });

  it('adds any rule to any schema', () => {
    const zip = withRules(z.string(), validateUsZip);
    expect(failures(zip, '123')).toEqual([['', 'zip_us', m.ZIP_US_MESSAGE]]);
  });
});

describe('zodIssueToRuleFailure on plain zod schemas', () => {
  const form = z.object({
    title: z.string().max(10),
    code: z.string().min(1),
    nickname: z.string().min(4),
    count: z.number().int().positive().max(99),
    age: z.number().min(18),
    email: z.email(),
    site: z.url(),
    born: z.iso.date(),
    colour: z.enum(['red', 'blue']),
    tags: z.array(z.string()).min(1).max(2),
    extra: z.number(),
  });

  it.each([
    ['title', { title: 'x'.repeat(11) }, 'max_length', 'Please enter less or equal than 10 symbols.'],
    ['title', {}, 'required', m.REQUIRED_MESSAGE],
    ['title', { title: null }, 'required', m.REQUIRED_MESSAGE],
    ['code', { code: '' }, 'required', m.REQUIRED_MESSAGE],
    ['nickname', { nickname: 'ab' }, 'min_length', 'Please enter more or equal than 4 symbols.'],
    ['count', { count: 1.5 }, 'integer', m.INTEGER_MESSAGE],
    ['count', { count: 0 }, 'greater_than_zero', m.GREATER_THAN_ZERO_MESSAGE],
    ['count', { count: 100 }, 'max_value', 'Please enter a value less than or equal to 99.'],
    ['age', { age: 17 }, 'min_value', 'Please enter a value greater than or equal to 18.'],
    ['email', { email: 'nope' }, 'email', m.EMAIL_MESSAGE],
    ['site', { site: 'nope' }, 'url', m.URL_MESSAGE],
    ['born', { born: '2023-02-30' }, 'date', m.DATE_MESSAGE],
    ['colour', { colour: 'green' }, 'select_option', m.SELECT_OPTION_MESSAGE],
    ['tags', { tags: [] }, 'required', m.REQUIRED_MESSAGE],
    ['tags', { tags: ['a', 'b', 'c'] }, 'range', m.RANGE_MESSAGE],
    ['extra', { extra: 'five' }, 'number', m.NUMBER_MESSAGE],
  ])('%s from %j → %s', (field, input, code, text) => {
    const issue = form.safeParse(input).error!.issues.find((i) => i.path[0] === field)!;
    const failure = zodIssueToRuleFailure(issue);
    expect(failure.code).toBe(code);
    expect(ruleFailureText(failure)).toBe(text);
  });

  it('recognises a missing value on a raw issue by its input', () => {
    const raw = { code: 'invalid_type', expected: 'string', input: undefined, path: [], message: 'custom text' } as ZodIssueLike;
    expect(zodIssueToRuleFailure(raw).code).toBe('required');
  });

  it('recognises a library text set as a plain message', () => {
    const schema = z.string().regex(/^\d{5}$/, m.ZIP_US_MESSAGE);
    expect(failures(schema, 'x')).toEqual([['', 'zip_us', m.ZIP_US_MESSAGE]]);
  });

  it('falls back to zod’s own code and text', () => {
    const strict = z.strictObject({});
    expect(failures(strict, { a: 1 })).toEqual([['', 'unrecognized_keys', 'Unrecognized key: "a"']]);
    expect(
      failures(
        z.string().refine(() => false, 'Nope'),
        'x',
      ),
    ).toEqual([['', 'custom', 'Nope']]);
  });
});
