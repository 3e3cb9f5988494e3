import { createHash } from 'node:crypto';
import type { DrivingLicence, PassportLine, ProviderOutcome } from '../domain';
import { AgeProviderUnavailable, type AgeCheckResult, type AgeSubject, type AgeVerificationProvider, type IdImage } from './port';
import { decodePixels, looksLikeSandboxId } from './sandbox-images';

/**
 * The sandbox's test identities, chosen by a tag in the email's local part (`anyone+refer-passport@…`);
 * any other email is the adult who passes at once (so every demo and test shopper does).
 */
const SANDBOX_IDENTITIES = {
  adult: '',
  referPassport: 'refer-passport',
  referLicence: 'refer-licence',
  idScan: 'idscan',
  exceeded: 'exceed',
  minor: 'minor',
  outage: 'outage',
} as const;
export type SandboxIdentity = keyof typeof SANDBOX_IDENTITIES;

function sandboxIdentity(email: string): SandboxIdentity {
  const local = email.toLowerCase().split('@')[0] ?? '';
  const tag = local.includes('+') ? local.slice(local.indexOf('+') + 1) : '';
  const found = (Object.entries(SANDBOX_IDENTITIES) as [SandboxIdentity, string][]).find(([, t]) => t !== '' && t === tag);
  return found ? found[0] : 'adult';
}

/** The email of a sandbox identity, for tests and demos. */
export function sandboxEmail(identity: SandboxIdentity, name = 'shopper', domain = 'example.com'): string {
  const tag = SANDBOX_IDENTITIES[identity];
  return tag ? `${name}+${tag}@${domain}` : `${name}@${domain}`;
}

function yearsBetween(birth: Date, today: Date): number {
  let years = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

const ADULT_AGE = 18;

export interface AgeSandboxOptions {
  /** The automatic and document checks' answer time; 0 in tests. */
  latencyMs?: number;
  /** The image check's answer time (a human-like document check takes longer); 0 in tests. */
  imageLatencyMs?: number;
  /** Every call fails, whoever the shopper is. */
  mode?: 'up' | 'down';
  now?: () => Date;
  /** Reads the picture's pixels for the green ID mark; the shop hands it a worker thread so a big image never holds the server. */
  judgeImage?: (image: IdImage) => Promise<boolean>;
}

/** The pixel check in the calling thread (the contract tests). */
async function judgeImageHere(image: IdImage): Promise<boolean> {
  try {
    return looksLikeSandboxId(decodePixels(image.mimeType, image.data));
  } catch {
    return false;
  }
}

/**
 * The local twin of the age verification provider. Deterministic: the answer depends only on the
 * identity (the email's tag) and what is submitted. Referred identities pass with a proof that is
 * well formed and shows an adult; the ID image passes only when it is the sandbox's valid ID picture.
 */
export class AgeVerificationSandbox implements AgeVerificationProvider {
  latencyMs: number;
  imageLatencyMs: number;
  mode: 'up' | 'down';
  private readonly now: () => Date;
  private readonly judgeImage: (image: IdImage) => Promise<boolean>;

  constructor(options: AgeSandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 150;
    this.imageLatencyMs = options.imageLatencyMs ?? 800;
    this.mode = options.mode ?? 'up';
    this.now = options.now ?? (() => new Date());
    this.judgeImage = options.judgeImage ?? judgeImageHere;
  }

  private async answer(subject: AgeSubject, latency: number, decide: (identity: SandboxIdentity) => ProviderOutcome): Promise<AgeCheckResult> {
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    const identity = sandboxIdentity(subject.email);
    if (this.mode === 'down' || identity === 'outage') throw new AgeProviderUnavailable('sandbox outage');
    const outcome = identity === 'minor' ? 'minor' : decide(identity);
    const reference = `SBX-${createHash('sha256').update(`${identity}:${outcome}:${subject.email}`).digest('hex').slice(0, 12).toUpperCase()}`;
    return { outcome, reference };
  }

  check(subject: AgeSubject): Promise<AgeCheckResult> {
    return this.answer(subject, this.latencyMs, (identity) => {
      switch (identity) {
        case 'adult':
          return 'pass';
        case 'referPassport':
        case 'referLicence':
          return 'refer';
        case 'exceeded':
          return 'exceeded';
        default:
          return 'fail';
      }
    });
  }

  checkPassport(subject: AgeSubject, passport: PassportLine): Promise<AgeCheckResult> {
    return this.answer(subject, this.latencyMs, (identity) => {
      if (identity === 'exceeded') return 'exceeded';
      if (identity !== 'referPassport' && identity !== 'adult') return 'fail';
      return yearsBetween(new Date(`${passport.birthDate}T00:00:00Z`), this.now()) >= ADULT_AGE ? 'pass' : 'minor';
    });
  }

  checkDrivingLicence(subject: AgeSubject, licence: DrivingLicence): Promise<AgeCheckResult> {
    return this.answer(subject, this.latencyMs, (identity) => {
      if (identity === 'exceeded') return 'exceeded';
      if (identity !== 'referLicence' && identity !== 'adult') return 'fail';
      const today = this.now();
      const thisYear = today.getUTCFullYear() % 100;
      const year = (licence.birthYearDigits > thisYear ? 1900 : 2000) + licence.birthYearDigits;
      const birth = new Date(Date.UTC(year, licence.birthMonth - 1, licence.birthDay));
      return yearsBetween(birth, today) >= ADULT_AGE ? 'pass' : 'minor';
    });
  }

  async checkIdImage(subject: AgeSubject, image: IdImage): Promise<AgeCheckResult> {
    const identity = sandboxIdentity(subject.email);
    const judged = identity !== 'exceeded' && identity !== 'outage' && identity !== 'minor' && this.mode === 'up';
    const valid = judged ? await this.judgeImage(image) : false;
    return this.answer(subject, this.imageLatencyMs, () => (valid ? 'pass' : 'fail'));
  }
}
