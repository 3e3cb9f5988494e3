import { POSTCODE_INVALID, POSTCODE_REQUIRED } from './messages';
import { readyToSearch, servicePointPostcodeFailure } from './postcode';

describe('service point postcode (spec 001 §5, §9)', () => {
  it.each([
    ['75001', null],
    ['75 001', null],
    [' 7500 1 ', null],
    ['AB123', null],
    ['ab12c', null],
    ['', POSTCODE_REQUIRED],
    ['   ', POSTCODE_REQUIRED],
    ['7500', POSTCODE_INVALID],
    ['750011', POSTCODE_INVALID],
    ['75-01', POSTCODE_INVALID],
    ['7500é', POSTCODE_INVALID],
    ['75<01', POSTCODE_INVALID],
  ])('%j → %s', (value, expected) => {
    expect(servicePointPostcodeFailure(value)).toBe(expected);
  });

  it.each([
    ['', false],
    ['750', false],
    ['75 0', false],
    ['7500', true],
    ['75001', true],
  ])('searches %j: %s', (value, expected) => {
    expect(readyToSearch(value)).toBe(expected);
  });
});
