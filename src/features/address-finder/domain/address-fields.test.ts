import { toFinderAddress } from './address-fields';
import { addressFinderSettings } from './settings';
import { finderRequest } from './request';
import type { RetrieveItem } from './types';

const item = (over: Partial<RetrieveItem>): RetrieveItem => ({
  Id: 'GB|SB|A|000001',
  Company: '',
  Line1: '',
  Line2: '',
  Line3: '',
  Line4: '',
  Line5: '',
  City: '',
  Province: '',
  ProvinceCode: '',
  PostalCode: '',
  CountryIso2: 'GB',
  CountryIso3: 'GBR',
  CountryName: 'United Kingdom',
  Label: '',
  Type: 'Residential',
  DataLevel: 'Premise',
  ...over,
});

describe('retrieved address → checkout address fields', () => {
  it.each([
    [
      'a house',
      item({ Line1: '12 High Street', City: 'Oxford', Province: 'Oxfordshire', PostalCode: 'OX1 4AB' }),
      { street: ['12 High Street', ''], company: '', city: 'Oxford', region: 'Oxfordshire', regionCode: '', postcode: 'OX1 4AB', country_id: 'GB' },
    ],
    [
      'a flat: the building line first, the street second',
      item({ Line1: 'Flat 3, Victoria House', Line2: '12 High Street', City: 'Leeds', PostalCode: 'LS1 2AB' }),
      { street: ['Flat 3, Victoria House', '12 High Street'], city: 'Leeds', postcode: 'LS1 2AB' },
    ],
    [
      'lines 2 to 5 share the second street line',
      item({ Line1: 'Unit 4', Line2: 'Riverside Park', Line3: 'Mill Lane', Line5: 'Hamlet' }),
      { street: ['Unit 4', 'Riverside Park, Mill Lane, Hamlet'] },
    ],
    [
      'a company is its own field, not repeated in the lines',
      item({ Company: 'Greenway Pharmacy', Line1: 'Greenway Pharmacy', Line2: '5 Market Street' }),
      { company: 'Greenway Pharmacy', street: ['5 Market Street', ''] },
    ],
    [
      'a US state keeps its code, the country is upper case ISO2',
      item({ Line1: '100 Main Street', City: 'Denver', Province: 'Colorado', ProvinceCode: 'CO', PostalCode: '80202', CountryIso2: 'us' }),
      { region: 'Colorado', regionCode: 'CO', postcode: '80202', country_id: 'US' },
    ],
  ])('%s', (_name, retrieved, expected) => {
    expect(toFinderAddress(retrieved)).toMatchObject(expected);
  });
});

describe('finder settings', () => {
  it('is off by default, on the sandbox of the shop’s own origin, in every country', () => {
    expect(addressFinderSettings.read({}).addressFinder).toEqual({
      enabled: false,
      serviceUrl: '/address-finder-sandbox',
      key: 'SB11-SB11-SB11-SB11',
      countries: ['*'],
    });
  });

  it('reads a store’s values, dropping what is not a country code', () => {
    const settings = addressFinderSettings.read({
      'address_finder/general/enabled': '1',
      'address_finder/general/service_url': 'https://api.addressy.com/',
      'address_finder/general/countries': 'gb, FR,,France',
    }).addressFinder;
    expect(settings).toMatchObject({ enabled: true, serviceUrl: 'https://api.addressy.com', countries: ['GB', 'FR'] });
  });
});

describe('finder requests', () => {
  it('goes GET with the fields in the query', () => {
    expect(finderRequest('/sb', 'find', { Key: 'K', Text: 'high st', Container: undefined, Limit: 10 })).toEqual({
      method: 'GET',
      url: '/sb/Capture/Interactive/Find/v1.10/json3.ws?Key=K&Text=high+st&Limit=10',
    });
  });

  it('goes POST with a form body once the URL would pass 2000 characters', () => {
    const text = 'a'.repeat(1990);
    const request = finderRequest('/sb', 'find', { Key: 'K', Text: text });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/sb/Capture/Interactive/Find/v1.10/json3.ws');
    expect(new URLSearchParams(request.body).get('Text')).toBe(text);
    const justUnder = finderRequest('/sb', 'find', { Key: 'K', Text: 'a'.repeat(2000 - '/sb/Capture/Interactive/Find/v1.10/json3.ws?Key=K&Text='.length) });
    expect(justUnder.method).toBe('GET');
    expect(justUnder.url).toHaveLength(2000);
  });
});
