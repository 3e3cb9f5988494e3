import { PICKUP_ID_PATTERN, NETWORK_CODE_PATTERN, WEEK_DAYS, type PickupPoint } from '../domain';
import { PickupProviderUnavailable, type PickupPointProvider } from './port';
import { PickupSandbox } from './sandbox';

/** What every pickup point provider must do; run against each adapter (the sandbox for now). */
function providerContract(name: string, make: () => PickupPointProvider, breakIt?: (p: PickupPointProvider) => void) {
  describe(`pickup point provider contract: ${name}`, () => {
    let provider: PickupPointProvider;
    beforeEach(() => {
      provider = make();
    });

    const wellFormed = (p: PickupPoint) => {
      expect(p.identifiant).toMatch(PICKUP_ID_PATTERN);
      expect(p.reseau).toMatch(NETWORK_CODE_PATTERN);
      expect(p.nom.trim()).not.toBe('');
      expect(p.adresse1.trim()).not.toBe('');
      expect(p.codePostal).toMatch(/^\d{5}$/);
      expect(p.localite.trim()).not.toBe('');
      expect(p.codePays).toMatch(/^[A-Z]{2}$/);
      expect(['BPR', 'A2P', 'PCS']).toContain(p.typeDePoint);
      expect(Object.keys(p.horairesOuverture)).toEqual([...WEEK_DAYS]);
      for (const day of WEEK_DAYS) expect(p.horairesOuverture[day]).toMatch(/^\d\d:\d\d-\d\d:\d\d \d\d:\d\d-\d\d:\d\d$/);
      expect(p.coordGeolocalisationLatitude).toBeGreaterThan(41);
      expect(p.coordGeolocalisationLatitude).toBeLessThan(52);
      expect(p.poidsMaxi).toBeGreaterThan(0);
    };

    it('finds points near a Paris address, nearest first, each well formed', async () => {
      const points = await provider.search({ street: '10 Rue de Rivoli', city: 'Paris', postcode: '75001', countryId: 'FR' });
      expect(points.length).toBeGreaterThanOrEqual(3);
      expect(points.length).toBeLessThanOrEqual(10);
      points.forEach(wellFormed);
      const distances = points.map((p) => p.distanceEnMetre);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(new Set(points.map((p) => p.typeDePoint))).toEqual(new Set(['BPR', 'A2P', 'PCS']));
    });

    it('searches by town alone, and by a postcode of the same département', async () => {
      const byTown = await provider.search({ city: 'lyon', countryId: 'FR' });
      expect(byTown.map((p) => p.localite)).toContain('LYON');
      const byDepartment = await provider.search({ postcode: '69007', countryId: 'FR' });
      expect(byDepartment.map((p) => p.identifiant)).toEqual(byTown.map((p) => p.identifiant));
    });

    it('answers the same points for the same search (deterministic)', async () => {
      const a = await provider.search({ postcode: '13001', countryId: 'FR' });
      const b = await provider.search({ postcode: '13001', countryId: 'FR' });
      expect(a).toEqual(b);
    });

    it('finds nothing where it has no points, or in a country it does not serve', async () => {
      expect(await provider.search({ postcode: '97400', countryId: 'FR' })).toEqual([]);
      expect(await provider.search({ postcode: '75001', countryId: 'GB' })).toEqual([]);
      expect(await provider.search({ countryId: 'FR' })).toEqual([]);
    });

    it('looks a point up by id and network code; the wrong network finds nothing', async () => {
      const [first] = await provider.search({ postcode: '75001', countryId: 'FR' });
      const found = await provider.find(first.identifiant, first.reseau);
      expect(found).toMatchObject({ identifiant: first.identifiant, nom: first.nom, codePostal: first.codePostal });
      wellFormed(found!);
      expect(await provider.find(first.identifiant, first.reseau === 'R01' ? 'R12' : 'R01')).toBeNull();
      expect(await provider.find('000000', 'R01')).toBeNull();
    });

    if (breakIt) {
      it('fails with PickupProviderUnavailable during an outage', async () => {
        breakIt(provider);
        await expect(provider.search({ postcode: '75001', countryId: 'FR' })).rejects.toBeInstanceOf(PickupProviderUnavailable);
        await expect(provider.find('752010', 'R01')).rejects.toBeInstanceOf(PickupProviderUnavailable);
      });
    }
  });
}

providerContract(
  'sandbox',
  () => new PickupSandbox({ latencyMs: 0 }),
  (p) => {
    (p as PickupSandbox).mode = 'down';
  },
);

describe('pickup sandbox latency', () => {
  it('answers after its configured delay', async () => {
    const sandbox = new PickupSandbox({ latencyMs: 40 });
    const started = performance.now();
    await sandbox.find('752010', 'R01');
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });
});
