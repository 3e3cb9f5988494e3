import { FIELD_REQUIRED, missingFieldMessage, requiredFields } from './required-fields';

const gb = { countryId: 'GB' };
const full = { countryId: 'GB', postcode: 'GL1 1AA', city: 'Gloucester', region: 'Gloucestershire' };

describe('required estimate fields by carrier (spec 000 §5)', () => {
  it.each([
    ['express1', ['postcode', 'country_id', 'city']],
    ['express3', ['postcode', 'country_id', 'city']],
    ['express2', ['postcode', 'country_id']],
    ['flatrate', ['country_id']],
    ['freeshipping', ['country_id']],
    ['matrixrate', ['country_id']],
    ['some-other-carrier', ['country_id']],
    ['tablerate', ['postcode', 'country_id', 'region']],
  ])('%s needs %j', (carrier, fields) => {
    expect(requiredFields(carrier)).toEqual(fields);
  });

  it('postal needs the postcode only when delivering in the origin country', () => {
    expect(requiredFields('postal', 'GB', 'GB')).toEqual(['country_id', 'postcode']);
    expect(requiredFields('postal', 'GB', 'FR')).toEqual(['country_id']);
  });

  it.each([
    ['express1', gb, 'Field Zip/Postal Code is required.'],
    ['express1', { ...gb, postcode: 'GL1 1AA' }, 'Field City is required.'],
    ['express1', { ...gb, postcode: 'GL1 1AA', city: '  ' }, 'Field City is required.'],
    ['express1', { ...gb, postcode: 'GL1 1AA', city: 'Gloucester' }, null],
    ['express3', { ...gb, city: 'Gloucester' }, 'Field Zip/Postal Code is required.'],
    ['express3', { ...gb, postcode: 'GL1 1AA' }, 'Field City is required.'],
    ['express2', gb, 'Field Zip/Postal Code is required.'],
    ['express2', { ...gb, postcode: 'GL1 1AA' }, null],
    ['flatrate', { countryId: '' }, 'Field Country is required.'],
    ['flatrate', gb, null],
    ['freeshipping', gb, null],
    ['matrixrate', gb, null],
    ['matrixrate', { countryId: ' ' }, 'Field Country is required.'],
    ['tablerate', gb, 'Field Zip/Postal Code is required.'],
    ['tablerate', { ...gb, postcode: 'GL1 1AA' }, 'Field State/Province is required.'],
    ['tablerate', { ...gb, postcode: 'GL1 1AA', regionId: 0 }, 'Field State/Province is required.'],
    ['tablerate', { ...gb, postcode: 'GL1 1AA', region: 'Gloucestershire' }, null],
    ['tablerate', { countryId: 'US', postcode: '90210', regionId: 12 }, null],
    ['tablerate', { countryId: 'US', postcode: '90210', regionCode: 'CA' }, null],
    ['postal', gb, 'Field Zip/Postal Code is required.'],
    ['postal', { ...gb, postcode: 'GL1 1AA' }, null],
    ['postal', { countryId: 'FR' }, null],
    ['express1', full, null],
  ])('%s with %j → %s', (carrier, address, message) => {
    expect(missingFieldMessage(carrier, address, 'GB')).toBe(message);
  });

  it('fills the message template with the field label', () => {
    expect(FIELD_REQUIRED).toBe('Field {name} is required.');
  });
});
