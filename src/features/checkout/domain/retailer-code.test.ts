import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { checkoutSettings } from './settings';
import { normaliseRetailerCode, RETAILER_CODE_MAX_LENGTH, validateRetailerCode } from './retailer-code';

describe('retailer code (spec 002 §2, §5: optional)', () => {
  it('may be left empty', () => {
    expect(validateRetailerCode('')).toBeNull();
    expect(validateRetailerCode('   ')).toBeNull();
    expect(validateRetailerCode(undefined)).toBeNull();
    expect(normaliseRetailerCode('  ')).toBeNull();
  });

  it('takes letters and digits up to the limit, kept trimmed and in capitals', () => {
    expect(validateRetailerCode('shop42')).toBeNull();
    expect(validateRetailerCode(` ${'A'.repeat(RETAILER_CODE_MAX_LENGTH)} `)).toBeNull();
    expect(normaliseRetailerCode(' shop42 ')).toBe('SHOP42');
  });

  it('refuses a code that is too long', () => {
    const failure = validateRetailerCode('A'.repeat(RETAILER_CODE_MAX_LENGTH + 1));
    expect(failure).toEqual({ code: 'max_length', message: 'Please enter less or equal than %1 symbols.', parameters: { '1': 20 } });
    expect(ruleFailureText(failure!)).toBe('Please enter less or equal than 20 symbols.');
  });

  it.each(['SHOP 42', 'SHOP-42', 'shop_42', '<b>', 'CAFÉ1'])('refuses %j: letters and digits only', (code) => {
    expect(validateRetailerCode(code)?.message).toBe(
      'Please use only letters (a-z or A-Z) or numbers (0-9) only in this field. No spaces or other characters are allowed.',
    );
  });

  it('is offered where the store turns it on (retailerCode.enabled)', () => {
    expect(checkoutSettings.read({}).checkout.retailerCode).toEqual({ enabled: false });
    expect(checkoutSettings.read({ 'checkout/retailer_code/enabled': '1' }).checkout.retailerCode).toEqual({ enabled: true });
  });
});
