import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { TELEPHONE_TOO_SHORT_MESSAGE, UK_MOBILE_MESSAGE } from '../../../shared/domain/validation';
import { type AddressFormCountry, emptyAddressForm } from '../domain/address-form';
import { addressFormSchema } from '../domain/address-form-schema';
import { addressTelephoneFailure } from '../domain/telephone';
import { formTelephoneRule, prepareTelephoneRule, withTelephoneRules } from './telephone-rule';

const uk: AddressFormCountry = { id: 'GB', isZipcodeOptional: false, isRegionRequired: false, regions: [] };
const france: AddressFormCountry = { id: 'FR', isZipcodeOptional: false, isRegionRequired: false, regions: [] };
const address = (country_id: string, telephone: string) => ({
  ...emptyAddressForm(country_id),
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['10 Rue de Rivoli', ''],
  city: 'Paris',
  postcode: '75001',
  telephone,
});

// Module state: the rules arrive once per test file, so the order of these tests matters.
describe("the form's telephone rule, with libphonenumber fetched only for a number outside the UK", () => {
  it('checks a UK mobile at once, without libphonenumber', () => {
    expect(formTelephoneRule('+447700900123', 'GB')).toBeNull();
    expect(formTelephoneRule('07700900123', 'GB')?.message).toBe(UK_MOBILE_MESSAGE);
    expect(formTelephoneRule('', 'FR')).toBeNull();
  });

  it('leaves a French number unchecked until the rules are in (the resolver waits for them)', () => {
    expect(formTelephoneRule('+33 1 23', 'FR')).toBeNull();
  });

  it("the form's resolver waits for the rules, then gives libphonenumber's message", async () => {
    const resolver = withTelephoneRules(zodResolver(addressFormSchema([uk, france], formTelephoneRule)), (values) => values.country_id);
    const result = await resolver(address('FR', '+33 1 23'), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({ telephone: { message: TELEPHONE_TOO_SHORT_MESSAGE } });
    const valid = await resolver(address('FR', '+33 1 23 45 67 89'), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(valid.errors).toEqual({});
  });

  it('once in, it is the same rule as the server’s, for any country', () => {
    prepareTelephoneRule('FR');
    for (const [telephone, country] of [
      ['+33 1 23', 'FR'],
      ['+1 202 555 0147', 'US'],
      ['12', 'DE'],
      ['07700900123', 'GB'],
      ['+447700900123', 'GB'],
    ]) {
      expect(formTelephoneRule(telephone, country)).toEqual(addressTelephoneFailure(telephone, country));
    }
  });
});
