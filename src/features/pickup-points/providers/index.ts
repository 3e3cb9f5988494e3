import type { PickupPointProvider } from './port';
import { PickupSandbox } from './sandbox';

export * from './port';
export { PickupSandbox } from './sandbox';

/**
 * The provider the shop uses. Only the sandbox exists so far (La Poste's web service needs a contract
 * account); PICKUP_SANDBOX_LATENCY_MS and PICKUP_SANDBOX_MODE=down steer it for demos and journeys.
 */
export function createPickupProvider(env: NodeJS.ProcessEnv = process.env): PickupPointProvider {
  const latency = Number.parseInt(env.PICKUP_SANDBOX_LATENCY_MS ?? '', 10);
  return new PickupSandbox({
    latencyMs: Number.isFinite(latency) && latency >= 0 ? latency : 150,
    mode: env.PICKUP_SANDBOX_MODE === 'down' ? 'down' : 'up',
  });
}
