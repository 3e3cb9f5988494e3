import { idImagePool } from '../server/id-image-pool';
import { AgeVerificationSandbox } from './sandbox';

export * from './port';
export { AgeVerificationSandbox, sandboxEmail, sandboxIdentity, SANDBOX_IDENTITIES } from './sandbox';

const latency = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/**
 * The sandbox from the environment: AGE_VERIFICATION_SANDBOX_LATENCY_MS (150 by default, the ID image
 * check 800) and AGE_VERIFICATION_SANDBOX_MODE=down (an outage for everyone).
 */
export function createAgeVerificationSandbox(env: NodeJS.ProcessEnv = process.env): AgeVerificationSandbox {
  const base = latency(env.AGE_VERIFICATION_SANDBOX_LATENCY_MS, 150);
  return new AgeVerificationSandbox({
    latencyMs: base,
    imageLatencyMs: env.AGE_VERIFICATION_SANDBOX_LATENCY_MS === undefined ? 800 : base,
    mode: env.AGE_VERIFICATION_SANDBOX_MODE === 'down' ? 'down' : 'up',
    judgeImage: (image) => idImagePool.looksLikeSandboxId(image),
  });
}

/** The provider the shop uses: only the sandbox so far, one per process so tests can steer it. */
export const ageVerificationProvider = createAgeVerificationSandbox();
