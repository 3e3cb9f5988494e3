import { SANDBOX_KEY } from '../domain';
import { OUTAGE_KEYS } from '../providers/sandbox';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';

const BASE = '/address-finder-sandbox';
const FIND = `${BASE}/Capture/Interactive/Find/v1.10/json3.ws`;
const RETRIEVE = `${BASE}/Capture/Interactive/Retrieve/v1.00/json3.ws`;
const GEO = `${BASE}/Capture/Interactive/GeoLocation/v1.00/json3.ws`;
const UTILITIES = `${BASE}/Capture/Interactive/Utilities/v1.00/json3.ws`;
const IP2COUNTRY = `${BASE}/Extras/Web/Ip2Country/v1.10/json3.ws`;

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.skipIf(postgresSkipReason)('address finder sandbox over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.adapters.addressFinder.outage = 'none';
  });

  const get = (path: string, fields: Record<string, string>) => t.request({ method: 'GET', url: `${path}?${query(fields)}` });

  it('finds suggestions with GET and highlights the typed words', async () => {
    const res = await get(FIND, { Key: SANDBOX_KEY, Text: 'high street', Countries: 'GB', Limit: '5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { Items } = res.json();
    expect(Items.length).toBeGreaterThan(0);
    expect(Items.length).toBeLessThanOrEqual(5);
    expect(Items[0]).toMatchObject({ Type: 'Street', Text: 'High Street', Highlight: '0-4,5-11;' });
    expect(Items[0].Description).toMatch(/ - \d+ Addresses$/);
  });

  it('answers the same fields sent by POST as a form or as JSON, names in any case', async () => {
    const viaGet = (await get(FIND, { Key: SANDBOX_KEY, Text: 'rue de la paix', Countries: 'FR' })).json();
    const viaForm = await t.request({
      method: 'POST',
      url: FIND,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ key: SANDBOX_KEY, text: 'rue de la paix', countries: 'FR' }),
    });
    const viaJson = await t.request({ method: 'POST', url: FIND, payload: { KEY: SANDBOX_KEY, Text: 'rue de la paix', Countries: 'FR' } });
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.json()).toEqual(viaGet);
    expect(viaJson.json()).toEqual(viaGet);
  });

  it('opens a container, then retrieves an address in it', async () => {
    const street = (await get(FIND, { Key: SANDBOX_KEY, Text: 'kerkstraat', Countries: 'NL' })).json().Items[0];
    const contents = (await get(FIND, { Key: SANDBOX_KEY, Container: street.Id })).json().Items;
    const address = contents.find((i: { Type: string }) => i.Type === 'Address');
    expect(address.Text).toMatch(/^Kerkstraat \d+/);
    const retrieved = (await get(RETRIEVE, { Key: SANDBOX_KEY, Id: address.Id })).json().Items[0];
    expect(retrieved).toMatchObject({ Id: address.Id, CountryIso2: 'NL', CountryIso3: 'NLD', Line1: address.Text, DataLevel: 'Premise' });
    expect(retrieved.PostalCode).toMatch(/^\d{4} [A-Z]{2}$/);
  });

  it('finds addresses near a point, offers meter lookups and tells the local country', async () => {
    const near = (await get(GEO, { Key: SANDBOX_KEY, Latitude: '51.5074', Longitude: '-0.1278', Items: '3', Radius: '50' })).json().Items;
    expect(near.length).toBeGreaterThan(0);
    expect(near[0].Description).toMatch(/^London, /);
    expect(near[0].Distance).toBeLessThanOrEqual(50);
    const meter = (await get(UTILITIES, { Key: SANDBOX_KEY, Text: '1234567890123', UtilCodeType: 'MPAN' })).json().Items;
    expect(meter).toHaveLength(1);
    expect(meter[0].Type).toBe('Address');
    expect((await get(IP2COUNTRY, { Key: SANDBOX_KEY })).json().Items).toEqual([{ Iso2: 'GB', Iso3: 'GBR', Name: 'United Kingdom' }]);
  });

  it.each([
    ['a missing key', FIND, { Text: 'high' }, '2'],
    ['an unknown key', FIND, { Key: 'AA11-AA11-AA11-AA11', Text: 'high' }, '2'],
    ['no text nor container', FIND, { Key: SANDBOX_KEY }, '1001'],
    ['a limit that is not a number', FIND, { Key: SANDBOX_KEY, Text: 'high', Limit: 'ten' }, '1003'],
    ['an unknown country', FIND, { Key: SANDBOX_KEY, Text: 'high', Countries: 'XX' }, '1003'],
    ['an unknown id', RETRIEVE, { Key: SANDBOX_KEY, Id: 'GB|SB|A|999999' }, '1001'],
    ['no id', RETRIEVE, { Key: SANDBOX_KEY }, '1001'],
    ['a latitude out of range', GEO, { Key: SANDBOX_KEY, Latitude: '123', Longitude: '0' }, '1001'],
    ['a latitude that is not a number', GEO, { Key: SANDBOX_KEY, Latitude: 'north', Longitude: '0' }, '1001'],
    ['a meter number with letters', UTILITIES, { Key: SANDBOX_KEY, Text: 'ABC12', UtilCodeType: 'MPAN' }, '1001'],
    ['an unknown meter type', UTILITIES, { Key: SANDBOX_KEY, Text: '1234567', UtilCodeType: 'WATER' }, '1002'],
  ])('refuses %s with a Loqate error item (HTTP 200)', async (_name, path, fields, code) => {
    const res = await get(path, fields as Record<string, string>);
    expect(res.statusCode).toBe(200);
    const { Items } = res.json();
    expect(Items).toHaveLength(1);
    expect(Items[0]).toEqual({ Error: code, Description: expect.any(String), Cause: expect.any(String), Resolution: expect.any(String) });
  });

  it('refuses repeated fields, a broken JSON body and an unknown body type without a 500', async () => {
    const repeated = await t.request({ method: 'GET', url: `${FIND}?Key=${SANDBOX_KEY}&Text=a&Text=b` });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().Items[0].Error).toBe('1003');
    const broken = await t.request({ method: 'POST', url: FIND, headers: { 'content-type': 'application/json' }, payload: '{"Key":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Items[0].Error).toBe('1003');
    const xml = await t.request({ method: 'POST', url: FIND, headers: { 'content-type': 'application/xml' }, payload: '<Key/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().Items[0].Error).toBe('1003');
    const nul = await t.request({ method: 'GET', url: `${FIND}?Key=${SANDBOX_KEY}&Text=a%00b` });
    expect(nul.statusCode).toBeLessThan(500);
  });

  it.each([null, [], 'text', 12, true, {}, { Key: { nested: 1 } }, { Key: [SANDBOX_KEY] }, { a: { b: { c: {} } } }])(
    'answers the JSON body %j with an error item, never a 500',
    async (body) => {
      for (const path of [FIND, RETRIEVE, GEO, UTILITIES, IP2COUNTRY]) {
        const res = await t.request({ method: 'POST', url: path, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(500);
        expect(res.json().Items[0].Error).toMatch(/^\d+$/);
      }
    },
  );

  it('answers an outage: error item, HTTP failure, by the environment or by the store key', async () => {
    t.adapters.addressFinder.outage = 'error';
    const failed = await get(FIND, { Key: SANDBOX_KEY, Text: 'high' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().Items[0]).toMatchObject({ Error: '-1', Description: 'Unknown error' });
    t.adapters.addressFinder.outage = 'http';
    expect((await get(FIND, { Key: SANDBOX_KEY, Text: 'high' })).statusCode).toBe(503);
    t.adapters.addressFinder.outage = 'none';
    expect((await get(RETRIEVE, { Key: OUTAGE_KEYS.http, Id: 'x' })).statusCode).toBe(503);
    expect((await get(FIND, { Key: OUTAGE_KEYS.error, Text: 'high' })).json().Items[0].Error).toBe('-1');
    expect((await get(FIND, { Key: SANDBOX_KEY, Text: 'high' })).json().Items[0].Error).toBeUndefined();
  });

  it("hands each store's finder settings to the browser", async () => {
    const uk = (await shopClient(t).get('address-finder/config')).json();
    expect(uk).toEqual({ enabled: true, service_url: BASE, key: SANDBOX_KEY, countries: ['GB'], language: 'en' });
    const fr = (await t.request({ method: 'GET', url: '/rest/fr/V1/address-finder/config' })).json();
    expect(fr).toMatchObject({ enabled: true, countries: ['FR', 'MC'], language: 'fr' });
  });
});
