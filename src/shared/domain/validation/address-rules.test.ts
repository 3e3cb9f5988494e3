import { checkPostcode, validateStreetLine, validateUsZip } from './address-rules';
import { MIN_LENGTH_MESSAGE, POSTCODE_IGNORE_NOTICE, POSTCODE_INVALID_WARNING, ZIP_US_MESSAGE } from './messages';
import { ruleFailureText } from './rule-failure';

describe('validateUsZip', () => {
  it.each(['90602', '90602-1234', '', null])('accepts %j', (value) => {
    expect(validateUsZip(value)).toBeNull();
  });
  it.each(['9060', '906021', '90602-12', '90602 1234', 'ABCDE', ' 90602'])('refuses %j', (value) => {
    expect(validateUsZip(value)).toEqual({ code: 'zip_us', message: ZIP_US_MESSAGE });
  });
});

describe('checkPostcode (warning only)', () => {
  it.each([
    ['SW1A 1AA', 'GB'],
    ['sw1a1aa', 'GB'],
    ['M1 1AE', 'gb'],
    ['90602-1234', 'US'],
    ['75008', 'FR'],
    ['10115', 'DE'],
    ['anything', 'XX'],
    ['', 'GB'],
    ['123', null],
  ])('no warning for %j in %s', (value, country) => {
    expect(checkPostcode(value, country)).toBeNull();
  });

  it('warns without examples', () => {
    const warning = checkPostcode('123', 'GB');
    expect(warning).toEqual({
      code: 'postcode_warning',
      message: `${POSTCODE_INVALID_WARNING} ${POSTCODE_IGNORE_NOTICE}`,
      severity: 'warning',
    });
  });

  it('warns with the country examples, as Magento assembles the text', () => {
    const warning = checkPostcode('7500', 'FR', { examples: ['75008', '13001', ' '] });
    expect(warning?.severity).toBe('warning');
    expect(warning?.parameters).toEqual({ '1': '75008; 13001' });
    expect(ruleFailureText(warning!)).toBe(
      'Provided Zip/Postal Code seems to be invalid. Example: 75008; 13001. ' + 'If you believe it is the right one you can ignore this notice.',
    );
  });
});

describe('validateStreetLine (at least 3 characters)', () => {
  it.each(['abc', '1 A', 'Flat 2, 10 High Street', '', null])('accepts %j', (value) => {
    expect(validateStreetLine(value)).toBeNull();
  });
  it.each(['a', 'ab', '  ab  '])('refuses %j', (value) => {
    expect(validateStreetLine(value)).toEqual({
      code: 'street_min_length',
      message: MIN_LENGTH_MESSAGE,
      parameters: { '1': 3 },
    });
  });
});
