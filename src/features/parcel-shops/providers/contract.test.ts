import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchAnswer, servicePointPostcodeFailure, toNearbyServicePoint } from '../domain';
import { HttpServicePointFinder } from './http';
import { type ServicePointFinder, ServicePointUnavailable } from './port';
import { SANDBOX_NO_SHOPS_POSTCODE, SANDBOX_OUTAGE_POSTCODE, SandboxServicePointFinder } from './sandbox';

/** What every service point finder promises the shop; run against each adapter. */
interface Subject {
  finder: ServicePointFinder;
  setOutage: (on: boolean) => void;
  close?: () => Promise<void>;
}

function finderContract(name: string, setup: () => Promise<Subject>) {
  describe(`${name}: the service point finder contract`, () => {
    let subject: Subject;
    const make = () => subject;
    beforeAll(async () => {
      subject = await setup();
    });
    afterAll(() => subject.close?.());

    it('answers the nearest shops first, each complete and near the postcode', async () => {
      const { finder } = make();
      const shops = await finder.nearest({ postcode: '75001', countryId: 'FR' });
      expect(shops.length).toBeGreaterThan(0);
      for (const shop of shops) {
        expect(shop.id).toMatch(/^[A-Za-z0-9-]{1,64}$/);
        expect(shop.label.length).toBeGreaterThan(0);
        expect(shop.street.length).toBeGreaterThan(0);
        expect(shop.city).toBe('Paris');
        expect(servicePointPostcodeFailure(shop.postcode)).toBeNull();
        expect(Math.abs(shop.latitude - 48.86)).toBeLessThan(0.1);
        expect(Math.abs(shop.longitude - 2.34)).toBeLessThan(0.1);
      }
      const distances = shops.map((s) => s.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(new Set(shops.map((s) => s.id)).size).toBe(shops.length);
    });

    it('gives the same shops for the same postcode', async () => {
      const { finder } = make();
      expect(await finder.nearest({ postcode: '69002', countryId: 'FR' })).toEqual(await finder.nearest({ postcode: '69002', countryId: 'FR' }));
    });

    it('respects the limit', async () => {
      const { finder } = make();
      expect((await finder.nearest({ postcode: '13001', countryId: 'FR', limit: 2 })).length).toBeLessThanOrEqual(2);
    });

    it('answers none where there is none', async () => {
      const { finder } = make();
      expect(await finder.nearest({ postcode: SANDBOX_NO_SHOPS_POSTCODE, countryId: 'FR' })).toEqual([]);
    });

    it('fails as unavailable during an outage, and recovers', async () => {
      const { finder, setOutage } = make();
      setOutage(true);
      await expect(finder.nearest({ postcode: '75001', countryId: 'FR' })).rejects.toBeInstanceOf(ServicePointUnavailable);
      setOutage(false);
      await expect(finder.nearest({ postcode: '75001', countryId: 'FR' })).resolves.not.toEqual([]);
    });
  });
}

finderContract('sandbox', async () => {
  const finder = new SandboxServicePointFinder({ latencyMs: { min: 0, max: 0 } });
  return { finder, setOutage: (outage) => finder.configure({ outage }) };
});

/** A local service speaking DHL's answer, backed by the sandbox's shops: the HTTP adapter's counterpart. */
async function fakeService(): Promise<Subject> {
  const twin = new SandboxServicePointFinder({ latencyMs: { min: 0, max: 0 } });
  let outage = false;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.headers['x-api-key'] !== 'test-key') return void response.writeHead(401).end();
    if (outage) return void response.writeHead(503).end('{}');
    if (url.pathname !== '/v1/servicepoints/nearest') return void response.writeHead(404).end();
    const query = {
      postcode: url.searchParams.get('postalCode') ?? '',
      countryId: url.searchParams.get('countryCode') ?? '',
      limit: Number(url.searchParams.get('limit')),
    };
    void twin.nearest(query).then((shops) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(searchAnswer(shops))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    finder: new HttpServicePointFinder({ baseUrl: `http://127.0.0.1:${port}/v1`, key: 'test-key' }),
    setOutage: (on) => (outage = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

finderContract('http adapter', fakeService);

describe('the http adapter', () => {
  const shop = {
    id: 'FR7500101',
    label: 'Relais',
    company: 'Relais',
    street: '1 Rue',
    city: 'Paris',
    postcode: '75001',
    countryId: 'FR',
    latitude: 48.86,
    longitude: 2.34,
    distance: 100,
  };
  const answering = (status: number, body: unknown) =>
    new HttpServicePointFinder({ baseUrl: 'http://service.invalid', key: 'k', fetch: async () => new Response(JSON.stringify(body), { status }) });
  const query = { postcode: '75001', countryId: 'FR' };

  it('reads a single point answered as an object', async () => {
    const body = { GetNearestServicePointsResponse: { ServicePoints: { NearbyServicePoint: toNearbyServicePoint(shop) } } };
    expect(await answering(200, body).nearest(query)).toEqual([shop]);
  });

  it('reads "NULL" and an empty answer as none', async () => {
    expect(await answering(200, 'NULL').nearest(query)).toEqual([]);
    expect(await answering(200, { GetNearestServicePointsResponse: { ServicePoints: '' } }).nearest(query)).toEqual([]);
  });

  it('refuses an answer it cannot read, and a failing service, as unavailable', async () => {
    await expect(answering(200, { Something: 'else' }).nearest(query)).rejects.toMatchObject({ reason: 'bad_answer' });
    await expect(answering(500, {}).nearest(query)).rejects.toMatchObject({ reason: 'outage' });
  });

  it('gives up after its timeout', async () => {
    const slow = new HttpServicePointFinder({
      baseUrl: 'http://service.invalid',
      key: 'k',
      timeoutMs: 20,
      fetch: (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
    });
    await expect(slow.nearest(query)).rejects.toMatchObject({ reason: 'timeout' });
  });
});

describe('the sandbox', () => {
  it('takes a realistic time to answer', async () => {
    const finder = new SandboxServicePointFinder({ latencyMs: { min: 40, max: 60 } });
    const started = performance.now();
    await finder.nearest({ postcode: '75001', countryId: 'FR' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('fails for the outage postcode, so the browser can show the failure', async () => {
    const finder = new SandboxServicePointFinder({ latencyMs: { min: 0, max: 0 } });
    await expect(finder.nearest({ postcode: SANDBOX_OUTAGE_POSTCODE, countryId: 'FR' })).rejects.toBeInstanceOf(ServicePointUnavailable);
  });

  it('places Monaco shops in Monaco', async () => {
    const finder = new SandboxServicePointFinder({ latencyMs: { min: 0, max: 0 } });
    const [shop] = await finder.nearest({ postcode: '98000', countryId: 'MC' });
    expect(shop).toMatchObject({ city: 'Monaco', countryId: 'MC' });
  });
});
