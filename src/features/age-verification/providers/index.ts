import { IdImagePoolBusy, type IdImagePool } from '../server/id-image-pool';
import { HttpAgeVerificationProvider } from './http';
import { AgeProviderUnavailable, type AgeVerificationProvider, type IdImage } from './port';
import { AgeVerificationSandbox } from './sandbox';

export * from './port';
export { HttpAgeVerificationProvider } from './http';
export { AgeVerificationSandbox, sandboxEmail } from './sandbox';

/** The sandbox's pixel check in the image workers; workers all busy is the sandbox being out of service. */
const judgeInWorker =
  (imagePool: IdImagePool) =>
  async (image: IdImage): Promise<boolean> => {
    try {
      return await imagePool.looksLikeSandboxId(image);
    } catch (error) {
      if (error instanceof IdImagePoolBusy) throw new AgeProviderUnavailable('sandbox busy');
      throw error;
    }
  };

export interface AgeSandboxSettings {
  /** Every answer's latency (AGE_VERIFICATION_SANDBOX_LATENCY_MS); unset, 150 ms and the ID image check 800. */
  latencyMs?: number;
  /** `down`: an outage for everyone (AGE_VERIFICATION_SANDBOX_MODE). */
  mode?: 'up' | 'down';
  now: () => Date;
  /** Its pixel check runs in the image worker threads. */
  imagePool: IdImagePool;
}

/** The sandbox the shop runs (also behind the HTTP face at /age-verification-sandbox). */
export function createAgeVerificationSandbox({ latencyMs, mode, now, imagePool }: AgeSandboxSettings): AgeVerificationSandbox {
  return new AgeVerificationSandbox({ latencyMs, imageLatencyMs: latencyMs, mode, now, judgeImage: judgeInWorker(imagePool) });
}

/** The real service (AGE_VERIFICATION_PROVIDER_URL, …_KEY, …_TIMEOUT_MS, …_IMAGE_TIMEOUT_MS). */
export interface AgeServiceSettings {
  url?: string;
  key?: string;
  timeoutMs: number;
  imageTimeoutMs: number;
}

/** The provider the shop uses: the real service when its address is set (its key is then required), else the sandbox. */
export function createAgeVerificationProvider(service: AgeServiceSettings, sandbox: AgeVerificationProvider): AgeVerificationProvider {
  if (!service.url) return sandbox;
  if (!service.key) throw new Error('AGE_VERIFICATION_PROVIDER_URL is set without AGE_VERIFICATION_PROVIDER_KEY');
  return new HttpAgeVerificationProvider({ baseUrl: service.url, key: service.key, timeoutMs: service.timeoutMs, imageTimeoutMs: service.imageTimeoutMs });
}
