import { localPostcodeFailure, placeLine, regionCodeOf, validateDutchPostcode } from './index';

const ZIP_MESSAGE = 'Please enter a valid zip code (Ex: 90602 or 90602-1234).';
const NL_MESSAGE = 'Please enter a valid postcode (Ex: 1234 AB).';

describe('Dutch postcodes', () => {
  it.each(['1012 LG', '1012LG', '9999 zz', ' 3011 AB '])('accepts %j', (postcode) => {
    expect(validateDutchPostcode(postcode)).toBeNull();
  });

  it.each(['0123 AB', '1012 L', '1012 LGA', '10123 LG', '1012-LG', '1012 SA', '1012 sd', '1012 SS', 'LG 1012'])('refuses %j', (postcode) => {
    expect(validateDutchPostcode(postcode)).toEqual({ code: 'postcode_nl', message: NL_MESSAGE });
  });

  it('leaves an empty postcode to the required rule', () => {
    expect(validateDutchPostcode('')).toBeNull();
  });
});

describe('a store’s own country’s postcode rule', () => {
  it.each([
    ['10118', 'US', null],
    ['10118-0110', 'US', null],
    ['1011', 'US', ZIP_MESSAGE],
    ['10118 0110', 'US', ZIP_MESSAGE],
    ['101180110', 'US', ZIP_MESSAGE],
    ['1012 LG', 'US', ZIP_MESSAGE],
    ['1012 LG', 'nl', null],
    ['10118', 'NL', NL_MESSAGE],
    // No rule of the shop's own elsewhere: the pattern's warning is all.
    ['anything', 'GB', null],
  ])('%j in %s → %s', (postcode, country, message) => {
    expect(localPostcodeFailure(postcode, country)?.message ?? null).toBe(message);
  });
});

describe('a US address’s state', () => {
  it('is named by the listed id first, then by a listed code', () => {
    expect(regionCodeOf({ countryId: 'US', regionId: 43 })).toBe('NY');
    expect(regionCodeOf({ countryId: 'US', regionId: 43, regionCode: 'CA' })).toBe('NY');
    expect(regionCodeOf({ countryId: 'US', regionCode: ' ca ' })).toBe('CA');
    expect(regionCodeOf({ countryId: 'US', regionId: 9999, regionCode: 'XX' })).toBeNull();
    expect(regionCodeOf({ countryId: 'NL', regionCode: 'NH' })).toBeNull();
    expect(regionCodeOf({ countryId: null, regionId: 43 })).toBeNull();
  });
});

describe('the place line in the country’s order', () => {
  it.each([
    [{ countryId: 'NL', city: 'Amsterdam', postcode: '1012 LG' }, '1012 LG Amsterdam'],
    [{ countryId: 'US', city: 'New York', regionCode: 'NY', postcode: '10118' }, 'New York, NY 10118'],
    [{ countryId: 'US', city: 'New York', postcode: '10118' }, 'New York, 10118'],
    [{ countryId: 'GB', city: 'London', postcode: 'SW1A 2AA' }, 'London SW1A 2AA'],
    [{ countryId: 'GB', city: 'London', postcode: '' }, 'London'],
  ])('%j → %s', (parts, line) => {
    expect(placeLine(parts)).toBe(line);
  });
});
