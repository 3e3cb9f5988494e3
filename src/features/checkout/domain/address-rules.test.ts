import { UK_MOBILE_MESSAGE, UK_NO_MOBILE_DUMMY_TELEPHONE } from '../../../shared/domain/validation';
import {
  addressLimitFailures,
  addressLimitText,
  parseAddressLimits,
  STREET_LINE_LETTER_MESSAGE,
  STREET_LINE_NUMBER_MESSAGE,
  STREET_TOTAL_MESSAGE,
} from './address-limits';
import { addressRuleFailure } from './address-rules';
import { addressRestriction, configList, type ShippingRestrictions, telephoneRestriction } from './restrictions';
import { addressTelephoneFailure } from './telephone';

const RULES: ShippingRestrictions = {
  enabled: true,
  restrictedPostcodes: ['GY1 1AA', 'je2 3ab'],
  restrictedAddresses: ['Du Cane Road|London', 'Rue de la Santé|Paris'],
  restrictedMobileNumbers: ['+447700900999'],
  errorMsg: 'No delivery here.',
  restrictedMobileNoErrorMsg: 'Not this number.',
};

describe('shipping restrictions', () => {
  it.each([
    [{ street: ['1 High St'], city: 'St Peter Port', postcode: 'gy11aa' }, 'No delivery here.'],
    [{ street: ['1 High St'], city: 'St Helier', postcode: 'JE2  3AB' }, 'No delivery here.'],
    [{ street: ['Wing C', 'DU CANE ROAD'], city: ' london ', postcode: 'W12 0AE' }, 'No delivery here.'],
    [{ street: ['42 rue de la santé'], city: 'PARIS', postcode: '75014' }, 'No delivery here.'],
    [{ street: ['1 Du Cane Road'], city: 'Leeds', postcode: 'LS1 1AA' }, null],
    [{ street: ['1 High St'], city: 'Gloucester', postcode: 'GY1 1AB' }, null],
  ])('%o → %s', (address, message) => {
    expect(addressRestriction(address, RULES)?.message ?? null).toBe(message);
  });

  it('blocks a listed telephone whether written +44 or 0, and nothing when the store has them off', () => {
    expect(telephoneRestriction('+44 7700 900999', RULES)?.message).toBe('Not this number.');
    expect(telephoneRestriction('07700900999', RULES)?.message).toBe('Not this number.');
    expect(telephoneRestriction('+447700900998', RULES)).toBeNull();
    expect(telephoneRestriction('+447700900999', { ...RULES, enabled: false })).toBeNull();
    expect(addressRestriction({ street: ['x'], city: 'x', postcode: 'GY1 1AA' }, { ...RULES, enabled: false })).toBeNull();
  });

  it('reads config lists split by commas or lines', () => {
    expect(configList('GY1 1AA, JE2 3AB\nIM1 1AA,, ')).toEqual(['GY1 1AA', 'JE2 3AB', 'IM1 1AA']);
  });
});

describe('address limits', () => {
  const limits = parseAddressLimits(
    true,
    JSON.stringify({
      street_total: { max: 20 },
      street_lines: [
        { max: 15, requires: 'one_number' },
        { max: 10, requires: 'one_letter' },
      ],
      company: { max: 5, message: 'Company too long (%1).' },
      postcode: { max: 4 },
    }),
  );

  it('reports each failure with its field, street first', () => {
    const failures = addressLimitFailures({ street: ['High Street East', '12345'], company: 'Acme Ltd', postcode: '75014' }, limits);
    expect(failures.map((f) => [f.field, addressLimitText(f)])).toEqual([
      ['street', STREET_TOTAL_MESSAGE.replace('%1', '20')],
      ['street', 'Street line 1 can hold at most 15 characters.'],
      ['street.1', STREET_LINE_LETTER_MESSAGE.replace('%1', '2')],
      ['company', 'Company too long (5).'],
      ['postcode', 'Zip/Postal Code can hold at most 4 characters.'],
    ]);
  });

  it('asks for a number in the first line and passes a good address', () => {
    expect(addressLimitFailures({ street: ['High Street'] }, limits).map((f) => f.message)).toEqual([STREET_LINE_NUMBER_MESSAGE]);
    expect(addressLimitFailures({ street: ['12 High St', 'Flat B'], company: 'Acme', postcode: '7501' }, limits)).toEqual([]);
  });

  it('is off when disabled or when the config is not JSON', () => {
    expect(addressLimitFailures({ street: ['x'.repeat(500)] }, parseAddressLimits(false, '{"street_total":{"max":1}}'))).toEqual([]);
    expect(parseAddressLimits(true, 'not json').enabled).toBe(false);
  });
});

