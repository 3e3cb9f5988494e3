import { postcodeValidator } from 'postcode-validator';
import { countryName, countryRules, findRegion, isCountryCode, postcodeWarning } from './index';

describe('countryRules', () => {
  it('describes the UK: no region list, a visible optional region, a required postcode with an example', () => {
    expect(countryRules('gb')).toEqual({
      id: 'GB',
      iso3: 'GBR',
      name: 'United Kingdom',
      regions: [],
      isRegionRequired: false,
      isRegionVisible: true,
      isZipcodeOptional: false,
      postcode: { pattern: expect.any(String), flags: 'i', example: 'AB12 3CD' },
    });
  });

  it('describes the US with its states, a required region and a ZIP pattern', () => {
    const us = countryRules('US');
    expect(us).toMatchObject({ id: 'US', iso3: 'USA', isRegionRequired: true, isZipcodeOptional: false, postcode: { example: '12345' } });
    expect(us?.regions).toHaveLength(51);
    expect(us?.regions.find((r) => r.code === 'CA')).toEqual({ id: 12, code: 'CA', name: 'California' });
    expect(findRegion('us', 43)?.name).toBe('New York');
  });

  it.each([
    ['IE', true],
    ['HK', true],
    ['FR', false],
  ])('marks the postcode of %s optional: %s', (id, optional) => {
    expect(countryRules(id)?.isZipcodeOptional).toBe(optional);
  });

  it('has no pattern where the library has none', () => {
    expect(countryRules('HK')?.postcode).toBeNull();
  });

  it.each(['XX', 'UK', '', 'GBR', '1'])('knows no country %j', (id) => {
    expect(countryRules(id)).toBeNull();
    expect(isCountryCode(id)).toBe(false);
  });

  it('gives every example a shape its own pattern accepts', () => {
    for (const id of ['GB', 'US', 'CA', 'IE', 'FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'PL', 'PT', 'SE', 'DK', 'NO', 'FI', 'AU', 'NZ', 'JP', 'BR']) {
      const postcode = countryRules(id)?.postcode;
      expect(postcode, id).not.toBeNull();
      expect(new RegExp(postcode!.pattern, postcode!.flags).test(postcode!.example), id).toBe(true);
      expect(postcodeValidator(postcode!.example, id), id).toBe(true);
    }
  });

  it('names countries in English', () => {
    expect(countryName('DE')).toBe('Germany');
  });
});

describe('postcodeWarning', () => {
  it('warns (never blocks) with the country example for a postcode of the wrong shape', () => {
    expect(postcodeWarning('12345', 'GB')).toMatchObject({
      severity: 'warning',
      message: 'Provided Zip/Postal Code seems to be invalid. Example: %1. If you believe it is the right one you can ignore this notice.',
      parameters: { '1': 'AB12 3CD' },
    });
  });

  it.each([
    ['GL1 1AA', 'GB'],
    ['', 'GB'],
    ['anything', 'HK'],
    ['90210', 'US'],
  ])('accepts %j in %s', (postcode, id) => {
    expect(postcodeWarning(postcode, id)).toBeNull();
  });
});
