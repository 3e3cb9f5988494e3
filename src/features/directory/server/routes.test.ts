import { shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { setStoreConfig } from '../../stores/server/testing';

describe.skipIf(postgresSkipReason)('directory routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const gb = {
    id: 'GB',
    two_letter_abbreviation: 'GB',
    three_letter_abbreviation: 'GBR',
    full_name_locale: 'United Kingdom',
    full_name_english: 'United Kingdom',
    extension_attributes: {
      is_default: true,
      is_region_required: false,
      is_region_visible: true,
      is_zipcode_optional: false,
      postcode_patterns: [{ pattern: expect.any(String), flags: 'i', example: 'AB12 3CD' }],
    },
  };

  it("lists the store's allowed countries in Magento shape", async () => {
    const res = await shopClient(t).get('directory/countries');
    expect(res.statusCode).toBe(200);
    // The UK store delivers to the Netherlands and the United States too (iDEAL, ACH direct debit).
    expect(res.json().map((c: { id: string }) => c.id)).toEqual(['GB', 'NL', 'US']);
    expect(res.json()[0]).toEqual(gb);
  });

  it("names the countries in the store's language (full_name_locale), and in English beside", async () => {
    const names = async (store: string) =>
      (await shopClient(t).get(`/rest/${store}/V1/directory/countries`))
        .json()
        .map((c: { full_name_locale: string; full_name_english: string }) => [c.full_name_locale, c.full_name_english]);
    expect(await names('fr')).toEqual([
      ['France', 'France'],
      ['Monaco', 'Monaco'],
    ]);
    expect(await names('de')).toEqual([
      ['Deutschland', 'Germany'],
      ['Österreich', 'Austria'],
    ]);
    expect(await names('nl')).toEqual([['Nederland', 'Netherlands']]);
    expect(await names('br')).toEqual([['Brasil', 'Brazil']]);
    expect(await names('mx')).toEqual([['México', 'Mexico']]);
    expect(await names('default')).toEqual([
      ['United Kingdom', 'United Kingdom'],
      ['Netherlands', 'Netherlands'],
      ['United States', 'United States of America'],
    ]);
  });

  it('answers one country, case-insensitively', async () => {
    expect((await shopClient(t).get('directory/countries/GB')).json()).toEqual(gb);
    expect((await shopClient(t).get('directory/countries/gb')).json()).toEqual(gb);
  });

  it.each(['XX', 'FR', 'GBR'])('answers %s, unknown to the store, with 404', async (id) => {
    const res = await shopClient(t).get(`directory/countries/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'countryId', fieldValue: id } });
  });

  it('lists regions for a country that has them once the store allows it', async () => {
    const restore = await setStoreConfig(t.database.db, { 'general/country/allow': 'GB,US' });
    try {
      const list = (await shopClient(t).get('directory/countries')).json();
      expect(list.map((c: { id: string }) => c.id)).toEqual(['GB', 'US']);
      const us = (await shopClient(t).get('directory/countries/US')).json();
      expect(us).toMatchObject({
        three_letter_abbreviation: 'USA',
        full_name_english: 'United States of America',
        extension_attributes: { is_default: false, is_region_required: true, is_zipcode_optional: false, postcode_patterns: [{ example: '12345' }] },
      });
      expect(us.available_regions).toHaveLength(51);
      expect(us.available_regions[0]).toEqual({ id: '1', code: 'AL', name: 'Alabama' });
    } finally {
      await restore();
    }
  });
});
