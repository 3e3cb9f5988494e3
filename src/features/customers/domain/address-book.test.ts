import { sameBookAddress } from './address-book';

const LEEDS = { lastname: 'Owen', street: ['3 Briggate'], postcode: 'LS1 6HD', countryId: 'GB', telephone: '+447400123461' };

describe('sameBookAddress', () => {
  it.each([
    ['the same address', {}, true],
    ['another street', { street: ['5 Briggate'] }, false],
    ['a second street line', { street: ['3 Briggate', 'Flat 2'] }, false],
    ['another postcode', { postcode: 'LS1 6HE' }, false],
    ['another country', { countryId: 'IE' }, false],
    ['another telephone', { telephone: '+447400123462' }, false],
    ['another person', { lastname: 'Smith' }, false],
  ])('%s → %s', (_label, change, expected) => {
    expect(sameBookAddress(LEEDS, { ...LEEDS, ...change })).toBe(expected);
  });

  it('reads a missing postcode as none', () => {
    expect(sameBookAddress({ ...LEEDS, postcode: null }, { ...LEEDS, postcode: undefined })).toBe(true);
  });
});
