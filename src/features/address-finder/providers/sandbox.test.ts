import { postcodeValidator } from 'postcode-validator';
import { type FindItem, type GeoLocationItem, SANDBOX_KEY, parseHighlight } from '../domain';
import { generateDataset } from './dataset/generate';
import { FinderUnavailableError } from './port';
import { createSandboxFinder, sandboxDataset } from './sandbox';

const data = sandboxDataset();
const finder = createSandboxFinder({ latencyMs: () => 0, outage: () => 'none' });
const find = async (fields: { Text?: string; Container?: string; Countries?: string; Limit?: number }) =>
  (await finder.find({ Key: SANDBOX_KEY, ...fields })).Items as FindItem[];

describe('sandbox dataset', () => {
  it('is the same on every build', () => {
    const again = generateDataset();
    expect(again.addresses.length).toBe(data.addresses.length);
    expect(again.addresses.map((a) => `${a.id} ${a.text} ${a.description}`)).toEqual(data.addresses.map((a) => `${a.id} ${a.text} ${a.description}`));
    expect(generateDataset(7).addresses.map((a) => a.text)).not.toEqual(data.addresses.map((a) => a.text));
  });

  it('holds a few thousand addresses in GB, FR, DE, NL and US', () => {
    expect(data.addresses.length).toBeGreaterThan(3000);
    const perCountry = new Map<string, number>();
    for (const a of data.addresses) perCountry.set(a.iso2, (perCountry.get(a.iso2) ?? 0) + 1);
    expect([...perCountry.keys()].sort()).toEqual(['DE', 'FR', 'GB', 'NL', 'US']);
    for (const count of perCountry.values()) expect(count).toBeGreaterThan(500);
  });

  it('gives every address a postcode valid for its country', () => {
    for (const address of data.addresses) expect(postcodeValidator(address.postcode, address.iso2), `${address.postcode} ${address.iso2}`).toBe(true);
  });

  it('keeps containers whole: each child exists and the counts add up', () => {
    for (const container of data.containers.values()) {
      expect(container.children.length).toBeGreaterThan(0);
      let count = 0;
      for (const id of container.children) {
        const child = data.byId.get(id) ?? data.containers.get(id);
        expect(child, id).toBeDefined();
        count += child!.kind === 'address' ? 1 : child!.addressCount;
      }
      expect(count).toBe(container.addressCount);
    }
    expect([...data.containers.values()].filter((c) => c.type === 'Building').length).toBeGreaterThan(20);
  });
});

