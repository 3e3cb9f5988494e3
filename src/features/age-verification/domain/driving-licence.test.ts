import { checkDrivingLicence, licenceSurnameBlock, readDrivingLicence } from './driving-licence';
import { DRIVING_LICENCE_INVALID } from './messages';

describe('UK driving licence numbers', () => {
  it("reads DVLA's example: surname, a woman's birth date, initials", () => {
    expect(readDrivingLicence('MORGA753116SM9IJ')).toEqual({
      number: 'MORGA753116SM9IJ',
      surnameBlock: 'MORGA',
      birthYearDigits: 76,
      birthMonth: 3,
      birthDay: 11,
      sex: 'female',
    });
  });

  it.each([
    ['a short surname padded with 9s', 'LEE99808019J99AB', { surnameBlock: 'LEE', birthMonth: 8, birthYearDigits: 89, sex: 'male' }],
    ['lower case with spaces', 'morga 753116 sm9ij', { number: 'MORGA753116SM9IJ' }],
    ['one initial padded with 9', 'SMITH612304J99XY', { birthMonth: 12, birthDay: 30, birthYearDigits: 64 }],
  ])('reads %s', (_label, typed, expected) => {
    expect(readDrivingLicence(typed)).toMatchObject(expected);
  });

  it.each([
    ['15 characters', 'MORGA753116SM9I'],
    ['17 characters', 'MORGA753116SM9IJK'],
    ['a letter after the 9s', 'LE9E9801019J99AB'],
    ['no surname letter', '99999801019J99AB'],
    ['month 13', 'MORGA713116SM9IJ'],
    ['month 00', 'MORGA700116SM9IJ'],
    ['a woman\u2019s month 63', 'MORGA763116SM9IJ'],
    ['day 32', 'MORGA703326SM9IJ'],
    ['day 00', 'MORGA703006SM9IJ'],
    ['initials starting with 9', 'MORGA753116999IJ'],
    ['a letter in the birth date', 'MORGA75A116SM9IJ'],
    ['a symbol', 'MORGA753116SM9I!'],
    ['empty', ''],
  ])('refuses %s', (_label, typed) => {
    expect(readDrivingLicence(typed)).toBeNull();
    expect(checkDrivingLicence(typed)).toEqual({ ok: false, failure: { code: 'driving_licence', message: DRIVING_LICENCE_INVALID } });
  });

  it.each([
    ['Morgan', 'MORGA'],
    ['Lee', 'LEE99'],
    ["O'Brien", 'OBRIE'],
    ['MacDonald', 'MCDON'],
  ])('the surname block of %s is %s', (surname, block) => {
    expect(licenceSurnameBlock(surname)).toBe(block);
  });
});
