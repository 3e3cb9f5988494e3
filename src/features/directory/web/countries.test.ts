// @vitest-environment jsdom
import type { DirectoryCountry } from '../../../shared/web/api/types';
import { countryFields, defaultCountryId } from './countries';
import { postcodeWarningText } from './postcode-warning';

const country = (over: Partial<DirectoryCountry>): DirectoryCountry => ({
  id: 'GB',
  two_letter_abbreviation: 'GB',
  three_letter_abbreviation: 'GBR',
  full_name_locale: 'United Kingdom',
  full_name_english: 'United Kingdom',
  ...over,
});

describe('countryFields (the directory answer as form rules)', () => {
  it('reads regions, flags and postcode examples', () => {
    expect(
      countryFields(
        country({
          id: 'US',
          full_name_locale: 'United States of America',
          available_regions: [{ id: '12', code: 'CA', name: 'California' }],
          extension_attributes: {
            is_default: false,
            is_region_required: true,
            is_region_visible: true,
            is_zipcode_optional: false,
            postcode_patterns: [{ pattern: '^\\d{5}$', example: '12345' }],
          },
        }),
      ),
    ).toEqual({
      id: 'US',
      name: 'United States',
      isDefault: false,
      regions: [{ id: 12, code: 'CA', name: 'California' }],
      isRegionRequired: true,
      isRegionVisible: true,
      isZipcodeOptional: false,
      postcodeExamples: ['12345'],
    });
  });

  it("names the country in the page's language, whatever the store's directory calls it", () => {
    const before = document.documentElement.lang;
    try {
      document.documentElement.lang = 'fr-FR';
      expect(countryFields(country({ id: 'GB' })).name).toBe('Royaume-Uni');
      document.documentElement.lang = 'de-DE';
      expect(countryFields(country({ id: 'AT', full_name_locale: 'Austria' })).name).toBe('Österreich');
      document.documentElement.lang = 'cy';
      expect(countryFields(country({ id: 'GB' })).name).toBe('Y Deyrnas Unedig');
      // A code the runtime cannot name: the directory's name.
      expect(countryFields(country({ id: 'XX', full_name_locale: 'Somewhere' })).name).toBe('Somewhere');
    } finally {
      document.documentElement.lang = before;
    }
  });

  it("takes Magento's defaults where flags are absent", () => {
    expect(countryFields(country({}))).toMatchObject({
      regions: [],
      isRegionRequired: false,
      isRegionVisible: true,
      isZipcodeOptional: false,
      postcodeExamples: [],
    });
  });

  it.each([
    [[], 'GB'],
    [
      [
        { id: 'FR', isDefault: false },
        { id: 'GB', isDefault: false },
      ],
      'GB',
    ],
    [
      [
        { id: 'FR', isDefault: false },
        { id: 'DE', isDefault: true },
      ],
      'DE',
    ],
    [[{ id: 'FR', isDefault: false }], 'FR'],
  ])('picks the default country from %j', (list, expected) => {
    const full = list.map((c) => ({ ...countryFields(country({ id: c.id })), isDefault: c.isDefault }));
    expect(defaultCountryId(full, 'GB')).toBe(expected);
  });
});

describe('postcodeWarningText (spec 000 §5)', () => {
  it.each([
    [
      '12345',
      'GB',
      ['AB12 3CD'],
      'Provided Zip/Postal Code seems to be invalid. Example: AB12 3CD. If you believe it is the right one you can ignore this notice.',
    ],
    ['12345', 'GB', [], 'Provided Zip/Postal Code seems to be invalid. If you believe it is the right one you can ignore this notice.'],
    ['GL1 1AA', 'GB', ['AB12 3CD'], null],
    ['', 'GB', ['AB12 3CD'], null],
    ['anything', 'HK', [], null],
  ])('%j in %s', (postcode, countryId, examples, expected) => {
    expect(postcodeWarningText(postcode, countryId, examples)).toBe(expected);
  });
});