describe('sandbox search', () => {
  it('offers a street with several matches as its container, with Loqate-style highlights', async () => {
    const items = await find({ Text: 'high street', Countries: 'GB' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.Type).toBe('Street');
      expect(item.Text).toBe('High Street');
      expect(item.Highlight).toBe('0-4,5-11;');
      expect(item.Description).toMatch(/^[A-Za-z ]+, [A-Z0-9]{2,4} \d[A-Z]{2} - \d+ Addresses$/);
    }
  });

  it('lists addresses once a house number is typed, and a building of flats as one container', async () => {
    const items = await find({ Text: 'Kerkstraat 1', Countries: 'NL', Limit: 50 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(['Address', 'Building']).toContain(item.Type);
    const address = items.find((i) => i.Type === 'Address')!;
    const { text } = parseHighlight(address.Highlight, address.Text.length, address.Description.length);
    expect(text.map((r) => address.Text.slice(r.start, r.end).toLowerCase())).toEqual(['kerkstraat', '1']);
  });

  it('opens a container to its addresses, narrowed by the typed words', async () => {
    const [street] = await find({ Text: 'rue de la paix paris', Countries: 'FR' });
    expect(street.Type).toBe('Street');
    const all = await find({ Container: street.Id, Limit: 100 });
    expect(all.length).toBeGreaterThan(1);
    const one = all.find((i) => i.Type === 'Address')!;
    const number = one.Text.split(' ')[0];
    const narrowed = await find({ Container: street.Id, Text: `Rue de la Paix ${number}`, Limit: 100 });
    expect(narrowed.map((i) => i.Id)).toContain(one.Id);
    expect(narrowed.length).toBeLessThan(all.length);
  });

  it('ranks suggestions whose own text holds the typed words first', async () => {
    const items = await find({ Text: 'main street', Countries: 'US', Limit: 50 });
    const firstOther = items.findIndex((i) => !i.Text.includes('Main Street'));
    const lastMain = items.map((i) => i.Text.startsWith('Main Street') || / Main Street$/.test(i.Text)).lastIndexOf(true);
    expect(items[0].Text).toBe('Main Street');
    if (firstOther !== -1) expect(lastMain).toBeLessThan(firstOther);
  });

  it('offers a British postcode as a Postcode container', async () => {
    const address = data.addresses.find((a) => a.iso2 === 'GB')!;
    const [item] = await find({ Text: address.postcode, Countries: 'GB' });
    expect(item).toMatchObject({ Type: 'Postcode', Text: address.postcode });
  });

  it('searches accents and case away, in the countries asked for only, within the limit', async () => {
    expect((await find({ Text: 'EGLISE', Countries: 'FRA' }))[0].Text).toBe('Rue de l’Église');
    expect(await find({ Text: 'Rue de la Paix', Countries: 'GB' })).toEqual([]);
    expect(await find({ Text: 'street', Countries: 'GB,US', Limit: 3 })).toHaveLength(3);
  });

  it('offers the meter lookups first when the search holds five digits or more, in Britain', async () => {
    const items = await find({ Text: '12345', Countries: 'GB' });
    expect(items.slice(0, 2).map((i) => [i.Type, i.Id])).toEqual([
      ['Utility', 'MPAN'],
      ['Utility', 'MPRN'],
    ]);
    expect((await find({ Text: '1234', Countries: 'GB' })).some((i) => i.Type === 'Utility')).toBe(false);
    const [meter] = (await finder.utilities({ Key: SANDBOX_KEY, Text: '1234567890123', UtilCodeType: 'MPAN' })).Items as FindItem[];
    const [same] = (await finder.utilities({ Key: SANDBOX_KEY, Text: '1234567890123', UtilCodeType: 'MPAN' })).Items as FindItem[];
    expect(meter.Type).toBe('Address');
    expect(same.Id).toBe(meter.Id);
  });

  it('finds addresses near a point, nearest first, within the radius', async () => {
    const items = (await finder.geolocation({ Key: SANDBOX_KEY, Latitude: 48.8566, Longitude: 2.3522, Radius: 50, Items: 10 })).Items as GeoLocationItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items.map((i) => i.Distance)).toEqual([...items.map((i) => i.Distance)].sort((a, b) => a - b));
    expect(items.every((i) => i.Distance <= 50 && i.Description.endsWith('Paris'))).toBe(true);
    expect((await finder.geolocation({ Key: SANDBOX_KEY, Latitude: 0, Longitude: 0 })).Items).toEqual([]);
  });
});

describe('sandbox behaviour', () => {
  it('takes its latency', async () => {
    const slow = createSandboxFinder({ latencyMs: () => 40, outage: () => 'none' });
    const started = performance.now();
    await slow.find({ Key: SANDBOX_KEY, Text: 'high' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('steers into each outage', async () => {
    let mode: 'none' | 'error' | 'http' | 'timeout' = 'error';
    const steered = createSandboxFinder({ latencyMs: () => 0, outage: () => mode, hangMs: 60 });
    expect((await steered.find({ Key: SANDBOX_KEY, Text: 'high' })).Items).toEqual([
      { Error: '-1', Description: 'Unknown error', Cause: 'An unknown error has occurred.', Resolution: 'Optional: Please try again later.' },
    ]);
    mode = 'http';
    await expect(steered.retrieve({ Key: SANDBOX_KEY, Id: 'x' })).rejects.toBeInstanceOf(FinderUnavailableError);
    mode = 'timeout';
    const started = performance.now();
    await steered.find({ Key: SANDBOX_KEY, Text: 'high' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    mode = 'none';
    expect((await steered.find({ Key: SANDBOX_KEY, Text: 'high' })).Items.length).toBeGreaterThan(0);
  });
});
