import { PickupSandbox } from './sandbox';

export * from './port';
export { PickupSandbox } from './sandbox';

/**
 * The sandbox from the environment: PICKUP_SANDBOX_LATENCY_MS (150 by default) and
 * PICKUP_SANDBOX_MODE=down (an outage) steer it for demos and journeys.
 */
export function createPickupSandbox(env: NodeJS.ProcessEnv = process.env): PickupSandbox {
  const latency = Number.parseInt(env.PICKUP_SANDBOX_LATENCY_MS ?? '', 10);
  return new PickupSandbox({
    latencyMs: Number.isFinite(latency) && latency >= 0 ? latency : 150,
    mode: env.PICKUP_SANDBOX_MODE === 'down' ? 'down' : 'up',
  });
}

/**
 * The provider the shop uses. Only the sandbox exists so far (La Poste's web service needs a contract
 * account); it is one object per process so tests can steer it (latency, outage).
 */
export const pickupProvider = createPickupSandbox();
