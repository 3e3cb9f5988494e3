import { checkPassportProof, mrzCheckDigit, readPassportLine } from './passport-mrz';
import { PASSPORT_EXPIRY_MISMATCH, PASSPORT_MRZ_INVALID } from './messages';

const TODAY = new Date('2026-11-25T12:00:00Z');
const SPECIMEN = 'L898902C<3UTO6908061F9406236ZE184226B<<<<<14';
const SPECIMEN_TYPED = SPECIMEN.replace(/</g, '');

describe('ICAO 9303 check digits', () => {
  it.each([
    ['L898902C<', '3'],
    ['690806', '1'],
    ['940623', '6'],
    ['ZE184226B<<<<<', '1'],
    ['L898902C<369080619406236ZE184226B<<<<<1', '4'],
    ['<<<', '0'],
  ])('%s → %s', (text, digit) => {
    expect(mrzCheckDigit(text)).toBe(digit);
  });
});

describe('the passport line as typed', () => {
  it('reads the ICAO specimen without chevrons, as the spec asks it typed', () => {
    expect(readPassportLine(SPECIMEN_TYPED, TODAY)).toEqual({
      line: SPECIMEN,
      documentNumber: 'L898902C',
      nationality: 'UTO',
      birthDate: '1969-08-06',
      expiryDate: '1994-06-23',
      sex: 'female',
    });
  });

  it.each([
    ['with its chevrons', SPECIMEN],
    ['in lower case with spaces', SPECIMEN_TYPED.toLowerCase().replace(/(.{6})/g, '$1 ')],
    ['with some chevrons left', 'L898902C3UTO6908061F9406236ZE184226B<<14'],
  ])('reads it %s', (_label, typed) => {
    expect(readPassportLine(typed, TODAY)?.line).toBe(SPECIMEN);
  });

  it('reads a line without a personal number, a 9-character document number and a one-letter state', () => {
    const document = '123456789';
    const line = `${document}${mrzCheckDigit(document)}D<<800101${mrzCheckDigit('800101')}M301231${mrzCheckDigit('301231')}${'<'.repeat(15)}`;
    const composite = mrzCheckDigit(line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 43));
    const full = line + composite;
    expect(full).toHaveLength(44);
    const read = readPassportLine(full.replace(/</g, ''), TODAY);
    expect(read).toMatchObject({ documentNumber: '123456789', nationality: 'D', birthDate: '1980-01-01', expiryDate: '2030-12-31', sex: 'male' });
  });

  it.each([
    ['one digit changed (document check)', SPECIMEN_TYPED.replace('C3UTO', 'C4UTO')],
    ['the birth date altered', SPECIMEN_TYPED.replace('690806', '690807')],
    ['the composite wrong', `${SPECIMEN_TYPED.slice(0, -1)}5`],
    ['cut short', SPECIMEN_TYPED.slice(0, 30)],
    ['empty', ''],
    ['symbols', 'L898902C3UTO6908061F9406236ZE184226B!4'],
    ['far too long', 'A'.repeat(200)],
    [
      'an impossible date with good check digits',
      (() => {
        const l = `L898902C<3UTO${'691332'}${mrzCheckDigit('691332')}F9406236ZE184226B<<<<<1`;
        return l + mrzCheckDigit(l.slice(0, 10) + l.slice(13, 20) + l.slice(21, 43));
      })(),
    ],
  ])('refuses %s', (_label, typed) => {
    expect(readPassportLine(typed, TODAY)).toBeNull();
  });
});

describe('the passport proof', () => {
  it('needs the expiry date typed beside the line to match it', () => {
    expect(checkPassportProof(SPECIMEN_TYPED, '1994-06-23', TODAY)).toMatchObject({ ok: true, passport: { documentNumber: 'L898902C' } });
    expect(checkPassportProof(SPECIMEN_TYPED, '2030-01-01', TODAY)).toEqual({
      ok: false,
      failure: { code: 'passport_expiry', message: PASSPORT_EXPIRY_MISMATCH },
    });
    expect(checkPassportProof('nonsense', '1994-06-23', TODAY)).toEqual({ ok: false, failure: { code: 'passport_mrz', message: PASSPORT_MRZ_INVALID } });
  });
});
