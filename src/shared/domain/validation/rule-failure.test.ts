import { firstFailure, formatMessage, isBlank, ruleFailure, ruleFailureText, type Rule } from './rule-failure';

describe('formatMessage', () => {
  it.each([
    ['The fewest you may purchase is %1.', { '1': 2 }, 'The fewest you may purchase is 2.'],
    ['up to %qty cartridges … subscribe to {brand}.', { qty: 10, brand: 'Vuse' }, 'up to 10 cartridges … subscribe to Vuse.'],
    ['Field {name} is required.', { name: 'Zip/Postal Code' }, 'Field Zip/Postal Code is required.'],
    ['%1 and %2', { '1': 'a' }, 'a and %2'],
    ['No placeholders, 100% sure.', { '1': 'x' }, 'No placeholders, 100% sure.'],
    ['%toString {constructor}', {}, '%toString {constructor}'],
  ])('fills %s', (template, parameters, expected) => {
    expect(formatMessage(template, parameters)).toBe(expected);
  });

  it('returns the template when there are no parameters', () => {
    expect(formatMessage('Max %1.')).toBe('Max %1.');
  });

  it('renders a failure', () => {
    expect(ruleFailureText(ruleFailure('qty_max', 'The maximum you may purchase is %1.', { '1': 5 }))).toBe('The maximum you may purchase is 5.');
  });
});

describe('isBlank', () => {
  it.each([undefined, null, '', '   ', '\t\n', [], false])('%j is blank', (value) => {
    expect(isBlank(value)).toBe(true);
  });
  it.each(['a', ' a ', 0, true, ['x'], {}])('%j is not blank', (value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('firstFailure', () => {
  const short: Rule<string> = (v) => (v.length < 3 ? ruleFailure('short', 'short') : null);
  const digits: Rule<string> = (v) => (/^\d+$/.test(v) ? null : ruleFailure('digits', 'digits'));

  it.each([
    ['12', 'short'],
    ['abc', 'digits'],
    ['123', null],
  ])('%s → %s', (value, code) => {
    expect(firstFailure(value, [short, digits])?.code ?? null).toBe(code);
  });
});
