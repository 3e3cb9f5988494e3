import { IdImagePoolBusy, idImagePool } from '../server/id-image-pool';
import { HttpAgeVerificationProvider } from './http';
import { AgeProviderUnavailable, type AgeVerificationProvider, type IdImage } from './port';
import { AgeVerificationSandbox } from './sandbox';

export * from './port';
export { HttpAgeVerificationProvider } from './http';
export { AgeVerificationSandbox, sandboxEmail, sandboxIdentity, SANDBOX_IDENTITIES } from './sandbox';

const milliseconds = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** The sandbox's pixel check in the image workers; workers all busy is the sandbox being out of service. */
async function judgeInWorker(image: IdImage): Promise<boolean> {
  try {
    return await idImagePool.looksLikeSandboxId(image);
  } catch (error) {
    if (error instanceof IdImagePoolBusy) throw new AgeProviderUnavailable('sandbox busy');
    throw error;
  }
}

/**
 * The sandbox from the environment: AGE_VERIFICATION_SANDBOX_LATENCY_MS (150 by default, the ID image
 * check 800) and AGE_VERIFICATION_SANDBOX_MODE=down (an outage for everyone). Its pixel check runs in
 * the image worker threads.
 */
export function createAgeVerificationSandbox(env: NodeJS.ProcessEnv = process.env): AgeVerificationSandbox {
  const base = milliseconds(env.AGE_VERIFICATION_SANDBOX_LATENCY_MS, 150);
  return new AgeVerificationSandbox({
    latencyMs: base,
    imageLatencyMs: env.AGE_VERIFICATION_SANDBOX_LATENCY_MS === undefined ? 800 : base,
    mode: env.AGE_VERIFICATION_SANDBOX_MODE === 'down' ? 'down' : 'up',
    judgeImage: judgeInWorker,
  });
}

/**
 * The provider the shop uses: the real service when AGE_VERIFICATION_PROVIDER_URL names it (with
 * AGE_VERIFICATION_PROVIDER_KEY, and AGE_VERIFICATION_PROVIDER_TIMEOUT_MS / …_IMAGE_TIMEOUT_MS for its
 * time limits), else the local sandbox.
 */
export function createAgeVerificationProvider(env: NodeJS.ProcessEnv, sandbox: AgeVerificationProvider): AgeVerificationProvider {
  const baseUrl = env.AGE_VERIFICATION_PROVIDER_URL?.trim();
  if (!baseUrl) return sandbox;
  const key = env.AGE_VERIFICATION_PROVIDER_KEY?.trim();
  if (!key) throw new Error('AGE_VERIFICATION_PROVIDER_URL is set without AGE_VERIFICATION_PROVIDER_KEY');
  return new HttpAgeVerificationProvider({
    baseUrl,
    key,
    timeoutMs: milliseconds(env.AGE_VERIFICATION_PROVIDER_TIMEOUT_MS, 8000),
    imageTimeoutMs: milliseconds(env.AGE_VERIFICATION_PROVIDER_IMAGE_TIMEOUT_MS, 30_000),
  });
}

/** The process's sandbox (one per process so tests can steer it); also behind the HTTP face at /age-verification-sandbox. */
export const ageVerificationSandbox = createAgeVerificationSandbox();

/** The provider the shop's calls use. */
export const ageVerificationProvider = createAgeVerificationProvider(process.env, ageVerificationSandbox);
