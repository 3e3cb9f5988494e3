import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { AGE_VERIFICATION_SANDBOX_PREFIX, ageVerificationSandboxRoutes } from '../server/sandbox-routes';
import { HttpAgeVerificationProvider } from './http';
import { createAgeVerificationProvider } from './index';
import { PROVIDER_OUTCOMES, readDrivingLicence, readPassportLine } from '../domain';
import { AgeProviderUnavailable, type AgeSubject, type AgeVerificationProvider, type IdImage } from './port';
import { AgeVerificationSandbox, sandboxEmail, type SandboxIdentity } from './sandbox';
import { decodePixels, sandboxImage } from './sandbox-images';

const TODAY = new Date('2026-11-25T12:00:00Z');
const SPECIMEN = readPassportLine('L898902C3UTO6908061F9406236ZE184226B14', TODAY)!;
const ADULT_LICENCE = readDrivingLicence('MORGA753116SM9IJ')!;
const MINOR_LICENCE = readDrivingLicence('MORGA010159SM9IJ')!; // born 15 October 2009

function image(kind: 'valid-id' | 'other', format: 'png' | 'jpeg' = 'png'): IdImage {
  const data = sandboxImage(kind, format);
  const { width, height } = decodePixels(format === 'png' ? 'image/png' : 'image/jpeg', data);
  return { mimeType: format === 'png' ? 'image/png' : 'image/jpeg', width, height, data };
}

/** Test subjects an adapter's provider offers for each behaviour (a real provider has its own test people). */
type Subjects = Record<SandboxIdentity, AgeSubject>;

/** What every age verification provider must do; run against each adapter (the sandbox for now). */
function providerContract(name: string, make: () => AgeVerificationProvider, subjects: Subjects, breakIt?: (p: AgeVerificationProvider) => void) {
  describe(`age verification provider contract: ${name}`, () => {
    let provider: AgeVerificationProvider;
    beforeEach(() => {
      provider = make();
    });

    it('answers one of the known outcomes with a reference free of personal data', async () => {
      const result = await provider.check(subjects.adult);
      expect(PROVIDER_OUTCOMES).toContain(result.outcome);
      expect(result.reference).toMatch(/^[A-Z0-9-]{4,64}$/);
      expect(result.reference.toLowerCase()).not.toContain(subjects.adult.lastname.toLowerCase());
    });

    it('passes the adult at once, and says the same every time', async () => {
      expect((await provider.check(subjects.adult)).outcome).toBe('pass');
      expect(await provider.check(subjects.adult)).toEqual(await provider.check(subjects.adult));
    });

    it('refers, then passes with a valid passport line of an adult', async () => {
      expect((await provider.check(subjects.referPassport)).outcome).toBe('refer');
      expect((await provider.checkPassport(subjects.referPassport, SPECIMEN)).outcome).toBe('pass');
    });

    it('refers, then passes with a driving licence of an adult; a minor\u2019s licence is refused', async () => {
      expect((await provider.check(subjects.referLicence)).outcome).toBe('refer');
      expect((await provider.checkDrivingLicence(subjects.referLicence, ADULT_LICENCE)).outcome).toBe('pass');
      expect((await provider.checkDrivingLicence(subjects.referLicence, MINOR_LICENCE)).outcome).toBe('minor');
    });

    it('fails the one who must upload an ID; the valid ID picture passes, any other picture does not', async () => {
      expect((await provider.check(subjects.idScan)).outcome).toBe('fail');
      expect((await provider.checkPassport(subjects.idScan, SPECIMEN)).outcome).toBe('fail');
      expect((await provider.checkIdImage(subjects.idScan, image('other'))).outcome).toBe('fail');
      expect((await provider.checkIdImage(subjects.idScan, image('valid-id'))).outcome).toBe('pass');
      expect((await provider.checkIdImage(subjects.idScan, image('valid-id', 'jpeg'))).outcome).toBe('pass');
      expect((await provider.checkIdImage(subjects.idScan, image('other', 'jpeg'))).outcome).toBe('fail');
    });

    it('says when the attempts are exceeded', async () => {
      expect((await provider.check(subjects.exceeded)).outcome).toBe('exceeded');
      expect((await provider.checkDrivingLicence(subjects.exceeded, ADULT_LICENCE)).outcome).toBe('exceeded');
    });

    it('always refuses a minor, whatever is submitted', async () => {
      expect((await provider.check(subjects.minor)).outcome).toBe('minor');
      expect((await provider.checkPassport(subjects.minor, SPECIMEN)).outcome).toBe('minor');
      expect((await provider.checkIdImage(subjects.minor, image('valid-id'))).outcome).toBe('minor');
    });

    it('fails with AgeProviderUnavailable during an outage', async () => {
      await expect(provider.check(subjects.outage)).rejects.toBeInstanceOf(AgeProviderUnavailable);
      await expect(provider.checkIdImage(subjects.outage, image('valid-id'))).rejects.toBeInstanceOf(AgeProviderUnavailable);
      if (breakIt) {
        breakIt(provider);
        await expect(provider.check(subjects.adult)).rejects.toBeInstanceOf(AgeProviderUnavailable);
      }
    });
  });
}

const sandboxSubjects = Object.fromEntries(
  (['adult', 'referPassport', 'referLicence', 'idScan', 'exceeded', 'minor', 'outage'] as SandboxIdentity[]).map((identity) => [
    identity,
    { firstname: 'Sam', lastname: 'Morgan', email: sandboxEmail(identity, 'sam.morgan'), postcode: 'SW1A 1AA', countryId: 'GB' },
  ]),
) as Subjects;

