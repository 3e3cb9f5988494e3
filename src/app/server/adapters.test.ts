import { SANDBOX_KEY } from '../../features/address-finder/domain';
import { FinderUnavailableError } from '../../features/address-finder/providers/port';
import { AgeProviderUnavailable, HttpAgeVerificationProvider, sandboxEmail } from '../../features/age-verification/providers';
import { PickupProviderUnavailable } from '../../features/pickup-points/providers';
import { dbKind } from '../../shared/server/testing/test-app';
import { type Adapters, buildAdapters } from './adapters';
import { readEnvironment } from './environment';

describe.runIf(dbKind === 'pglite')('the adapters, built once from the environment', () => {
  const built: Adapters[] = [];
  const adaptersOf = (env: NodeJS.ProcessEnv) => {
    const adapters = buildAdapters(readEnvironment(env));
    built.push(adapters);
    return adapters;
  };
  afterAll(async () => {
    await Promise.all(built.map((adapters) => adapters.close()));
  });

  it('uses the sandboxes by default, with the development keys and no proxy trusted', () => {
    const adapters = adaptersOf({});
    expect(adapters.ageVerification.provider).toBe(adapters.ageVerification.sandbox);
    expect(adapters.ageVerification.sandbox).toMatchObject({ latencyMs: 150, imageLatencyMs: 800, mode: 'up' });
    expect(adapters.ageVerification.sandboxKey).toBe('sandbox-development-key');
    expect(adapters.pickupPoints.provider).toBe(adapters.pickupPoints.sandbox);
    expect(adapters.pickupPoints.sandbox).toMatchObject({ latencyMs: 150, mode: 'up' });
    expect(adapters.addressFinder.outage).toBe('none');
    expect(adapters.trustProxy).toBe(false);
    expect(adapters.shopOrigins).toEqual([]);
  });

  it('takes every setting the environment gives', async () => {
    const adapters = adaptersOf({
      AGE_VERIFICATION_SANDBOX_LATENCY_MS: '0',
      AGE_VERIFICATION_SANDBOX_MODE: 'down',
      PICKUP_SANDBOX_LATENCY_MS: '0',
      PICKUP_SANDBOX_MODE: 'down',
      ADDRESS_FINDER_SANDBOX_LATENCY_MS: '0',
      ADDRESS_FINDER_SANDBOX_OUTAGE: 'http',
      TRUST_PROXY: '1',
      SHOP_ORIGIN: 'https://shop.example, https://WWW.shop.example/path, not an origin',
    });
    const subject = { firstname: 'Sam', lastname: 'Morgan', email: sandboxEmail('adult', 'x') };
    await expect(adapters.ageVerification.provider.check(subject)).rejects.toBeInstanceOf(AgeProviderUnavailable);
    await expect(adapters.pickupPoints.provider.search({ countryId: 'FR', postcode: '75001' })).rejects.toBeInstanceOf(PickupProviderUnavailable);
    await expect(adapters.addressFinder.sandbox.find({ Key: SANDBOX_KEY, Text: 'high' })).rejects.toBeInstanceOf(FinderUnavailableError);
    adapters.addressFinder.outage = 'none';
    expect((await adapters.addressFinder.sandbox.find({ Key: SANDBOX_KEY, Text: 'high' })).Items.length).toBeGreaterThan(0);
    expect(adapters.trustProxy).toBe(true);
    expect(adapters.shopOrigins).toEqual(['https://shop.example', 'https://www.shop.example']);
  });

  it('calls the real age verification service when its address is set', () => {
    const adapters = adaptersOf({ AGE_VERIFICATION_PROVIDER_URL: 'https://verify.example/v1/', AGE_VERIFICATION_PROVIDER_KEY: 'live-key' });
    expect(adapters.ageVerification.provider).toBeInstanceOf(HttpAgeVerificationProvider);
  });

  it('hashes with the configured key: another key, other hashes', () => {
    const development = adaptersOf({}).ageVerification.hash('email', 'sam@example.com');
    const configured = adaptersOf({ AGE_VERIFICATION_HASH_KEY: 'production-key' }).ageVerification.hash('email', 'sam@example.com');
    expect(development).toMatch(/^[0-9a-f]{64}$/);
    expect(configured).toMatch(/^[0-9a-f]{64}$/);
    expect(configured).not.toBe(development);
  });
});
