import { servicePointPostcodeFailure } from '../domain';
import { type ServicePointFinder, ServicePointUnavailable } from './port';
import { SANDBOX_NO_SHOPS_POSTCODE, SANDBOX_OUTAGE_POSTCODE, SandboxServicePointFinder } from './sandbox';

/** What every service point finder promises the shop; run against each adapter. */
function finderContract(name: string, make: () => { finder: ServicePointFinder; setOutage: (on: boolean) => void }) {
  describe(`${name}: the service point finder contract`, () => {
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

finderContract('sandbox', () => {
  const finder = new SandboxServicePointFinder({ latencyMs: { min: 0, max: 0 } });
  return { finder, setOutage: (outage) => finder.configure({ outage }) };
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