providerContract(
  'sandbox',
  () => new AgeVerificationSandbox({ latencyMs: 0, imageLatencyMs: 0, now: () => TODAY }),
  sandboxSubjects,
  (p) => {
    (p as AgeVerificationSandbox).mode = 'down';
  },
);

/**
 * The HTTP adapter against the sandbox's HTTP face (server/sandbox-routes.ts, the face the shop serves at
 * /age-verification-sandbox), on a local port: the same answers, over the wire.
 */
const twin = new AgeVerificationSandbox({ latencyMs: 0, imageLatencyMs: 0, now: () => TODAY });
const face = Fastify({ logger: false });
await face.register(ageVerificationSandboxRoutes, { prefix: AGE_VERIFICATION_SANDBOX_PREFIX, sandbox: twin, key: 'contract-key' });
await face.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => face.close());
const faceUrl = `http://127.0.0.1:${(face.server.address() as AddressInfo).port}${AGE_VERIFICATION_SANDBOX_PREFIX}/v1/`;

providerContract(
  'HTTP adapter',
  () => {
    twin.mode = 'up';
    return new HttpAgeVerificationProvider({ baseUrl: faceUrl, key: 'contract-key', timeoutMs: 2000 });
  },
  sandboxSubjects,
  () => {
    twin.mode = 'down';
  },
);

describe('the HTTP adapter maps every failure to the outage, with a reason and nothing of the shopper', () => {
  const adult = sandboxSubjects.adult;
  const reasonOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AgeProviderUnavailable);
    const text = `${(error as Error).message} ${(error as AgeProviderUnavailable).reason}`;
    expect(text).not.toContain(adult.lastname);
    expect(text).not.toContain(adult.email);
    expect(text).not.toContain('L898902C3');
    return (error as AgeProviderUnavailable).reason;
  };

  /** A local service answering whatever a test wants. */
  async function service(handler: Parameters<typeof createServer>[1]) {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('a wrong key (401): unavailable', async () => {
    const provider = new HttpAgeVerificationProvider({ baseUrl: faceUrl, key: 'wrong' });
    expect(await reasonOf(provider.check(adult))).toBe('http_401');
  });

  it('no answer in time: unavailable after the time limit, not later', async () => {
    const slow = await service((_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"outcome":"pass","reference":"LATE-1"}'), 1500);
    });
    try {
      const provider = new HttpAgeVerificationProvider({ baseUrl: slow.url, key: 'k', timeoutMs: 200 });
      const started = performance.now();
      expect(await reasonOf(provider.checkPassport(adult, SPECIMEN))).toBe('timeout');
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      await slow.close();
    }
  });

  it('a server error, an answer of another shape, or not JSON: unavailable', async () => {
    let reply: [number, string] = [500, '{}'];
    const odd = await service((_request, response) => {
      response.writeHead(reply[0], { 'content-type': 'application/json' }).end(reply[1]);
    });
    try {
      const provider = new HttpAgeVerificationProvider({ baseUrl: odd.url, key: 'k' });
      expect(await reasonOf(provider.check(adult))).toBe('http_500');
      reply = [200, '{"outcome":"adult","reference":"X-1234"}'];
      expect(await reasonOf(provider.check(adult))).toBe('bad_answer');
      reply = [200, '{"outcome":"pass","reference":"sam.morgan@example.com"}'];
      expect(await reasonOf(provider.check(adult))).toBe('bad_answer');
      reply = [200, '<html>maintenance</html>'];
      expect(await reasonOf(provider.checkIdImage(adult, image('valid-id')))).toBe('bad_answer');
    } finally {
      await odd.close();
    }
  });

  it('nobody listening: unavailable', async () => {
    const gone = await service(() => undefined);
    await gone.close();
    const provider = new HttpAgeVerificationProvider({ baseUrl: gone.url, key: 'k' });
    expect(await reasonOf(provider.check(adult))).toBe('connection');
  });

  it('is chosen when AGE_VERIFICATION_PROVIDER_URL names the service, and needs its key', () => {
    const sandbox = new AgeVerificationSandbox();
    const timeouts = { timeoutMs: 8000, imageTimeoutMs: 30_000 };
    expect(createAgeVerificationProvider(timeouts, sandbox)).toBe(sandbox);
    expect(createAgeVerificationProvider({ ...timeouts, url: faceUrl, key: 'k' }, sandbox)).toBeInstanceOf(HttpAgeVerificationProvider);
    expect(() => createAgeVerificationProvider({ ...timeouts, url: faceUrl }, sandbox)).toThrow(
      'AGE_VERIFICATION_PROVIDER_URL is set without AGE_VERIFICATION_PROVIDER_KEY',
    );
  });
});

describe('age verification sandbox', () => {
  it('answers the image check after its realistic delay', async () => {
    const sandbox = new AgeVerificationSandbox({ latencyMs: 0, imageLatencyMs: 60 });
    const started = performance.now();
    await sandbox.checkIdImage(sandboxSubjects.idScan, image('valid-id'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('refuses bytes that are not an image it can read', async () => {
    const sandbox = new AgeVerificationSandbox({ latencyMs: 0, imageLatencyMs: 0 });
    const broken: IdImage = { mimeType: 'image/png', width: 1, height: 1, data: new Uint8Array([1, 2, 3]) };
    expect((await sandbox.checkIdImage(sandboxSubjects.idScan, broken)).outcome).toBe('fail');
  });
});
