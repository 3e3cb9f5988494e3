import { describe, expect, it } from 'vitest';
import { type AddressFormCountry, emptyAddressForm, toAddressPayload } from './address-form';
import { addressFormSchema } from './address-form-schema';
import { addressTelephoneFailure } from './telephone';

const france: AddressFormCountry = { id: 'FR', isZipcodeOptional: false, isRegionRequired: false, regions: [] };
const ireland: AddressFormCountry = { id: 'IE', isZipcodeOptional: true, isRegionRequired: false, regions: [] };
const usa: AddressFormCountry = { id: 'US', isZipcodeOptional: false, isRegionRequired: true, regions: [{ id: 12 }, { id: 43 }] };
const schema = addressFormSchema([france, ireland, usa], addressTelephoneFailure);

const paris = {
  ...emptyAddressForm('FR'),
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['10 Rue de Rivoli', ''],
  city: 'Paris',
  postcode: '75001',
  telephone: '01 23 45 67 89',
};
const messages = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the checkout address form, per the store’s countries', () => {
  it('takes an address in one of the store’s countries, the telephone read for that country', () => {
    expect(messages(paris)).toEqual({});
    expect(toAddressPayload(schema.parse(paris))).toEqual({
      firstname: 'Jane',
      lastname: 'Doe',
      street: ['10 Rue de Rivoli'],
      city: 'Paris',
      postcode: '75001',
      country_id: 'FR',
      telephone: '01 23 45 67 89',
    });
  });

  it('refuses a country the store does not deliver to', () => {
    expect(messages({ ...paris, country_id: 'GB' })).toEqual({ country_id: 'Please select an option.' });
  });

  it('needs a postcode unless the country makes it optional', () => {
    expect(messages({ ...paris, postcode: '' })).toEqual({ postcode: 'This is a required field.' });
    expect(messages({ ...paris, country_id: 'IE', postcode: '', telephone: '+353 1 234 5678' })).toEqual({});
  });

  it('needs a listed region where the country requires one, and sends its id', () => {
    const texas = { ...paris, country_id: 'US', postcode: '75001', telephone: '+1 214 555 0100' };
    expect(messages(texas)).toEqual({ region_id: 'This is a required field.' });
    expect(messages({ ...texas, region_id: '99' })).toEqual({ region_id: 'This is a required field.' });
    expect(toAddressPayload(schema.parse({ ...texas, region_id: '43' }))).toMatchObject({ country_id: 'US', region_id: 43 });
  });

  it('checks the telephone for the chosen country', () => {
    expect(messages({ ...paris, telephone: '12' })).toEqual({ telephone: 'Telephone number is too short' });
  });
});