describe('the address telephone', () => {
  it.each([
    ['+447400123456', 'GB', null],
    ['+44 7400 123456', 'GB', null],
    [UK_NO_MOBILE_DUMMY_TELEPHONE, 'GB', null],
    ['07400123456', 'GB', UK_MOBILE_MESSAGE],
    ['+442079460000', 'GB', UK_MOBILE_MESSAGE],
    ['+33612345678', 'FR', null],
    ['06 12 34 56 78', 'FR', null],
    ['123', 'FR', 'Telephone number is too short'],
  ])('%s in %s → %s', (telephone, country, message) => {
    expect(addressTelephoneFailure(telephone, country)?.message ?? null).toBe(message);
  });
});

describe('a store’s own country’s address rules (the US and Dutch stores)', () => {
  const settings = { restrictions: { ...RULES, enabled: false }, addressLimits: parseAddressLimits(false, '{}'), localAddressRules: true };
  const newYork = { street: ['350 Fifth Avenue'], city: 'New York', countryId: 'US', postcode: '10118', regionId: 43, telephone: '+12127363100' };
  const amsterdam = { street: ['Damrak 1'], city: 'Amsterdam', countryId: 'NL', postcode: '1012 LG', telephone: '+31612345678' };
  const message = (address: object, role: 'shipping' | 'billing' = 'shipping', rules: object = settings) => {
    const failure = addressRuleFailure({ ...newYork, ...address }, role, rules as typeof settings);
    return failure ? [failure.message, failure.parameters ?? null] : null;
  };

  it('accepts a New York address with its ZIP code or ZIP+4, and a Dutch one with its postcode', () => {
    expect(message({})).toBeNull();
    expect(message({ postcode: '10118-0110' }, 'billing')).toBeNull();
    expect(message(amsterdam)).toBeNull();
  });

  it('refuses a malformed ZIP code or Dutch postcode on either address', () => {
    expect(message({ postcode: '1011' })).toEqual(['Please enter a valid zip code (Ex: 90602 or 90602-1234).', null]);
    expect(message({ postcode: '1011' }, 'billing')).toEqual(['Please enter a valid zip code (Ex: 90602 or 90602-1234).', null]);
    expect(message({ ...amsterdam, postcode: '1012' })).toEqual(['Please enter a valid postcode (Ex: 1234 AB).', null]);
  });

  it('requires the state, a guest’s too, by its listed id or code', () => {
    expect(message({ regionId: null })).toEqual(['Please specify a regionId in shipping address.', null]);
    expect(message({ regionId: null }, 'billing')).toEqual(['"%fieldName" is required. Enter and try again.', { fieldName: 'regionId' }]);
    expect(message({ regionId: null, regionCode: 'NY' })).toBeNull();
    expect(message({ regionId: null, region: 'New York' })).toEqual(['Please specify a regionId in shipping address.', null]);
  });

  it('leaves other stores’ addresses to the warning (the UK store delivering to the US)', () => {
    expect(message({ postcode: '1011', regionId: null }, 'shipping', { ...settings, localAddressRules: false })).toBeNull();
  });
});
