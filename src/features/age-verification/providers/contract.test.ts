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

providerContract('sandbox', () => new AgeVerificationSandbox({ latencyMs: 0, imageLatencyMs: 0, now: () => TODAY }), sandboxSubjects, (p) => {
  (p as AgeVerificationSandbox).mode = 'down';
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
